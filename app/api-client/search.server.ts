import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { facetAnswer, popularSearch, searchPage } from "#api/contract/search";
import type { ApiClient } from "./client.server";

/** A page of recipes for a search (§7 recipe search: text, semantic request and filters). */
export async function searchRecipePage(api: ApiClient, query: Record<string, string>) {
  return api.get("/api/recipes/search", searchPage, query);
}

/** Facet counts for the filter panel, under the same filters. */
export async function getFacetCounts(api: ApiClient, query: Record<string, string>) {
  return api.get("/api/filtered-categories-with-counts", facetAnswer, query);
}

export async function getPopularSearches(api: ApiClient, limit = 8) {
  return (await api.get("/api/analytics/popular-searches", dataEnvelope(z.array(popularSearch)), { limit })).data;
}
