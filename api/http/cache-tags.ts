import type { Context } from "hono";
import { CACHE_TAGS_HEADER, CATALOGUE_TAG, RECIPE_SET_TAG, memberTag, recipeTag } from "../contract/cache-tags";

/**
 * Names what a GET answer showed (decision 085), so the pages made from it stay kept until one of
 * those things changes. An answer that names nothing depends on everything.
 */
export function tagAnswer(c: Context, tags: Iterable<string>): void {
  c.header(CACHE_TAGS_HEADER, [...new Set(tags)].join(" "));
}

/** What a recipe card shows: the recipe (title, picture, rating) and its author (name, picture). */
export function recipeCardTags(cards: readonly { id: number; user: { id: number } }[]): string[] {
  return cards.flatMap((card) => [recipeTag(card.id), memberTag(card.user.id)]);
}

/**
 * A list that picks recipes (a search, a category, a strip): which recipes it picks moves with the
 * set of published recipes and the catalogue, what each card says with its recipe and author.
 */
export function recipeListTags(cards: readonly { id: number; user: { id: number } }[]): string[] {
  return [RECIPE_SET_TAG, CATALOGUE_TAG, ...recipeCardTags(cards)];
}

/** Reviews and "Lo he cocinado" photos: each shown with its recipe and its author. */
export function recipePostTags(reviews: readonly { recipe: { id: number }; user: { id: number } }[]): string[] {
  return reviews.flatMap((review) => [recipeTag(review.recipe.id), memberTag(review.user.id)]);
}

/** A recipe's page answer: its card, the remixes it lists and the original it remixes; its categories, tags and ingredients' names are the catalogue's. */
export function recipeDetailTags(detail: {
  id: number;
  user: { id: number };
  remixes: readonly { id: number; user: { id: number } }[];
  remixed_from: { id: number; user: { id: number } } | null;
}): string[] {
  return [CATALOGUE_TAG, ...recipeCardTags([detail, ...detail.remixes, ...(detail.remixed_from ? [detail.remixed_from] : [])])];
}

/** A page of one recipe's reviews or photos: the recipe and each post with its author. */
export function recipePostPageTags(found: { recipeId: number; page: { data: readonly { recipe: { id: number }; user: { id: number } }[] } }): string[] {
  return [recipeTag(found.recipeId), ...recipePostTags(found.page.data)];
}
