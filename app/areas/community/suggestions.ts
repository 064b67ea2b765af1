import type { RecipeSummary } from "#api/contract/recipes";

/** AI chefs behind some recipes, each once, in order of first appearance: who to follow when a feed is empty. */
export function chefsToFollow(recipes: readonly RecipeSummary[], limit = 4): RecipeSummary["user"][] {
  const seen = new Map<number, RecipeSummary["user"]>();
  for (const recipe of recipes) if (recipe.user.is_ai_chef && !seen.has(recipe.user.id)) seen.set(recipe.user.id, recipe.user);
  return [...seen.values()].slice(0, Math.max(0, limit));
}
