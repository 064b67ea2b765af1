import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import type { UnitSystem } from "#api/contract/measures";
import { apiPath, apiPaths } from "#api/contract/paths";
import { recipeShoppingList } from "#api/contract/recipe-shopping-list";
import { shoppingAddResult, shoppingList } from "#api/contract/shopping-list";
import type { ApiClient } from "./client.server";

const listAnswer = dataEnvelope(shoppingList);
const addAnswer = z.object({ data: shoppingList, meta: shoppingAddResult });
const recipeListAnswer = dataEnvelope(recipeShoppingList);

/**
 * What to buy for one recipe at `servings` (its own when none), less the caller's pantry when signed
 * in (decision 054); `units` is a visitor's choice (a member's setting wins).
 */
export async function getRecipeShoppingList(api: ApiClient, recipe: string, servings?: number, units?: UnitSystem) {
  const query = { ...(servings === undefined ? {} : { servings }), ...(units === undefined ? {} : { units }) };
  return (await api.get(apiPath(apiPaths.recipeShoppingList, { recipe }), recipeListAnswer, query)).data;
}

/** The member's own list (made on first use), or a list shared with them by id. */
export async function getShoppingList(api: ApiClient, listId?: number) {
  return (await (listId === undefined ? api.get(apiPaths.ownShoppingList, listAnswer) : api.get(apiPath(apiPaths.shoppingList, { list: listId }), listAnswer))).data;
}

export function addRecipeToShoppingList(api: ApiClient, listId: number, recipe: string, servings?: number) {
  return api.post(apiPath(apiPaths.shoppingListRecipes, { list: listId }), addAnswer, { recipe, servings });
}

export function addRecipeListToShoppingList(api: ApiClient, listId: number, recipeList: string) {
  return api.post(apiPath(apiPaths.shoppingListRecipeLists, { list: listId }), addAnswer, { recipe_list: recipeList });
}

export function addMealPlanToShoppingList(api: ApiClient, listId: number, mealPlan: number) {
  return api.post(apiPath(apiPaths.shoppingListMealPlans, { list: listId }), addAnswer, { meal_plan: mealPlan });
}

export function addShoppingLine(api: ApiClient, listId: number, text: string) {
  return api.post(apiPath(apiPaths.shoppingListLines, { list: listId }), listAnswer, { text });
}

export function updateShoppingLine(api: ApiClient, listId: number, lineId: number, change: { checked?: boolean; text?: string }) {
  return api.patch(apiPath(apiPaths.shoppingListLine, { list: listId, line: lineId }), listAnswer, change);
}

export function deleteShoppingLine(api: ApiClient, listId: number, lineId: number) {
  return api.delete(apiPath(apiPaths.shoppingListLine, { list: listId, line: lineId }), listAnswer);
}

export function clearShoppingLines(api: ApiClient, listId: number, { onlyChecked }: { onlyChecked: boolean }) {
  return api.delete(apiPath(onlyChecked ? apiPaths.shoppingListCheckedLines : apiPaths.shoppingListLines, { list: listId }), listAnswer);
}
