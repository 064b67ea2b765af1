import { z } from "zod";
import { cursorPage } from "./community";
import { markedText } from "./forum-questions";
import {
  ARTICLE_BODY_MAX_LENGTH,
  ARTICLE_BODY_MIN_LENGTH,
  ARTICLE_DEK_MAX_LENGTH,
  ARTICLE_DEK_MIN_LENGTH,
  ARTICLE_RELATED_RECIPES_MAX,
  ARTICLE_TITLE_MAX_LENGTH,
  ARTICLE_TITLE_MIN_LENGTH,
  SLUG_MAX_LENGTH,
} from "./limits";
import { recipeAuthor, recipeImage, recipeSummary } from "./recipes";
import { slugPattern } from "./slug-param";
import { boundedText, mediaStoreCover } from "./written-fields";

/**
 * Editorial articles (issue 34, decision 103): technique guides and ingredient stories written by
 * editors and admins, each in both languages on one row. The Markdown is rendered and sanitised on
 * the server when written, with the forums' renderer (decision 084); a plus-only article shows
 * everyone its dek and opening, and the rest to plus members and editors.
 */

export const articleKinds = ["technique", "ingredient"] as const;
export type ArticleKind = (typeof articleKinds)[number];

const articleCover = recipeImage.pick({ url: true, width: true, height: true });

const articleSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(articleKinds),
  title: z.string(),
  dek: z.string(),
  cover: articleCover.nullable(),
  user: recipeAuthor,
  reading_minutes: z.number().int(),
  plus_only: z.boolean(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type ArticleSummary = z.infer<typeof articleSummary>;

export const articlePage = cursorPage(articleSummary);
export type ArticlePage = z.infer<typeof articlePage>;

export const article = articleSummary.extend({
  body_html: z.string(),
  /** True when body_html is only the opening of a plus-only article (the caller is not a plus member nor an editor). */
  preview: z.boolean(),
  related_recipes: z.array(recipeSummary),
});
export type Article = z.infer<typeof article>;

/** An article found by the recipe search's words, its title and a passage marked where they matched. */
const articleSearchResult = articleSummary.extend({
  title_marked: markedText,
  excerpt: markedText,
});
export type ArticleSearchResult = z.infer<typeof articleSearchResult>;
export const articleSearchAnswer = z.object({ data: z.array(articleSearchResult) });

const recipeSlug = z.string({ message: "validation.string" }).max(SLUG_MAX_LENGTH, { message: "validation.too_long" }).regex(slugPattern, { message: "validation.format" });

/** What an editor writes: both languages' texts, the kind, a cover from the media store, related recipes by slug. */
export const articleBody = z.object({
  kind: z.enum(articleKinds, { message: "validation.option" }),
  title_es: boundedText(ARTICLE_TITLE_MIN_LENGTH, ARTICLE_TITLE_MAX_LENGTH),
  title_en: boundedText(ARTICLE_TITLE_MIN_LENGTH, ARTICLE_TITLE_MAX_LENGTH),
  dek_es: boundedText(ARTICLE_DEK_MIN_LENGTH, ARTICLE_DEK_MAX_LENGTH),
  dek_en: boundedText(ARTICLE_DEK_MIN_LENGTH, ARTICLE_DEK_MAX_LENGTH),
  body_es: boundedText(ARTICLE_BODY_MIN_LENGTH, ARTICLE_BODY_MAX_LENGTH),
  body_en: boundedText(ARTICLE_BODY_MIN_LENGTH, ARTICLE_BODY_MAX_LENGTH),
  /** Our own media store's picture ("/api/media/…") and its size, or none. */
  cover: mediaStoreCover,
  plus_only: z.boolean({ message: "validation.format" }).default(false),
  related_recipes: z.array(recipeSlug, { message: "validation.array" }).max(ARTICLE_RELATED_RECIPES_MAX, { message: "validation.too_many" }).default([]),
});
export type ArticleInput = z.infer<typeof articleBody>;
