import { z } from "zod";
import { messageResponse } from "#api/contract/auth";
import { dataEnvelope, pageEnvelope } from "#api/contract/envelopes";
import { ingredientRef, kitchenSettings, pantry, pantryItem, pantryRecipeMatch, type PantryAmountBody, type PantryItemBody } from "#api/contract/pantry";
import type { UnitSystem } from "#api/contract/measures";
import { apiPath, apiPaths } from "#api/contract/paths";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse.
const pantryAnswer = dataEnvelope(pantry);
const savedPantry = dataEnvelope(pantry).extend({ message: z.string() });
const itemAnswer = dataEnvelope(pantryItem).extend({ message: z.string() });
const matchPage = pageEnvelope(pantryRecipeMatch);
const ingredientMatches = dataEnvelope(z.array(ingredientRef));
const kitchenAnswer = dataEnvelope(kitchenSettings);
const savedKitchen = dataEnvelope(kitchenSettings).extend({ message: z.string() });

/** The member's units and staples (decision 054). */
export async function getKitchenSettings(api: ApiClient) {
  return (await api.get(apiPaths.kitchenSettings, kitchenAnswer)).data;
}

export function setUnitSystem(api: ApiClient, unitSystem: UnitSystem) {
  return api.put(apiPaths.kitchenSettings, savedKitchen, { unit_system: unitSystem });
}

/** The pantry half of the recipe API (decision 048): what the member holds and what they can make with it. */
export async function getPantry(api: ApiClient) {
  return (await api.get(apiPaths.pantry, pantryAnswer)).data;
}

/** 422 with an `ingredient` field error for a slug the catalogue does not have. */
export function addPantryItem(api: ApiClient, body: PantryItemBody) {
  return api.post(apiPaths.pantryItems, itemAnswer, body);
}

export function updatePantryItem(api: ApiClient, ingredient: string, body: PantryAmountBody) {
  return api.put(apiPath(apiPaths.pantryItem, { ingredient }), itemAnswer, body);
}

export function removePantryItem(api: ApiClient, ingredient: string) {
  return api.delete(apiPath(apiPaths.pantryItem, { ingredient }), messageResponse);
}

export function setAssumeStaples(api: ApiClient, assumeStaples: boolean) {
  return api.put(apiPaths.pantrySettings, savedPantry, { assume_staples: assumeStaples });
}

export function getMakeableRecipes(api: ApiClient, page = 1) {
  return api.get(apiPaths.pantryRecipes, matchPage, { page });
}

export async function searchIngredients(api: ApiClient, q: string) {
  return (await api.get(apiPaths.ingredientSearch, ingredientMatches, { q })).data;
}
