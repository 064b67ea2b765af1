import { z } from "zod";
import {
  type ForumModerationInput,
  type ForumPostEditInput,
  type ForumReplyInput,
  type ForumThreadInput,
  type ForumThreadSort,
  type ForumTopPeriod,
  type ForumReaction,
  type ForumWatchLevel,
  forumBusiestThreads,
  forumCategories,
  forumCategoryThreads,
  forumPostHistory,
  forumPreview,
  forumReactionAnswer,
  forumReply,
  forumThread,
  forumThreadPage,
  forumThreadStateAnswer,
  forumThreadWatch,
} from "#api/contract/forums";
import { flagAnswer, type FlagInput } from "#api/contract/flags";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";
import type { Locale } from "~/platform/i18n/locales";

/** Forums (issue 33), parsed with the API's own contracts. */
const saved = <T extends z.ZodType>(schema: T) => z.object({ data: schema, message: z.string() });

export function getForumCategories(api: ApiClient) {
  return api.get(apiPaths.forumCategories, forumCategories);
}

/** Across categories, the threads with the most replies in the last seven days, most first. */
export async function getBusiestForumThreads(api: ApiClient, limit: number) {
  return (await api.get(apiPaths.forumBusiestThreads, forumBusiestThreads, { limit })).data;
}

export function getForumCategoryThreads(api: ApiClient, category: string, query: { sort?: ForumThreadSort; period?: ForumTopPeriod; cursor?: string } = {}) {
  return api.get(apiPath(apiPaths.forumCategoryThreads, { category }), forumCategoryThreads, { ...query });
}

/** A thread by `{slug}-{id}`, id or slug, with a page of its replies; 404 when there is none. */
/** `reply`: the page that holds that reply (a notification's link, a reply just posted). */
export function getForumThread(api: ApiClient, key: string, query: { cursor?: string; reply?: number } = {}) {
  return api.get(apiPath(apiPaths.forumThread, { thread: key }), forumThreadPage, { ...query });
}

/** 201; 422 for a category, title or text refused. */
export function createForumThread(api: ApiClient, body: ForumThreadInput) {
  return api.post(apiPaths.forumThreads, saved(forumThread), body);
}

/** 201; 409 when the thread is locked. */
export function createForumReply(api: ApiClient, threadId: number, body: ForumReplyInput) {
  return api.post(apiPath(apiPaths.forumThreadReplies, { thread: threadId }), saved(forumReply), body);
}

/** `locale`: the previewing page's language, for a caller whose own path does not say it (the live preview's resource route). */
export function previewForumPost(api: ApiClient, text: string, locale?: Locale) {
  return api.post(locale ? `${apiPaths.forumPreview}?${new URLSearchParams({ locale })}` : apiPaths.forumPreview, forumPreview, { text });
}

export function setForumThreadWatch(api: ApiClient, key: string, level: ForumWatchLevel) {
  return api.put(apiPath(apiPaths.forumThreadWatch, { thread: key }), forumThreadWatch.extend({ message: z.string() }), { level });
}

/** Adds (`on`) or takes back the member's reaction on a thread's opening post or a reply (decision 089); 403 on their own post. */
export function setForumReaction(api: ApiClient, post: { thread: number } | { reply: number }, reaction: ForumReaction, on: boolean) {
  const path = "thread" in post ? apiPath(apiPaths.forumThreadReaction, { thread: post.thread, reaction }) : apiPath(apiPaths.forumReplyReaction, { reply: post.reply, reaction });
  return on ? api.put(path, forumReactionAnswer) : api.delete(path, forumReactionAnswer);
}

/** Marks one of the thread's replies as its solution, or takes the mark back (null) (decision 091); 403 but for its author and moderators, 422 for another thread's reply. */
export function setForumSolution(api: ApiClient, threadId: number, replyId: number | null) {
  const path = apiPath(apiPaths.forumThreadSolution, { thread: threadId });
  return replyId === null ? api.delete(path, forumThreadStateAnswer) : api.put(path, forumThreadStateAnswer, { reply: replyId });
}

/** Pins, unpins, locks, unlocks or moves a thread with a reason (decision 091): moderators; 422 for no reason or no other category. */
export function moderateForumThread(api: ApiClient, threadId: number, body: ForumModerationInput) {
  return api.post(apiPath(apiPaths.forumThreadModeration, { thread: threadId }), forumThreadStateAnswer, body);
}

/** A flag on the opening post or a reply (decision 094); 201, 409 flagged already, 403 one's own, 422 a note out of bounds. */
export function flagForumPost(api: ApiClient, post: { thread: number } | { reply: number }, input: FlagInput) {
  const path = "thread" in post ? apiPath(apiPaths.forumThreadFlags, { thread: post.thread }) : apiPath(apiPaths.forumReplyFlags, { reply: post.reply });
  return api.post(path, flagAnswer, input);
}

/** Saves an edit of the opening post (its title too) or of a reply (decision 101): 409 for an author in a locked thread, 422 a text out of bounds or a moderator's missing reason. */
export function editForumPost(api: ApiClient, post: { thread: number } | { reply: number }, input: ForumPostEditInput) {
  if ("thread" in post) return api.patch(apiPath(apiPaths.forumThread, { thread: post.thread }), saved(forumThread), input);
  return api.patch(apiPath(apiPaths.forumReply, { reply: post.reply }), saved(forumReply), { text: input.text, reason: input.reason });
}

/** A post's earlier versions, newest first (decision 101); 404 for a post the caller may not read. */
export function getForumPostHistory(api: ApiClient, post: { thread: number } | { reply: number }) {
  const path = "thread" in post ? apiPath(apiPaths.forumThreadHistory, { thread: post.thread }) : apiPath(apiPaths.forumReplyHistory, { reply: post.reply });
  return api.get(path, forumPostHistory);
}
