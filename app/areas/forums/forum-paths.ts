/** The forums' addresses (Spanish, unprefixed; localise with useLocalizedPath or localizePath). */
export const forumsPath = "/forums";
export const forumCategoryPath = (slug: string) => `/forums/c/${slug}`;
export const forumThreadPath = (key: string) => `/forums/t/${key}`;
export const newForumThreadPath = (category?: string) => (category ? `/forums/t/new?category=${encodeURIComponent(category)}` : "/forums/t/new");
/** A thread's page of replies that starts after `cursor` (the first page when none), at one reply. */
export const forumReplyAddress = (key: string, cursor: string | null, replyId: number) =>
  `${forumThreadPath(key)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}#reply-${replyId}`;
/** The opening post's anchor on its thread's page (a reply's is `reply-{id}`). */
export const OPENING_POST_ANCHOR = "opening-post";
