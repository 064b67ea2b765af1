import { z } from "zod";

/**
 * The forums' live channels (Pusher protocol, public: anyone reading a thread or a category may
 * hear them; decision 098). Events carry ids and what changed, never a post's text: the page loads
 * what changed through its loader, as every reader's page does, so nothing from a socket is rendered.
 */
export const forumThreadChannel = (threadId: number) => `forum-thread.${threadId}`;
export const forumCategoryChannel = (categoryId: number) => `forum-category.${categoryId}`;

/** A post of the thread was published (posted, or approved from the queue), edited, hidden, removed or restored. */
export const FORUM_POST_EVENT = "forum.post";
/** A thread was published in the category. */
export const FORUM_THREAD_EVENT = "forum.thread";

export const forumPostChanges = ["published", "edited", "hidden", "removed", "restored"] as const;

/** `reply_id` null: the thread's opening post. */
export const forumPostLive = z.object({ thread_id: z.number().int(), reply_id: z.number().int().nullable(), change: z.enum(forumPostChanges) });
export type ForumPostLive = z.infer<typeof forumPostLive>;

export const forumThreadLive = z.object({ category_id: z.number().int(), thread_id: z.number().int() });
export type ForumThreadLive = z.infer<typeof forumThreadLive>;
