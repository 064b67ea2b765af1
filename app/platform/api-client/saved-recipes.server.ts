import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { savedRecipesPage, savedRecipeStatus } from "#api/contract/saved-recipes";
import type { ApiClient } from "./client.server";
import type { CursorQuery } from "./community.server";

// Built once: zod compiles a schema on its first parse.
const statusAnswer = dataEnvelope(savedRecipeStatus).extend({ message: z.string() });

/** The signed-in member's saved recipes, newest save first, by cursor; `meta.total` is how many. */
export function getSavedRecipes(api: ApiClient, query: CursorQuery = {}) {
  return api.get(apiPaths.savedRecipes, savedRecipesPage, { ...query });
}

/** Saves a recipe ("Guardar") by id or slug; saving twice is one save. */
export function saveRecipe(api: ApiClient, recipe: number | string) {
  return api.post(apiPath(apiPaths.saveRecipe, { recipe }), statusAnswer);
}

/** Unsaves a recipe; one that was not saved is fine. */
export function unsaveRecipe(api: ApiClient, recipe: number | string) {
  return api.delete(apiPath(apiPaths.saveRecipe, { recipe }), statusAnswer);
}
