import type { Database } from "../db/client";
import type { ApiLocale } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { createContentCache } from "../content-cache/content-cache";
import { recipePostPageTags } from "../http/cache-tags";
import { listCooksnaps } from "./cooksnap-queries";

/**
 * A recipe's cooksnaps as its page shows them, kept with the content version like its reviews:
 * every cooksnap posted or deleted moves its recipe's row (0020's trigger on cooksnaps_count), and a
 * cook's new name moves the users table, so the next view has it.
 */
const cooksnapPages = createContentCache({ maxEntries: 1_000 });

/** A page of a published recipe's cooksnaps, with the recipe's id; undefined when there is no such recipe. */
export function recipeCooksnapPage(db: Database, key: string, perPage: number, locale: ApiLocale, mediaBaseUrl: string, cursor: string | undefined) {
  return cooksnapPages(
    db,
    `${locale}:${mediaBaseUrl}:${perPage}:${cursor ?? ""}:${key}`,
    async () => {
      const row = await findRecipeSummary(db, key);
      return row && { recipeId: row.recipe.id, page: await listCooksnaps(db, { recipeId: row.recipe.id }, perPage, locale, mediaBaseUrl, cursor) };
    },
    recipePostPageTags,
  );
}
