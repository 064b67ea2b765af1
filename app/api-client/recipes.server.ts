import { z } from "zod";
import { dataEnvelope, pageEnvelope } from "#api/contract/envelopes";
import { recipeDetail, recipeSummary } from "#api/contract/recipes";
import type { ApiClient } from "./client.server";

export async function getFeaturedRecipes(api: ApiClient, limit = 12) {
  const answer = await api.get("/api/recipes/featured", dataEnvelope(z.array(recipeSummary)), { limit });
  return answer.data;
}

export async function getRecipe(api: ApiClient, idOrSlug: string) {
  const answer = await api.get(`/api/recipes/${encodeURIComponent(idOrSlug)}`, dataEnvelope(recipeDetail));
  return answer.data;
}

export async function searchRecipes(api: ApiClient, query: { q?: string; page?: number; per_page?: number }) {
  return api.get("/api/recipes/search", pageEnvelope(recipeSummary), query);
}

/** Published recipes sharing the most categories and tags with this one, best first. */
export async function getRelatedRecipes(api: ApiClient, idOrSlug: string, limit = 6) {
  const answer = await api.get(`/api/recipes/${encodeURIComponent(idOrSlug)}/related`, dataEnvelope(z.array(recipeSummary)), { limit });
  return answer.data;
}
