import { z } from "zod";
import { category, categoryDetail, ingredient, tag, tagDetail } from "#api/contract/catalogue";
import { dataEnvelope, pageEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { recipeSummary } from "#api/contract/recipes";
import type { SortBy } from "#api/contract/search";
import type { ApiClient } from "./client.server";

export async function getCategories(api: ApiClient) {
  return (await api.get(apiPaths.categories, dataEnvelope(z.array(category)))).data;
}

export async function getTags(api: ApiClient) {
  return (await api.get(apiPaths.tags, dataEnvelope(z.array(tag)))).data;
}

export async function getAvailableIngredients(api: ApiClient) {
  return (await api.get(apiPaths.availableIngredients, dataEnvelope(z.array(ingredient)))).data;
}

/** A page of a recipe list: `limit` defaults to 12 on the API, `sort_by` to latest. */
export interface RecipeListQuery {
  page?: number;
  limit?: number;
  sort_by?: SortBy;
}

const recipePage = pageEnvelope(recipeSummary);

/** Throws an ApiError with status 404 for an unknown slug. */
export async function getCategory(api: ApiClient, slug: string) {
  return (await api.get(apiPath(apiPaths.category, { slug }), dataEnvelope(categoryDetail))).data;
}

export async function getCategoryRecipes(api: ApiClient, slug: string, query: RecipeListQuery = {}) {
  return api.get(apiPath(apiPaths.categoryRecipes, { slug }), recipePage, { ...query });
}

/** Throws an ApiError with status 404 for an unknown slug. */
export async function getTag(api: ApiClient, slug: string) {
  return (await api.get(apiPath(apiPaths.tag, { slug }), dataEnvelope(tagDetail))).data;
}

export async function getTagRecipes(api: ApiClient, slug: string, query: RecipeListQuery = {}) {
  return api.get(apiPath(apiPaths.tagRecipes, { slug }), recipePage, { ...query });
}

/** Every published recipe, a page at a time. */
export async function getRecipeListing(api: ApiClient, query: RecipeListQuery = {}) {
  return api.get(apiPaths.recipes, recipePage, { ...query });
}
