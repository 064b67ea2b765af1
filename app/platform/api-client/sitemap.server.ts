import { z } from "zod";
import { SITEMAP_MAX_PER_PAGE } from "#api/contract/limits";
import { apiPaths } from "#api/contract/paths";
import {
  type SitemapEvent,
  sitemapEventPage,
  type SitemapArticle,
  type SitemapForumThread,
  type SitemapRecipe,
  sitemapArticlePage,
  sitemapForumThreadPage,
  sitemapRecipePage,
} from "#api/contract/sitemap";
import type { ApiClient } from "./client.server";

/** Every row of a sitemap list, read in the largest pages the API gives. */
async function everyPage<T>(api: ApiClient, path: string, schema: z.ZodType<{ data: T[]; meta: { last_page: number } }>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await api.get(path, schema, { page, per_page: SITEMAP_MAX_PER_PAGE });
    rows.push(...data);
    if (page >= meta.last_page || data.length === 0) return rows;
  }
}

/** Every published recipe's slug and last change. */
export function listSitemapRecipes(api: ApiClient): Promise<SitemapRecipe[]> {
  return everyPage(api, apiPaths.sitemapRecipes, sitemapRecipePage);
}

/** Every forum thread's address key and last activity (decision 092). */
export function listSitemapForumThreads(api: ApiClient): Promise<SitemapForumThread[]> {
  return everyPage(api, apiPaths.sitemapForumThreads, sitemapForumThreadPage);
}

/** Every article's slug and last change (decision 103). */
export function listSitemapArticles(api: ApiClient): Promise<SitemapArticle[]> {
  return everyPage(api, apiPaths.sitemapArticles, sitemapArticlePage);
}

/** Every event not cancelled: its slug and last change (decision 106). */
export function listSitemapEvents(api: ApiClient): Promise<SitemapEvent[]> {
  return everyPage(api, apiPaths.sitemapEvents, sitemapEventPage);
}
