import { SITEMAP_MAX_PER_PAGE } from "#api/contract/limits";
import { apiPaths } from "#api/contract/paths";
import { type SitemapRecipe, sitemapRecipePage } from "#api/contract/sitemap";
import type { ApiClient } from "./client.server";

/** Every published recipe's slug and last change, read in the largest pages the API gives. */
export async function listSitemapRecipes(api: ApiClient): Promise<SitemapRecipe[]> {
  const recipes: SitemapRecipe[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await api.get(apiPaths.sitemapRecipes, sitemapRecipePage, { page, per_page: SITEMAP_MAX_PER_PAGE });
    recipes.push(...data);
    if (page >= meta.last_page || data.length === 0) return recipes;
  }
}
