import { z } from "zod";
import { cursorPage } from "./community";
import { forumThreadSummary } from "./forums";
import { FORUM_SEARCH_MAX_LENGTH, SLUG_MAX_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/**
 * Questions where the cook is, and forum search (issue 33; decision 095). A thread is linked to the
 * recipes its opening post links to and to the one chosen on the form; a recipe's page lists its
 * threads, solved first. Search matches titles and opening posts in both languages, accents folded.
 */

/** A thread as a recipe page lists it: what the line shows and no more (the page stays small). */
const recipeQuestion = z.object({
  /** `{slug}-{id}`: the thread's address under /forums/t/. */
  key: z.string(),
  title: z.string(),
  solved: z.boolean(),
  replies_count: z.number().int(),
  last_activity_at: z.string(),
});
export type RecipeQuestion = z.infer<typeof recipeQuestion>;

/**
 * A recipe's threads, solved first, then by latest activity; `total` counts every linked thread. A
 * catalogue ingredient's threads come in the same shape and order (decision 099).
 */
export const recipeQuestions = z.object({ data: z.array(recipeQuestion), meta: z.object({ total: z.number().int() }) });
export type RecipeQuestions = z.infer<typeof recipeQuestions>;

/** A piece of a search result's text; `match` marks the words the search found. */
export const markedText = z.array(z.object({ text: z.string(), match: z.boolean() }));
export type MarkedText = z.infer<typeof markedText>;

const forumSearchResult = forumThreadSummary.extend({
  /** The title with the words found marked. */
  title_marked: markedText,
  /** A passage (plain text, Markdown left out) around the words found: of the opening post, or of `reply` when only a reply holds them (decision 099). */
  excerpt: markedText,
  reply: z.object({ id: z.number().int(), user: z.object({ name: z.string(), slug: z.string() }) }).nullable(),
});
export type ForumSearchResult = z.infer<typeof forumSearchResult>;

export const forumSearchResults = cursorPage(forumSearchResult);
export type ForumSearchResults = z.infer<typeof forumSearchResults>;

/** What a forum search asks: its words, and optionally one category's slug. */
export const forumSearchWords = z
  .string({ message: "validation.required" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(FORUM_SEARCH_MAX_LENGTH, { message: "validation.too_long" })
  .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });
export const forumSearchCategory = z.string().trim().min(1).max(SLUG_MAX_LENGTH);
