import { createRoute, z } from "@hono/zod-openapi";
import { type SQL, sql } from "drizzle-orm";
import type { Context } from "hono";
import { requireUser, requireVerifiedMember } from "../access/auth-middleware";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { messageResponse } from "../contract/auth";
import type { FlagInput } from "../contract/flags";
import {
  forumBusiestThreads,
  forumBusyPeriods,
  forumCategories,
  forumCategoryThreads,
  forumPreview,
  forumPreviewBody,
  forumReactionAnswer,
  forumReactionParam,
  type ForumReaction,
  forumReply,
  forumReplyBody,
  forumThread,
  forumThreadBody,
  forumThreadPage,
  forumThreadSorts,
  forumTopPeriods,
  DEFAULT_FORUM_TOP_PERIOD,
  forumThreadWatch,
  forumThreadWatchBody,
} from "../contract/forums";
import { FORUM_BUSIEST_MAX, FORUM_REPLIES_PER_PAGE, FORUM_THREADS_PER_PAGE, SLUG_MAX_LENGTH } from "../contract/limits";
import { boundedInteger } from "../http/search-params";
import { apiPaths } from "../contract/paths";
import { can } from "../contract/permissions";
import { addressKey, recordId } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { tagAnswer } from "../http/cache-tags";
import { FORUM_CATEGORIES_TAG, memberTag, threadTag } from "../contract/cache-tags";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, jsonBody, notFound as notFoundAs, tooManyAttempts, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { throttle } from "../security/throttle";
import { mentionedHandles } from "./forum-mentions";
import { moderationNotices } from "./forum-moderation";
import { renderPost } from "./forum-post-rendering";
import { ingredientIdsBySlug, linkThreadIngredients } from "./forum-ingredient-links";
import { linkThreadRecipes, publishedRecipeId } from "./forum-recipe-links";
import { type ReactedPost, setReaction } from "./forum-reactions";
import { listBusiestThreads, listTopThreads } from "./forum-top-threads";
import { type FlagSubject } from "../flags/content-flags";
import { owePostChange } from "./forum-post-changes";
import { flagAndAnswer, flagRoute } from "../flags/flag-answer";
import { flagWeight, isHeld, limitExceeded, posterTrust, postsPerHour } from "./forum-trust";
import { setWatchLevel, watchLevelOf } from "./forum-watches";
import {
  createReply,
  createThread,
  findCategory,
  findReply,
  findThread,
  listCategories,
  listCategoryThreads,
  listReplies,
  presentFoundThread,
  replyPageCursor,
  threadVisibleTo,
} from "./forum-queries";

/** Forums (issue 33; decisions 083, 084): reading is public; posting needs a verified e-mail; editing is ./forum-edits.routes.ts. */
const notFound = notFoundAs("No such category, thread or reply");
const categoryParam = z.object({ category: addressKey(SLUG_MAX_LENGTH) });
const threadKeyParam = z.object({ thread: addressKey(SLUG_MAX_LENGTH) });
const threadIdParam = z.object({ thread: recordId });
const replyParam = z.object({ reply: recordId });
const threadReactionParam = z.object({ thread: recordId, reaction: forumReactionParam });
const replyReactionParam = z.object({ reply: recordId, reaction: forumReactionParam });
const threadsQuery = cursorQuery.extend({
  sort: z.enum(forumThreadSorts, { message: "validation.option" }).default("latest"),
  /** The top sort's period (decision 092); the other sorts ignore it. */
  period: z.enum(forumTopPeriods, { message: "validation.option" }).default(DEFAULT_FORUM_TOP_PERIOD),
  per_page: cursorQuery.shape.per_page.default(FORUM_THREADS_PER_PAGE),
});
/** `reply`: the page that holds this reply, when no cursor is given (a notification's or a new reply's link). */
const repliesQuery = cursorQuery.extend({ per_page: cursorQuery.shape.per_page.default(FORUM_REPLIES_PER_PAGE), reply: recordId.optional() });
const saved = <T extends z.ZodType>(schema: T) => z.object({ data: schema, message: z.string() });

const categoriesRoute = createRoute({
  method: "get",
  path: apiPaths.forumCategories,
  summary: "The forum's categories in order, with their thread and reply counts and latest activity",
  responses: { 200: json(forumCategories, "Categories") },
});

