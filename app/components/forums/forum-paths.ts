/** The forums' addresses (Spanish, unprefixed; localise with useLocalizedPath or localizePath). */
export const forumsPath = "/forums";
export const forumCategoryPath = (slug: string) => `/forums/c/${slug}`;
export const forumThreadPath = (key: string) => `/forums/t/${key}`;
export const newForumThreadPath = (category?: string) => (category ? `/forums/t/new?category=${encodeURIComponent(category)}` : "/forums/t/new");
/** The new-thread form with a recipe chosen (decision 095): a recipe page's "ask about this recipe". */
export const RECIPE_QUESTION_PARAM = "receta";
export const askAboutRecipePath = (slug: string) => `/forums/t/new?${RECIPE_QUESTION_PARAM}=${encodeURIComponent(slug)}`;
/** The new-thread form with catalogue ingredients chosen (decision 099): the recipe search's "ask about this ingredient". */
export const INGREDIENT_QUESTION_PARAM = "ingrediente";
export const askAboutIngredientPath = (slug: string) => `/forums/t/new?${INGREDIENT_QUESTION_PARAM}=${encodeURIComponent(slug)}`;
/** Forum search for some words (decision 095). */
export const forumSearchPath = (words: string) => `/forums?q=${encodeURIComponent(words)}`;
/** Forum search's words and its category (decision 095): /forums?q=… (and &category=… from a category's page, §2's known parameter). */
export const FORUM_SEARCH_PARAM = "q";
export const FORUM_SEARCH_CATEGORY_PARAM = "category";
/** The opening post's anchor on its thread's page (a reply's is `reply-{id}`). */
export const OPENING_POST_ANCHOR = "opening-post";
/** A thread's page of replies that starts after `cursor` (the first page when none), at one post: a reply or the opening one. */
export const forumPostAddress = (key: string, cursor: string | null | undefined, post: number | "opening") =>
  `${forumThreadPath(key)}${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}#${post === "opening" ? OPENING_POST_ANCHOR : `reply-${post}`}`;
/** The thread's id, at the end of its key (decision 083); undefined for a key that is only a slug. */
export const forumThreadIdOf = (key: string) => {
  const id = /(?:^|-)(\d{1,10})$/.exec(key)?.[1];
  return id === undefined ? undefined : Number(id);
};
/** A reply wherever it is: the thread's page redirects to the page of replies that holds it (a notification's link too). */
export const forumReplyLink = (key: string, replyId: number) => `${forumThreadPath(key)}?reply=${replyId}#reply-${replyId}`;
/** A post of a thread: "opening" for its opening post, else a reply's id (decision 101's edit and history pages). */
export type ForumPostRef = "opening" | number;
/** The page that edits a post (decision 101). */
export const forumPostEditPath = (key: string, post: ForumPostRef) => `${forumThreadPath(key)}/edit/${post}`;
/** The page that lists a post's earlier versions (decision 101). */
export const forumPostHistoryPath = (key: string, post: ForumPostRef) => `${forumThreadPath(key)}/history/${post}`;
/** A post wherever it is: the opening post's anchor, or a reply through the address that finds its page. */
export const forumPostLink = (key: string, post: ForumPostRef) => (post === "opening" ? forumPostAddress(key, null, post) : forumReplyLink(key, post));
