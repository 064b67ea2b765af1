import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requirePermission } from "../access/auth-middleware";
import { forumModerationBody, forumSolutionBody, forumThreadKey, forumThreadStateAnswer } from "../contract/forums";
import { apiPaths } from "../contract/paths";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, unauthorized } from "../http/openapi-responses";
import { pickText } from "../i18n/bilingual";
import { type MessageKey, translate } from "../i18n/messages";
import { moderateThread, setSolution } from "./forum-moderation";
import { findCategory, findThread } from "./forum-queries";

/**
 * A thread's solution, marked by its author or a moderator, and its moderators' pin, lock and move,
 * each with a reason; every change is logged in `moderation_actions` (decision 091).
 */
const notFound = notFoundAs("No such thread");
const threadIdParam = z.object({ thread: recordId });
const answers = { 200: json(forumThreadStateAnswer, "The thread after the change"), 401: unauthorized, 404: notFound, 422: invalid() };

const markSolutionRoute = createRoute({
  method: "put",
  path: apiPaths.forumThreadSolution,
  summary: "Marks one of the thread's replies as its solution (or changes it): the thread's author or a moderator",
  request: { params: threadIdParam, body: jsonBody(forumSolutionBody) },
  responses: { ...answers, 403: forbidden("Neither the thread's author nor a moderator"), 422: invalid("A reply of another thread") },
});

const unmarkSolutionRoute = createRoute({
  method: "delete",
  path: apiPaths.forumThreadSolution,
  summary: "Takes back the thread's solution mark: the thread's author or a moderator",
  request: { params: threadIdParam },
  responses: { ...answers, 403: forbidden("Neither the thread's author nor a moderator") },
});

const moderateRoute = createRoute({
  method: "post",
  path: apiPaths.forumThreadModeration,
  summary: "Pins, unpins, locks, unlocks or moves a thread, with a reason: moderators; a thread already so is left as it is",
  request: { params: threadIdParam, body: jsonBody(forumModerationBody) },
  responses: { ...answers, 403: forbidden("Not a moderator"), 422: invalid("No reason, or no other category to move to") },
});

async function threadOf(c: Context<ApiBindings>, id: number) {
  const found = await findThread(c.var.db, String(id));
  if (!found) throw new ApiError(404, "forums.thread_not_found");
  return found;
}

/** The thread as it stands after the write, with what was done. */
async function stateAnswer(c: Context<ApiBindings>, id: number, message: MessageKey) {
  const { thread, category } = await threadOf(c, id);
  const data = {
    key: forumThreadKey(thread),
    category: { slug: category.slug, name: pickText(c.var.locale, category.nameEs, category.nameEn), colour: category.colour },
    pinned: thread.pinned,
    locked: thread.locked,
    solved_reply_id: thread.solvedReplyId,
  };
  return { data, message: translate(c.var.locale, message) };
}

const refusedField = (c: Context<ApiBindings>, field: string, key: MessageKey) => {
  const message = translate(c.var.locale, key);
  return c.json({ message, errors: { [field]: [message] } }, 422);
};

export const forumModerationRouter = createRouter()
  .openapi(markSolutionRoute, async (c) => {
    const found = await threadOf(c, c.req.valid("param").thread);
    const user = requirePermission(c, "solve:forum-thread", { ownerId: found.thread.userId });
    const { found: inThread } = await setSolution(c.var.db, user.id, found.thread.id, c.req.valid("json").reply);
    if (!inThread) return refusedField(c, "reply", "forums.solution_not_in_thread");
    return c.json(await stateAnswer(c, found.thread.id, "forums.solution_marked"), 200);
  })
  .openapi(unmarkSolutionRoute, async (c) => {
    const found = await threadOf(c, c.req.valid("param").thread);
    const user = requirePermission(c, "solve:forum-thread", { ownerId: found.thread.userId });
    await setSolution(c.var.db, user.id, found.thread.id, null);
    return c.json(await stateAnswer(c, found.thread.id, "forums.solution_removed"), 200);
  })
  .openapi(moderateRoute, async (c) => {
    const user = requirePermission(c, "moderate:forum-thread");
    const found = await threadOf(c, c.req.valid("param").thread);
    const { action, reason, category: slug } = c.req.valid("json");
    let toCategoryId: number | null = null;
    if (action === "move") {
      const category = slug ? await findCategory(c.var.db, slug) : undefined;
      if (!category) return refusedField(c, "category", "forums.move_category_required");
      if (category.id === found.thread.categoryId) return refusedField(c, "category", "forums.move_same_category");
      toCategoryId = category.id;
    }
    await moderateThread(c.var.db, user.id, found.thread.id, action, reason, toCategoryId);
    return c.json(await stateAnswer(c, found.thread.id, `forums.moderated_${action}`), 200);
  });
