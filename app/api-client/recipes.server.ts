import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
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

/** Published recipes sharing the most categories and tags with this one, best first. */
export async function getRelatedRecipes(api: ApiClient, idOrSlug: string, limit = 6) {
  const answer = await api.get(`/api/recipes/${encodeURIComponent(idOrSlug)}/related`, dataEnvelope(z.array(recipeSummary)), { limit });
  return answer.data;
}
