/** The forums' addresses (Spanish, unprefixed; localise with useLocalizedPath or localizePath). */
export const forumsPath = "/forums";
export const forumCategoryPath = (slug: string) => `/forums/c/${slug}`;
export const forumThreadPath = (key: string) => `/forums/t/${key}`;
export const newForumThreadPath = (category?: string) => (category ? `/forums/t/new?category=${encodeURIComponent(category)}` : "/forums/t/new");
/** A thread's page of replies that starts after `cursor` (the first page when none), at one reply. */
export const forumReplyAddress = (key: string, cursor: string | null, replyId: number) =>
  `${forumThreadPath(key)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}#reply-${replyId}`;
/** A reply wherever it is: the thread's page redirects to the page of replies that holds it (a notification's link too). */
export const forumReplyLink = (key: string, replyId: number) => `${forumThreadPath(key)}?reply=${replyId}#reply-${replyId}`;
/** The opening post's anchor on its thread's page (a reply's is `reply-{id}`). */
export const OPENING_POST_ANCHOR = "opening-post";
/** The thread's id, which its address key ends with (decision 083). */
export function forumThreadIdOf(key: string): number | undefined {
  const id = /(?:^|-)(\d{1,10})$/.exec(key)?.[1];
  return id ? Number(id) : undefined;
}