const busiestThreadsRoute = createRoute({
  method: "get",
  path: apiPaths.forumBusiestThreads,
  summary: "Across categories, the threads with the most replies in the last week (or month), most first",
  request: {
    query: z.object({ period: z.enum(forumBusyPeriods, { message: "validation.option" }).default("week"), limit: boundedInteger(1, FORUM_BUSIEST_MAX).default(5) }),
  },
  responses: { 200: json(forumBusiestThreads, "Threads"), 422: invalid() },
});

const categoryThreadsRoute = createRoute({
  method: "get",
  path: apiPaths.forumCategoryThreads,
  summary: "A category's threads by cursor: latest activity (pinned ones apart), newest, unanswered, or top (most reactions in a period)",
  request: { params: categoryParam, query: threadsQuery },
  responses: { 200: json(forumCategoryThreads, "Threads"), 404: notFound, 422: invalid() },
});

const threadRoute = createRoute({
  method: "get",
  path: apiPaths.forumThread,
  summary: "A thread by `{slug}-{id}`, id or slug (decision 083), with a page of its replies, oldest first, and the caller's watch level",
  request: { params: threadKeyParam, query: repliesQuery },
  responses: { 200: json(forumThreadPage, "Thread"), 404: notFound, 422: invalid() },
});

const createThreadRoute = createRoute({
  method: "post",
  path: apiPaths.forumThreads,
  summary: "Starts a thread in a category; its Markdown is rendered and sanitised on the server",
  request: { body: jsonBody(forumThreadBody) },
  responses: {
    201: json(saved(forumThread), "Posted"),
    401: unauthorized,
    403: forbidden("An e-mail not verified"),
    422: invalid("No such category, chosen recipe or chosen ingredient, or a title or body out of bounds"),
    429: tooManyAttempts,
  },
});

const createReplyRoute = createRoute({
  method: "post",
  path: apiPaths.forumThreadReplies,
  summary: "Replies to a thread, optionally quoting one of its replies; a locked thread takes none (409)",
  request: { params: threadIdParam, body: jsonBody(forumReplyBody) },
  responses: {
    201: json(saved(forumReply), "Posted"),
    401: unauthorized,
    403: forbidden("An e-mail not verified"),
    404: notFound,
    409: json(messageResponse, "The thread is locked"),
    422: invalid(),
    429: tooManyAttempts,
  },
});

const watchRoute = createRoute({
  method: "get",
  path: apiPaths.forumThreadWatch,
  summary: "The signed-in member's watch level on a thread: watching, normal or muted (decision 087)",
  request: { params: threadKeyParam },
  responses: { 200: json(forumThreadWatch, "Level"), 401: unauthorized, 404: notFound, 422: invalid() },
});

const setWatchRoute = createRoute({
  method: "put",
  path: apiPaths.forumThreadWatch,
  summary: "Sets the signed-in member's watch level on a thread: which of its replies notify them (decision 087)",
  request: { params: threadKeyParam, body: jsonBody(forumThreadWatchBody) },
  responses: { 200: json(forumThreadWatch.extend({ message: z.string() }), "Saved"), 401: unauthorized, 404: notFound, 422: invalid() },
});

/** Reactions (decision 089): PUT adds the caller's, DELETE takes it back; both answer the post's reactions after. */
const reactionRoute = <P extends typeof threadReactionParam | typeof replyReactionParam>(method: "put" | "delete", path: string, params: P, post: string) =>
  createRoute({
    method,
    path,
    summary: method === "put" ? `Reacts to ${post} (one of each reaction per member per post); never to one's own post` : `Takes back the caller's reaction on ${post}`,
    request: { params },
    responses: {
      200: json(forumReactionAnswer, "The post's reactions"),
      401: unauthorized,
      403: forbidden(method === "put" ? "An e-mail not verified, or the caller's own post" : "The caller's own post"),
      404: notFound,
      422: invalid("No such reaction"),
      429: tooManyAttempts,
    },
  });
const threadReactionRoute = (method: "put" | "delete") => reactionRoute(method, apiPaths.forumThreadReaction, threadReactionParam, "a thread's opening post");
const replyReactionRoute = (method: "put" | "delete") => reactionRoute(method, apiPaths.forumReplyReaction, replyReactionParam, "a reply");

