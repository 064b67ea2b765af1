import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPaths } from "#api/contract/paths";
import { facetAnswer, popularSearch, searchPage } from "#api/contract/search";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call.
const popularAnswer = dataEnvelope(z.array(popularSearch));

/** A page of recipes for a search (§7 recipe search: text, semantic request and filters). */
export async function searchRecipePage(api: ApiClient, query: Record<string, string>) {
  return api.get(apiPaths.search, searchPage, query);
}

/** Facet counts for the filter panel, under the same filters. */
export async function getFacetCounts(api: ApiClient, query: Record<string, string>) {
  return api.get(apiPaths.facets, facetAnswer, query);
}

export async function getPopularSearches(api: ApiClient, limit = 8) {
  return (await api.get(apiPaths.popularSearches, popularAnswer, { limit })).data;
}
