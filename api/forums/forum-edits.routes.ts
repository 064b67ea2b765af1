import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { requireUser } from "../access/auth-middleware";
import { messageResponse } from "../contract/auth";
import { memberTag, threadTag } from "../contract/cache-tags";
import {
  type ForumPostEditInput,
  forumModerationBody,
  forumPostHistory,
  forumReply,
  forumReplyEditBody,
  forumThread,
  forumThreadEditBody,
  forumThreadKey,
} from "../contract/forums";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { tagAnswer } from "../http/cache-tags";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { validationErrorBody } from "../http/validation";
import { translate } from "../i18n/messages";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { throttle } from "../security/throttle";
import { editReply, editThread, postRevisions } from "./forum-edits";
import { linkThreadIngredients } from "./forum-ingredient-links";
import { mentionedHandles } from "./forum-mentions";
import { renderPost, renderPosts } from "./forum-post-rendering";
import { findReply, findThread, presentFoundThread, threadVisibleTo } from "./forum-queries";
import { reactionsOnPosts } from "./forum-reactions";
import { linkThreadRecipes } from "./forum-recipe-links";
import { limitExceeded, posterTrust } from "./forum-trust";

/**
 * Editing forum posts and their history (decision 101): the author edits their own post while its
 * thread is open, a moderator anyone's at any time, giving a reason when it is someone else's; every
 * earlier version is kept and shown to whoever may read the post.
 */
const notFound = notFoundAs("No such thread or reply, or one the caller may not read");
const threadIdParam = z.object({ thread: recordId });
const replyParam = z.object({ reply: recordId });
const saved = <T extends z.ZodType>(schema: T) => z.object({ data: schema, message: z.string() });
const editResponses = {
  401: unauthorized,
  403: forbidden("Neither the author nor a moderator"),
  404: notFound,
  409: json(messageResponse, "The thread is locked: only a moderator edits its posts"),
  422: invalid("A title or text out of bounds, or a moderator's correction without its reason"),
  429: tooManyAttempts,
};

const editThreadRoute = createRoute({
  method: "patch",
  path: apiPaths.forumThread,
  summary: "Edits a thread's opening post (and title): its author while the thread is open, or a moderator (with a reason when not theirs); the earlier version is kept",
  request: { params: threadIdParam, body: jsonBody(forumThreadEditBody) },
  responses: { 200: json(saved(forumThread), "Saved"), ...editResponses },
});

const editReplyRoute = createRoute({
  method: "patch",
  path: apiPaths.forumReply,
  summary: "Edits a reply: its author while the thread is open, or a moderator (with a reason when not theirs); the earlier version is kept",
  request: { params: replyParam, body: jsonBody(forumReplyEditBody) },
  responses: { 200: json(saved(forumReply), "Saved"), ...editResponses },
});

const historyResponses = { 200: json(forumPostHistory, "The post's earlier versions, newest first"), 404: notFound, 422: invalid() };

const threadHistoryRoute = createRoute({
  method: "get",
  path: apiPaths.forumThreadHistory,
  summary: "A thread's opening post's earlier versions (title and text): public for a published post, else for its author and moderators",
  request: { params: threadIdParam },
  responses: historyResponses,
});

const replyHistoryRoute = createRoute({
  method: "get",
  path: apiPaths.forumReplyHistory,
  summary: "A reply's earlier versions: public for a published reply, else for its author and moderators",
  request: { params: replyParam },
  responses: historyResponses,
});

/** How many edits a member may save in an hour: room to fix typos, not to flood a thread's live events. */
const EDITS_PER_HOUR = 60;

type EditedPost = { ownerId: number; locked: boolean };

/**
 * Whether `user` may save this edit (a refusal is thrown, or answered as a 422's body), and the
 * reason to log: null for one's own post, the moderator's reason for someone else's.
 */
async function admitEdit(
  c: Context<ApiBindings>,
  user: AuthenticatedUser,
  post: EditedPost,
  input: ForumPostEditInput,
): Promise<{ reason: string | null } | { invalid: { message: string; errors: Record<string, string[]> } }> {
  if (!can(user, "update:forum-post", { ownerId: post.ownerId })) throw new ApiError(403, "forums.forbidden");
  // Holding `update:forum-post:any` (a moderator) is what lets a post of a locked thread change.
  if (post.locked && !can(user, "update:forum-post")) throw new ApiError(409, "forums.locked_edit");
  await throttle(c, "forum-edit", String(user.id), EDITS_PER_HOUR, 3600);
  let reason: string | null = null;
  if (post.ownerId !== user.id) {
    const given = forumModerationBody.pick({ reason: true }).safeParse({ reason: input.reason });
    if (!given.success) return { invalid: validationErrorBody(given.error.issues, c.var.locale) };
    reason = given.data.reason;
  }
  const exceeded = limitExceeded(await posterTrust(c.var.db, user), input.text);
  if (exceeded) {
    const message = translate(c.var.locale, `forums.new_member_${exceeded.limit}`, { max: exceeded.max });
    return { invalid: { message, errors: { text: [message] } } };
  }
  return { reason };
}

/** The edit as written: the editor, the rendered text, the handles it adds to the earlier text, the reason. */
async function editOf(c: Context<ApiBindings>, user: AuthenticatedUser, earlier: string, text: string, reason: string | null) {
  const before = new Set(mentionedHandles(earlier));
  return {
    editor: { id: user.id, name: user.name, slug: user.slug },
    body: await renderPost(c.var.db, text, c.var.locale, c.var.env.siteUrl),
    addedMentions: mentionedHandles(text).filter((handle) => !before.has(handle)),
    reason,
  };
}

