import { z } from "zod";
import { dataEnvelope } from "#api/contract/envelopes";
import { messageResponse } from "#api/contract/auth";
import { apiPath, apiPaths } from "#api/contract/paths";
import {
  type AddRecipeToListInput,
  type CreateRecipeListInput,
  recipeListCard,
  recipeListDetail,
  recipeListMembership,
  type UpdateRecipeListInput,
} from "#api/contract/recipe-lists";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse.
const cards = dataEnvelope(z.array(recipeListCard));
const detail = dataEnvelope(recipeListDetail);
const saved = dataEnvelope(recipeListCard).extend({ message: z.string() });
const memberships = dataEnvelope(z.array(recipeListMembership));

/** Recipe lists (decision 045): the signed-in member's own, and a member's public ones. */

export async function getMyRecipeLists(api: ApiClient) {
  return (await api.get(apiPaths.recipeLists, cards)).data;
}

/** Throws an ApiError with status 404 when the list is not the member's. */
export async function getMyRecipeList(api: ApiClient, list: string) {
  return (await api.get(apiPath(apiPaths.recipeList, { list }), detail)).data;
}

export function createRecipeList(api: ApiClient, input: CreateRecipeListInput) {
  return api.post(apiPaths.recipeLists, saved, input);
}

export function updateRecipeList(api: ApiClient, list: string, input: UpdateRecipeListInput) {
  return api.patch(apiPath(apiPaths.recipeList, { list }), saved, input);
}

export function deleteRecipeList(api: ApiClient, list: string) {
  return api.delete(apiPath(apiPaths.recipeList, { list }), messageResponse);
}

export async function reorderRecipeLists(api: ApiClient, slugs: string[]) {
  return (await api.put(apiPaths.recipeListsOrder, cards, { slugs })).data;
}

export function addRecipeToList(api: ApiClient, list: string, input: AddRecipeToListInput) {
  return api.post(apiPath(apiPaths.recipeListRecipes, { list }), saved, input);
}

export function moveRecipeInList(api: ApiClient, list: string, recipe: string | number, position: number) {
  return api.put(apiPath(apiPaths.recipeListRecipe, { list, recipe }), saved, { position });
}

export function removeRecipeFromList(api: ApiClient, list: string, recipe: string | number) {
  return api.delete(apiPath(apiPaths.recipeListRecipe, { list, recipe }), saved);
}

/** The member's lists, each saying whether it holds the recipe (the recipe page's picker). */
export async function getRecipeListsWithRecipe(api: ApiClient, recipe: string | number) {
  return (await api.get(apiPath(apiPaths.recipeListsWithRecipe, { recipe }), memberships)).data;
}

export async function getMemberRecipeLists(api: ApiClient, slug: string) {
  return (await api.get(apiPath(apiPaths.memberRecipeLists, { slug }), cards)).data;
}

/** Throws an ApiError with status 404 for a private list (unless the reader owns it) or none. */
export async function getMemberRecipeList(api: ApiClient, slug: string, list: string) {
  return (await api.get(apiPath(apiPaths.memberRecipeList, { slug, list }), detail)).data;
}
