import { flagReviewAnswer, type FlagReviewInput, type HeldPostDecisionInput, heldPostDecisionAnswer, type HeldPostKind, moderationQueue } from "#api/contract/moderation-queue";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** The site's moderation queue (decision 094); 403 for anyone but moderators. */
export function getModerationQueue(api: ApiClient) {
  return api.get(apiPaths.moderationQueue, moderationQueue);
}

/** 200; 404 for no such post, 409 when another decision came first, 422 for a rejection without a reason. */
export function decideHeldPost(api: ApiClient, kind: HeldPostKind, post: number, input: HeldPostDecisionInput) {
  return api.post(apiPath(apiPaths.moderationHeldPost, { kind, post }), heldPostDecisionAnswer, input);
}

/** 200; 404 for no such post, 409 when its flags were reviewed already. */
export function reviewFlaggedPost(api: ApiClient, kind: HeldPostKind, post: number, input: FlagReviewInput) {
  return api.post(apiPath(apiPaths.moderationFlaggedPost, { kind, post }), flagReviewAnswer, input);
}
