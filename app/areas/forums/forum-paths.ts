/** The forums' addresses (Spanish, unprefixed; localise with useLocalizedPath or localizePath). */
export const forumsPath = "/forums";
export const forumCategoryPath = (slug: string) => `/forums/c/${slug}`;
export const forumThreadPath = (key: string) => `/forums/t/${key}`;
export const newForumThreadPath = (category?: string) => (category ? `/forums/t/new?category=${encodeURIComponent(category)}` : "/forums/t/new");
/** The opening post's anchor on its thread's page (a reply's is `reply-{id}`). */
export const OPENING_POST_ANCHOR = "opening-post";
