import {
  type FlaggedKind,
  flagReviewAnswer,
  type FlagReviewInput,
  type HeldPostDecisionInput,
  heldPostDecisionAnswer,
  type HeldPostKind,
  moderationQueue,
  postVisibilityAnswer,
  type PostVisibilityInput,
} from "#api/contract/moderation-queue";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** The site's moderation queue (decisions 094 and 097), each list from its cursor; 403 for anyone but moderators, 422 for a cursor that is not one. */
export function getModerationQueue(api: ApiClient, pages: { held?: string; flagged?: string } = {}) {
  const query = new URLSearchParams(Object.entries(pages).flatMap(([name, cursor]) => (cursor ? [[name, cursor]] : [])));
  return api.get(`${apiPaths.moderationQueue}${query.size > 0 ? `?${query}` : ""}`, moderationQueue);
}

/** 200; 404 for no such post, 409 when another decision came first, 422 for a rejection without a reason. */
export function decideHeldPost(api: ApiClient, kind: HeldPostKind, post: number, input: HeldPostDecisionInput) {
  return api.post(apiPath(apiPaths.moderationHeldPost, { kind, post }), heldPostDecisionAnswer, input);
}

/** 200; 404 for no such post, review or cooksnap, 409 when its flags were reviewed already. */
export function reviewFlaggedPost(api: ApiClient, kind: FlaggedKind, post: number, input: FlagReviewInput) {
  return api.post(apiPath(apiPaths.moderationFlaggedPost, { kind, post }), flagReviewAnswer, input);
}

/** A moderator hides a forum post or shows it again, from its thread (decision 097): 200; 404 for no such post, 422 without a reason. */
export function setForumPostVisibility(api: ApiClient, kind: HeldPostKind, post: number, input: PostVisibilityInput) {
  return api.post(apiPath(apiPaths.moderationPostVisibility, { kind, post }), postVisibilityAnswer, input);
}
