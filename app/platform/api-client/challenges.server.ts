import { z } from "zod";
import { type ChallengeEntryInput, challenge, challengeList, challengeMine } from "#api/contract/challenges";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** Challenges (issue 34, decision 109), parsed with the API's own contracts. */

export async function getChallenges(api: ApiClient) {
  return (await api.get(apiPaths.challenges, challengeList)).data;
}

/** A challenge by slug with its entries (the leaderboard once finished); 404 when there is none. */
export function getChallenge(api: ApiClient, slug: string) {
  return api.get(apiPath(apiPaths.challenge, { challenge: slug }), challenge);
}

/** The signed-in member's entries, votes and what they could enter. */
export function getChallengeMine(api: ApiClient, slug: string) {
  return api.get(apiPath(apiPaths.challengeMine, { challenge: slug }), challengeMine);
}

const said = z.object({ message: z.string() });

export function enterChallenge(api: ApiClient, slug: string, entry: ChallengeEntryInput) {
  return api.post(apiPath(apiPaths.challengeEntries, { challenge: slug }), said, entry);
}

export function voteInChallenge(api: ApiClient, slug: string, entryId: number) {
  return api.post(apiPath(apiPaths.challengeVotes, { challenge: slug, entry: entryId }), said);
}
