import type { Database } from "../db/client";
import type { ApiLocale } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { createContentCache } from "../content-cache/content-cache";
import { recipePostPageTags } from "../http/cache-tags";
import { listReviews } from "./reviews";

/**
 * A recipe's reviews as its page shows them, kept with the content version: every review written,
 * changed or deleted through the API moves its recipe's row (0010's trigger: the rating is always
 * part of the change), and a reviewer's new name moves the users table, so the next view has it.
 * The reader's own review is per member and is not kept here.
 */
const reviewPages = createContentCache({ maxEntries: 1_000 });

/** A page of a published recipe's reviews, with the recipe's id; undefined when there is no such recipe. */
export function recipeReviewPage(db: Database, key: string, perPage: number, locale: ApiLocale, cursor: string | undefined) {
  return reviewPages(
    db,
    `${locale}:${perPage}:${cursor ?? ""}:${key}`,
    async () => {
      const row = await findRecipeSummary(db, key);
      return row && { recipeId: row.recipe.id, page: await listReviews(db, { recipeId: row.recipe.id }, perPage, locale, cursor) };
    },
    recipePostPageTags,
  );
}
