import type { RecipeDetail, RecipeSummary } from "../contract/recipes";
import type { Database } from "../db/client";
import type { ApiLocale } from "../i18n/messages";
import { createContentCache } from "../content-cache/content-cache";
import { presentRecipeDetail, presentRecipeSummary } from "./recipe-presenter";
import { findRecipeSummary, findRecipeSummaryOrRenamed, listFeaturedRecipes, loadRecipeParts } from "./recipe-queries";
import { loadRemixLineage } from "./recipe-remixes";
import { listRelatedRecipes } from "./related-recipes";
import { recipeDetailTags, recipeListTags } from "../http/cache-tags";

/**
 * The answers every recipe page and the home page ask for, kept with the content version (a new
 * review, an edit, a rename moves it) or, after it moved, while what they show was not written
 * (their tags, decision 086) instead of recomputed per view: a recipe is five queries,
 * its related recipes four. Presented per language (and media host), so both are part of every key.
 * At most 1,000 entries of about 10 KB each (a detail answer is 4 KB of JSON).
 */
const recipeAnswers = createContentCache({ maxEntries: 1_000 });

/**
 * A recipe by id or slug, presented, with its remix lineage; undefined when there is no such
 * published recipe. A slug it had before a rename finds it too: the answer's `slug` is the current
 * one, and the web sends the old address there (decision 052).
 */
export function recipeDetailAnswer(db: Database, key: string, locale: ApiLocale, mediaBaseUrl: string): Promise<RecipeDetail | undefined> {
  return recipeAnswers(
    db,
    `detail:${locale}:${mediaBaseUrl}:${key}`,
    async () => {
      const row = await findRecipeSummaryOrRenamed(db, key);
      if (!row) return undefined;
      const [parts, lineage] = await Promise.all([loadRecipeParts(db, row.recipe.id), loadRemixLineage(db, row.recipe)]);
      return presentRecipeDetail(row, parts, lineage, locale, mediaBaseUrl);
    },
    recipeDetailTags,
  );
}

/** The recipes related to one by id or slug, presented; undefined when there is no such published recipe. */
export function relatedRecipesAnswer(db: Database, key: string, limit: number, locale: ApiLocale, mediaBaseUrl: string): Promise<RecipeSummary[] | undefined> {
  return recipeAnswers(
    db,
    `related:${locale}:${mediaBaseUrl}:${limit}:${key}`,
    async () => {
      const row = await findRecipeSummary(db, key);
      return row && (await listRelatedRecipes(db, row.recipe.id, limit)).map((related) => presentRecipeSummary(related, locale, mediaBaseUrl));
    },
    recipeListTags,
  );
}

export function featuredRecipesAnswer(db: Database, limit: number, locale: ApiLocale, mediaBaseUrl: string): Promise<RecipeSummary[]> {
  return recipeAnswers(
    db,
    `featured:${locale}:${mediaBaseUrl}:${limit}`,
    async () => (await listFeaturedRecipes(db, limit)).map((row) => presentRecipeSummary(row, locale, mediaBaseUrl)),
    recipeListTags,
  );
}
