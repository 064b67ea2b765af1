/**
 * Cache tags (decision 085): the things an API answer showed, so a page made from it is kept until
 * one of them changes. Migration 0033's triggers log the same names when those rows change.
 */

/** The header a GET answer names its tags in, separated by spaces. */
export const CACHE_TAGS_HEADER = "Sazon-Cache-Tags";

/** Everything: an answer that names no tags depends on it (kept under the content version, as before tags). */
export const EVERY_TAG = "*";

/** The set of published recipes: which recipes a list, a search or a count can pick. */
export const RECIPE_SET_TAG = "recipes";

/** Categories, tags, ingredients and roles: rarely written, shown nearly everywhere. */
export const CATALOGUE_TAG = "catalogue";

/** A recipe: its texts, ingredients, steps, counts, reviews and photos. */
export const recipeTag = (id: number) => `recipe:${id}`;

/** A member or AI chef as cards and reviews show them: name, picture, bio. */
export const memberTag = (id: number) => `member:${id}`;

/** What a member's profile counts and lists: followers, points, badges, recipes, reviews, photos, lists. */
export const memberActivityTag = (id: number) => `member-activity:${id}`;

/** A member's recipe list: its name, description, visibility and recipes. */
export const listTag = (id: number) => `list:${id}`;

/** The forum's categories' names and colours, which a thread's page shows. */
export const FORUM_CATEGORIES_TAG = "forum-categories";

/** A forum thread's page: the thread and its replies (a move to another category too). */
export const threadTag = (id: number) => `thread:${id}`;

/** Which threads are linked to a recipe (decision 095): its page's "Questions about this recipe" list. */
export const recipeQuestionsTag = (recipeId: number) => `recipe-questions:${recipeId}`;

/** Which threads are linked to a catalogue ingredient (decision 099): the recipe search's "Forum threads about…" list. */
export const ingredientThreadsTag = (ingredientId: number) => `ingredient-threads:${ingredientId}`;

/** The set of articles: which ones a list, the search's group or the sitemap picks (decision 103). */
export const ARTICLES_TAG = "articles";

/** An article's page: its texts, cover, flags and related recipes. */
export const articleTag = (id: number) => `article:${id}`;

/** The set of challenges a list picks (decision 109). */
export const CHALLENGES_TAG = "challenges";

/** A challenge's page: its texts, windows and entries (votes move nothing public until it closes). */
export const challengeTag = (id: number) => `challenge:${id}`;
/** The set of events: which ones the list and the sitemap pick (decision 106). */
export const EVENTS_TAG = "events";

/** An event's page: its texts, times, recipes and who comes (an RSVP moves it, nothing else's). */
export const eventTag = (id: number) => `event:${id}`;

/** The tags an answer's header names; none named means it depends on everything. */
export function parseCacheTags(header: string | null): string[] {
  const tags = header?.split(" ").filter(Boolean) ?? [];
  return tags.length > 0 ? tags : [EVERY_TAG];
}
