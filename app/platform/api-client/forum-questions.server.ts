import { forumSearchResults, recipeQuestions } from "#api/contract/forum-questions";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

/** Questions where the cook is and forum search (decisions 095, 099), parsed with the API's own contracts. */

/** A recipe's threads, solved first; 404 for a recipe not published. */
export function getRecipeQuestions(api: ApiClient, recipe: string) {
  return api.get(apiPath(apiPaths.forumRecipeThreads, { recipe }), recipeQuestions);
}

/** A catalogue ingredient's threads, solved first (decision 099); 404 for an ingredient the catalogue does not know. */
export function getIngredientThreads(api: ApiClient, ingredient: string) {
  return api.get(apiPath(apiPaths.forumIngredientThreads, { ingredient }), recipeQuestions);
}

/** Threads holding the words (`category`: one category's slug); 422 for no words or too many, 404 for an unknown category. */
export function searchForumThreads(api: ApiClient, query: { q: string; category?: string; cursor?: string }) {
  return api.get(apiPaths.forumSearch, forumSearchResults, { ...query });
}
