import { createRoute, z } from "@hono/zod-openapi";
import { requirePermission } from "../access/auth-middleware";
import { messageResponse } from "../contract/auth";
import {
  flaggedKinds,
  flagReviewAnswer,
  flagReviewBody,
  heldPostDecisionAnswer,
  heldPostDecisionBody,
  heldPostKinds,
  moderationQueue,
  moderationQueueQuery,
  postVisibilityAnswer,
  postVisibilityBody,
} from "../contract/moderation-queue";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { decideHeldPost, listHeldPosts } from "../forums/forum-held-posts";
import { recordId } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden as forbiddenAs, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { countPendingProposals } from "../ingredient-proposals/ingredient-proposal-queries";
import { listFlagged, reviewFlags, setVisibility } from "./flagged-items";

/**
 * The site's moderation queue (decisions 094 and 097): moderators read new members' held forum posts
 * and approve or reject them, and review flagged forum posts, reviews and cooksnaps; how many ingredient proposals wait is shown to
 * those who review them.
 */
const forbidden = forbiddenAs("Not a moderator");
const heldPostParam = z.object({ kind: z.enum(heldPostKinds, { message: "validation.option" }), post: recordId });
const flaggedParam = z.object({ kind: z.enum(flaggedKinds, { message: "validation.option" }), post: recordId });
const notFoundKey = { thread: "forums.thread_not_found", reply: "forums.reply_not_found", review: "community.review_not_found", cooksnap: "cooksnaps.not_found" } as const;

const queueRoute = createRoute({
  method: "get",
  path: apiPaths.moderationQueue,
  summary:
    "The moderation queue: held forum posts, oldest first, flagged posts, reviews and cooksnaps with their reasons, 50 a page each, and the count of pending ingredient proposals",
  request: { query: moderationQueueQuery },
  responses: { 200: json(moderationQueue, "The queue"), 401: unauthorized, 403: forbidden, 422: invalid("A cursor that is not one") },
});

const decideRoute = createRoute({
  method: "post",
  path: apiPaths.moderationHeldPost,
  summary: "Approves a held forum post (published, its notifications sent) or rejects it with a reason; both are logged",
  request: { params: heldPostParam, body: jsonBody(heldPostDecisionBody) },
  responses: {
    200: json(heldPostDecisionAnswer, "Decided"),
    401: unauthorized,
    403: forbidden,
    404: notFoundAs("No such post"),
    409: json(messageResponse, "Another decision was made first"),
    422: invalid("No reason for a rejection"),
  },
});

const reviewFlagsRoute = createRoute({
  method: "post",
  path: apiPaths.moderationFlaggedPost,
  summary: "Reviews a flagged forum post, review or cooksnap: dismisses its flags (showing it again if they hid it) or removes it; logged",
  request: { params: flaggedParam, body: jsonBody(flagReviewBody) },
  responses: {
    200: json(flagReviewAnswer, "Reviewed"),
    401: unauthorized,
    403: forbidden,
    404: notFoundAs("No such post"),
    409: json(messageResponse, "No open flags: reviewed already"),
    422: invalid(),
  },
});

const visibilityRoute = createRoute({
  method: "post",
  path: apiPaths.moderationPostVisibility,
  summary: "Hides a forum post (removed) or shows it again, from its thread, with a reason; its open flags close; logged",
  request: { params: heldPostParam, body: jsonBody(postVisibilityBody) },
  responses: {
    200: json(postVisibilityAnswer, "Hidden or shown (or so already)"),
    401: unauthorized,
    403: forbidden,
    404: notFoundAs("No such post, or one still awaiting approval"),
    422: invalid("No reason"),
  },
});

export const moderationQueueRouter = createRouter()
  .openapi(queueRoute, async (c) => {
    const user = requirePermission(c, "moderate:forum-post");
    const pages = c.req.valid("query");
    const [held, flagged, proposals] = await Promise.all([
      listHeldPosts(c.var.db, pages.held),
      listFlagged(c.var.db, pages.flagged, c.var.locale, c.var.env.MEDIA_BASE_URL),
      can(user, "review:ingredient-proposal") ? countPendingProposals(c.var.db) : Promise.resolve(null),
    ]);
    return c.json(
      {
        data: {
          held_posts: held.posts,
          held_total: held.total,
          held_next: held.nextCursor,
          flagged_posts: flagged.items,
          flagged_total: flagged.total,
          flagged_next: flagged.nextCursor,
          ingredient_proposals_pending: proposals,
        },
      },
      200,
    );
  })
  .openapi(decideRoute, async (c) => {
    const user = requirePermission(c, "moderate:forum-post");
    const { kind, post } = c.req.valid("param");
    const { decision, reason } = c.req.valid("json");
    const outcome = await decideHeldPost(c.var.db, user.id, kind, post, decision, decision === "reject" ? (reason ?? "") : null);
    if (outcome === "not-found") throw new ApiError(404, kind === "thread" ? "forums.thread_not_found" : "forums.reply_not_found");
    if (outcome === "decided") return c.json({ message: translate(c.var.locale, "moderation.already_decided") }, 409);
    if (outcome === "done") c.var.services.outbox.nudge(c.var.db);
    const status = decision === "approve" ? ("published" as const) : ("rejected" as const);
    return c.json({ data: { status }, message: translate(c.var.locale, decision === "approve" ? "moderation.approved" : "moderation.rejected") }, 200);
  })
  .openapi(reviewFlagsRoute, async (c) => {
    const user = requirePermission(c, "moderate:forum-post");
    const { kind, post } = c.req.valid("param");
    const { decision } = c.req.valid("json");
    const outcome = await reviewFlags(c.var.db, user.id, kind, post, decision);
    if (outcome === "not-found") throw new ApiError(404, notFoundKey[kind]);
    if (outcome === "no-flags") return c.json({ message: translate(c.var.locale, "moderation.no_open_flags") }, 409);
    c.var.services.outbox.nudge(c.var.db);
    const status = decision === "hide" ? ("removed" as const) : ("published" as const);
    return c.json({ data: { status }, message: translate(c.var.locale, decision === "hide" ? "moderation.hidden" : "moderation.dismissed") }, 200);
  })
  .openapi(visibilityRoute, async (c) => {
    const user = requirePermission(c, "moderate:forum-post");
    const { kind, post } = c.req.valid("param");
    const { action, reason } = c.req.valid("json");
    const outcome = await setVisibility(c.var.db, user.id, kind, post, action, reason);
    if (outcome === "not-found") throw new ApiError(404, notFoundKey[kind]);
    if (outcome === "done") c.var.services.outbox.nudge(c.var.db);
    const status = action === "hide" ? ("removed" as const) : ("published" as const);
    return c.json({ data: { status }, message: translate(c.var.locale, action === "hide" ? "moderation.hidden" : "moderation.restored") }, 200);
  });