/** A post's text is readable by everyone once published; held, hidden, removed or rejected, by its author and moderators (decision 094). */
const mayRead = (c: Context<ApiBindings>, post: { status: string; userId: number }) =>
  post.status === "published" || post.userId === c.var.user?.id || can(c.var.user, "moderate:forum-post");

async function historyAnswer(c: Context<ApiBindings>, post: { thread: number } | { reply: number }) {
  const revisions = await postRevisions(c.var.db, post);
  const rendered = await renderPosts(
    c.var.db,
    revisions.map((revision) => revision.previousSource),
    c.var.locale,
    c.var.env.siteUrl,
  );
  return {
    editorIds: revisions.flatMap((revision) => (revision.editor ? [revision.editor.id] : [])),
    revisions: revisions.map((revision, index) => ({
      editor: revision.editor ? { name: revision.editor.name, slug: revision.editor.slug } : null,
      edited_at: revision.editedAt.toISOString(),
      title: revision.previousTitle,
      body_html: rendered[index]!.html,
    })),
  };
}

export const forumEditsRouter = createRouter()
  .openapi(editThreadRoute, async (c) => {
    const user = requireUser(c);
    const found = await findThread(c.var.db, String(c.req.valid("param").thread));
    if (!found) throw new ApiError(404, "forums.thread_not_found");
    const input = c.req.valid("json");
    const admitted = await admitEdit(c, user, { ownerId: found.thread.userId, locked: found.thread.locked }, input);
    if ("invalid" in admitted) return c.json(admitted.invalid, 422);
    await editThread(c.var.db, found.thread.id, input.title, await editOf(c, user, found.thread.bodySource, input.text, admitted.reason));
    c.var.services.outbox.nudge(c.var.db);
    await linkThreadRecipes(c.var.db, found.thread.id, input.text, new URL(c.var.env.siteUrl).origin);
    await linkThreadIngredients(c.var.db, found.thread.id, input.title ?? found.thread.title, input.text);
    const [edited, reactionsOf] = await Promise.all([findThread(c.var.db, String(found.thread.id)), reactionsOnPosts(c.var.db, found.thread.id, [], user.id)]);
    return c.json({ data: presentFoundThread(edited!, c.var.locale, reactionsOf("opening"), found.thread.userId), message: translate(c.var.locale, "forums.edited") }, 200);
  })
  .openapi(editReplyRoute, async (c) => {
    const user = requireUser(c);
    const found = await findReply(c.var.db, c.req.valid("param").reply);
    if (!found) throw new ApiError(404, "forums.reply_not_found");
    const { reply } = found.row;
    const input = c.req.valid("json");
    const admitted = await admitEdit(c, user, { ownerId: reply.userId, locked: found.thread.locked }, input);
    if ("invalid" in admitted) return c.json(admitted.invalid, 422);
    await editReply(c.var.db, reply.id, await editOf(c, user, reply.bodySource, input.text, admitted.reason));
    c.var.services.outbox.nudge(c.var.db);
    const [edited, reactionsOf] = await Promise.all([findReply(c.var.db, reply.id), reactionsOnPosts(c.var.db, found.thread.id, [reply.id], user.id)]);
    return c.json({ data: edited!.present(reactionsOf(reply.id)), message: translate(c.var.locale, "forums.edited") }, 200);
  })
  .openapi(threadHistoryRoute, async (c) => {
    const found = await findThread(c.var.db, String(c.req.valid("param").thread));
    if (!found || !mayRead(c, found.thread)) throw new ApiError(404, "forums.thread_not_found");
    const { thread } = found;
    const { revisions, editorIds } = await historyAnswer(c, { thread: thread.id });
    const user = presentFoundThread(found, c.var.locale).user;
    tagAnswer(c, [threadTag(thread.id), ...[user.id, ...editorIds].map(memberTag)]);
    const data = {
      thread: { id: thread.id, key: forumThreadKey(thread), title: thread.title },
      reply_id: null,
      user,
      created_at: thread.createdAt.toISOString(),
      edited_at: thread.editedAt?.toISOString() ?? null,
      revisions,
    };
    return c.json({ data }, 200);
  })
  .openapi(replyHistoryRoute, async (c) => {
    const found = await findReply(c.var.db, c.req.valid("param").reply);
    const holding = found ? await findThread(c.var.db, String(found.thread.id)) : undefined;
    if (!found || !holding || !threadVisibleTo(holding, c.var.user, can(c.var.user, "moderate:forum-post")) || !mayRead(c, found.row.reply)) {
      throw new ApiError(404, "forums.reply_not_found");
    }
    const { reply } = found.row;
    const { thread } = holding;
    const { revisions, editorIds } = await historyAnswer(c, { reply: reply.id });
    const user = found.present().user;
    tagAnswer(c, [threadTag(thread.id), ...[user.id, ...editorIds].map(memberTag)]);
    const data = {
      thread: { id: thread.id, key: forumThreadKey(thread), title: thread.title },
      reply_id: reply.id,
      user,
      created_at: reply.createdAt.toISOString(),
      edited_at: reply.editedAt?.toISOString() ?? null,
      revisions,
    };
    return c.json({ data }, 200);
  });
