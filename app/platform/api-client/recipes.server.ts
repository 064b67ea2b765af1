import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { RECIPES_PER_PAGE } from "#api/contract/limits";
import { apiPath, apiPaths } from "#api/contract/paths";
import { recipeDetail, recipeSummary } from "#api/contract/recipes";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call.
const summariesAnswer = dataEnvelope(z.array(recipeSummary));
const recipeAnswer = dataEnvelope(recipeDetail);

export async function getFeaturedRecipes(api: ApiClient, limit = RECIPES_PER_PAGE) {
  const answer = await api.get(apiPaths.featuredRecipes, summariesAnswer, { limit });
  return answer.data;
}

export async function getRecipe(api: ApiClient, idOrSlug: string) {
  const answer = await api.get(apiPath(apiPaths.recipe, { recipe: idOrSlug }), recipeAnswer);
  return answer.data;
}

/** Published recipes sharing the most categories and tags with this one, best first. */
export async function getRelatedRecipes(api: ApiClient, idOrSlug: string, limit = 6) {
  const answer = await api.get(apiPath(apiPaths.relatedRecipes, { recipe: idOrSlug }), summariesAnswer, { limit });
  return answer.data;
}