const previewRoute = createRoute({
  method: "post",
  path: apiPaths.forumPreview,
  summary: "A post's Markdown as it would show, rendered and sanitised (the form's preview)",
  request: { body: jsonBody(forumPreviewBody) },
  responses: { 200: json(forumPreview, "Preview"), 401: unauthorized, 422: invalid(), 429: tooManyAttempts },
});

/** Flags (decisions 094 and 097): a verified member's, one per post; never on one's own post. */
const threadFlagRoute = flagRoute(apiPaths.forumThreadFlags, threadIdParam, "a thread's opening post");
const replyFlagRoute = flagRoute(apiPaths.forumReplyFlags, replyParam, "a reply");

type ReactionTarget = ReactedPost & { authorId: number };

/**
 * A thread as the caller may see it (decision 094): a held or rejected one exists only for its
 * author and moderators; anyone else gets the 404 of a thread that is not there.
 */
async function visibleThread(c: Context<ApiBindings>, key: string) {
  const found = await findThread(c.var.db, key);
  if (!found || !threadVisibleTo(found, c.var.user, can(c.var.user, "moderate:forum-post"))) throw new ApiError(404, "forums.thread_not_found");
  return found;
}

/**
 * What a new post may be, by its writer's trust (decision 094): the posts an hour their level
 * allows, and for a new member the links, images and mentions one post may carry (422 on `text`,
 * the text kept by the form). Answers whether the post is held for a moderator.
 */
async function admitPost(c: Context<ApiBindings>, user: AuthenticatedUser, text: string): Promise<{ held: boolean } | { refused: string }> {
  const trust = await posterTrust(c.var.db, user);
  await throttle(c, "forum-post", String(user.id), postsPerHour(trust), 3600);
  const exceeded = limitExceeded(trust, text);
  if (exceeded) return { refused: translate(c.var.locale, `forums.new_member_${exceeded.limit}`, { max: exceeded.max }) };
  return { held: isHeld(trust) };
}

const refusedText = (c: Context<ApiBindings>, message: string) => c.json({ message, errors: { text: [message] } }, 422);

async function openingPost(c: Context<ApiBindings>, threadId: number): Promise<ReactionTarget> {
  const found = await findThread(c.var.db, String(threadId));
  if (!found || found.thread.status !== "published") throw new ApiError(404, "forums.thread_not_found");
  return { thread: found.thread.id, reply: null, authorId: found.thread.userId };
}

async function replyPost(c: Context<ApiBindings>, replyId: number): Promise<ReactionTarget> {
  const found = await findReply(c.var.db, replyId);
  if (!found || found.row.reply.status !== "published") throw new ApiError(404, "forums.reply_not_found");
  return { thread: found.thread.id, reply: found.row.reply.id, authorId: found.row.reply.userId };
}

/** A flag on a published (or already hidden) post not the caller's own, weighed by the caller's trust (decision 094). */
const flag = async (
  c: Context<ApiBindings>,
  user: AuthenticatedUser,
  post: FlagSubject & { kind: "thread" | "reply"; threadId: number; authorId: number; status: string },
  input: FlagInput,
) => {
  // A post hidden by this flag: its thread's open pages are told (decision 098), in the same statement.
  const toldLive = (hidden: SQL) => owePostChange(sql`select ${post.threadId}::int, ${post.kind === "reply" ? post.id : null}::int, 'hidden'::text from ${hidden}`);
  const answer = await flagAndAnswer(
    c,
    user,
    post,
    input,
    async () => flagWeight(await posterTrust(c.var.db, user)),
    {
      notFound: post.kind === "thread" ? "forums.thread_not_found" : "forums.reply_not_found",
      own: "forums.own_post_flag",
      already: "forums.already_flagged",
      done: "forums.flagged",
    },
    toldLive,
  );
  c.var.services.outbox.nudge(c.var.db);
  return answer;
};

/** A reaction is thanks from someone else (decision 089): never on one's own post, which would only inflate it. */
async function react(c: Context<ApiBindings>, user: { id: number }, post: ReactionTarget, reaction: ForumReaction, on: boolean) {
  if (post.authorId === user.id) throw new ApiError(403, "forums.own_post");
  await throttle(c, "forum-reaction", String(user.id), 300, 3600);
  const reactions = await setReaction(c.var.db, post, user.id, reaction, on);
  return { data: { reactions }, message: translate(c.var.locale, on ? "forums.reaction_added" : "forums.reaction_removed") };
}

export const forumsRouter = createRouter()
  .openapi(categoriesRoute, async (c) => c.json({ data: await listCategories(c.var.db, c.var.locale) }, 200))
  .openapi(busiestThreadsRoute, async (c) => {
    const { period, limit } = c.req.valid("query");
    return c.json({ data: await listBusiestThreads(c.var.db, period, limit, c.var.locale) }, 200);
  })
  .openapi(categoryThreadsRoute, async (c) => {
    const category = await findCategory(c.var.db, c.req.valid("param").category);
    if (!category) throw new ApiError(404, "forums.category_not_found");
    const { sort, period, cursor, per_page: perPage } = c.req.valid("query");
    if (sort === "top") return c.json(await listTopThreads(c.var.db, category, period, perPage, c.var.locale, cursor), 200);
    return c.json(await listCategoryThreads(c.var.db, category, sort, perPage, c.var.locale, cursor), 200);
  })
  .openapi(threadRoute, async (c) => {
    const found = await visibleThread(c, c.req.valid("param").thread);
    const { cursor, per_page: perPage, reply } = c.req.valid("query");
    // A reply that is not the thread's (gone, or another's) shows the first page.
    const pageCursor = cursor ?? (reply === undefined ? undefined : ((await replyPageCursor(c.var.db, found.thread.id, reply, perPage)) ?? undefined));
    const caller = c.var.user?.id;
    const [{ opening, ...replies }, moderation, watch] = await Promise.all([
      listReplies(c.var.db, found.thread, perPage, caller, pageCursor),
      moderationNotices(c.var.db, found.thread.id, c.var.locale),
      caller === undefined ? undefined : watchLevelOf(c.var.db, found.thread.id, caller),
    ]);
    const thread = presentFoundThread(found, c.var.locale, opening, caller);
    // Its own posts, a move and its moderation log move the thread's tag, its category's name the categories' (migrations 0035, 0039); a reply elsewhere, neither.
    const people = [thread.user.id, ...replies.data.flatMap((reply) => [reply.user.id, ...(reply.quoted ? [reply.quoted.user.id] : [])]), ...moderation.actorIds];
    tagAnswer(c, [threadTag(thread.id), FORUM_CATEGORIES_TAG, ...people.map(memberTag)]);
    return c.json({ thread, moderation: moderation.notices, replies, page_cursor: pageCursor ?? null, ...(watch ? { watch } : {}) }, 200);
  })
  .openapi(createThreadRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const input = c.req.valid("json");
    const admitted = await admitPost(c, user, input.text);
    if ("refused" in admitted) return refusedText(c, admitted.refused);
    const category = await findCategory(c.var.db, input.category);
    if (!category) {
      const message = translate(c.var.locale, "forums.category_not_found");
      return c.json({ message, errors: { category: [message] } }, 422);
    }
    const chosenRecipe = input.recipe === undefined ? undefined : await publishedRecipeId(c.var.db, input.recipe);
    if (input.recipe !== undefined && chosenRecipe === undefined) {
      const message = translate(c.var.locale, "forums.chosen_recipe_not_found");
      return c.json({ message, errors: { recipe: [message] } }, 422);
    }
    const chosenIngredients = await ingredientIdsBySlug(c.var.db, input.ingredients ?? []);
    if (chosenIngredients.missing !== undefined) {
      const message = translate(c.var.locale, "forums.chosen_ingredient_not_found", { ingredient: chosenIngredients.missing });
      return c.json({ message, errors: { ingredients: [message] } }, 422);
    }
    const mentions = mentionedHandles(input.text);
    const id = await createThread(
      c.var.db,
      { id: user.id, name: user.name, slug: user.slug },
      category.id,
      input.title,
      await renderPost(c.var.db, input.text, c.var.locale, c.var.env.siteUrl),
      mentions,
      admitted.held,
    );
    await linkThreadRecipes(c.var.db, id, input.text, new URL(c.var.env.siteUrl).origin, chosenRecipe);
    await linkThreadIngredients(c.var.db, id, input.title, input.text, chosenIngredients.ids);
    if (!admitted.held) c.var.services.outbox.nudge(c.var.db);
    const created = await findThread(c.var.db, String(id));
    return c.json(
      { data: presentFoundThread(created!, c.var.locale, [], user.id), message: translate(c.var.locale, admitted.held ? "forums.held" : "forums.thread_created") },
      201,
    );
  })
  .openapi(createReplyRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await visibleThread(c, String(c.req.valid("param").thread));
    const locked = () => c.json({ message: translate(c.var.locale, "forums.locked") }, 409);
    if (found.thread.locked) return locked();
    const input = c.req.valid("json");
    const admitted = await admitPost(c, user, input.text);
    if ("refused" in admitted) return refusedText(c, admitted.refused);
    const id = await createReply(
      c.var.db,
      { id: user.id, name: user.name, slug: user.slug },
      { id: found.thread.id, title: found.thread.title, slug: found.thread.slug },
      await renderPost(c.var.db, input.text, c.var.locale, c.var.env.siteUrl),
      input.quote_id,
      mentionedHandles(input.text),
      admitted.held,
    );
    // Locked between the read and the write.
    if (id === undefined) return locked();
    if (!admitted.held) c.var.services.outbox.nudge(c.var.db);
    const created = await findReply(c.var.db, id);
    return c.json({ data: created!.present(), message: translate(c.var.locale, admitted.held ? "forums.held" : "forums.reply_created") }, 201);
  })
  .openapi(watchRoute, async (c) => {
    const user = requireUser(c);
    const found = await visibleThread(c, c.req.valid("param").thread);
    return c.json({ data: { level: await watchLevelOf(c.var.db, found.thread.id, user.id) } }, 200);
  })
  .openapi(setWatchRoute, async (c) => {
    const user = requireUser(c);
    const found = await visibleThread(c, c.req.valid("param").thread);
    const { level } = c.req.valid("json");
    await setWatchLevel(c.var.db, found.thread.id, user.id, level);
    return c.json({ data: { level }, message: translate(c.var.locale, "forums.watch_saved") }, 200);
  })
  .openapi(threadReactionRoute("put"), async (c) => {
    const { thread, reaction } = c.req.valid("param");
    return c.json(await react(c, requireVerifiedMember(c), await openingPost(c, thread), reaction, true), 200);
  })
  .openapi(threadReactionRoute("delete"), async (c) => {
    const { thread, reaction } = c.req.valid("param");
    return c.json(await react(c, requireUser(c), await openingPost(c, thread), reaction, false), 200);
  })
  .openapi(replyReactionRoute("put"), async (c) => {
    const { reply, reaction } = c.req.valid("param");
    return c.json(await react(c, requireVerifiedMember(c), await replyPost(c, reply), reaction, true), 200);
  })
  .openapi(replyReactionRoute("delete"), async (c) => {
    const { reply, reaction } = c.req.valid("param");
    return c.json(await react(c, requireUser(c), await replyPost(c, reply), reaction, false), 200);
  })
  .openapi(previewRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "forum-preview", String(user.id), 120, 3600);
    const rendered = await renderPost(c.var.db, c.req.valid("json").text, c.var.locale, c.var.env.siteUrl);
    return c.json({ html: rendered.html }, 200);
  })
  .openapi(threadFlagRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await findThread(c.var.db, String(c.req.valid("param").thread));
    if (!found) throw new ApiError(404, "forums.thread_not_found");
    const { thread } = found;
    return flag(c, user, { kind: "thread", id: thread.id, threadId: thread.id, authorId: thread.userId, status: thread.status }, c.req.valid("json"));
  })
  .openapi(replyFlagRoute, async (c) => {
    const user = requireVerifiedMember(c);
    const found = await findReply(c.var.db, c.req.valid("param").reply);
    if (!found) throw new ApiError(404, "forums.reply_not_found");
    const { reply } = found.row;
    return flag(c, user, { kind: "reply", id: reply.id, threadId: found.thread.id, authorId: reply.userId, status: reply.status }, c.req.valid("json"));
  });
