import { z } from "zod";
import { category, categoryDetail, ingredient, tag, tagDetail } from "#api/contract/catalogue";
import { dataEnvelope, pageEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { recipeSummary } from "#api/contract/recipes";
import type { SortBy } from "#api/contract/search";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse, so a schema made per call is compiled per call.
const categoriesAnswer = dataEnvelope(z.array(category));
const tagsAnswer = dataEnvelope(z.array(tag));
const ingredientsAnswer = dataEnvelope(z.array(ingredient));
const categoryAnswer = dataEnvelope(categoryDetail);
const tagAnswer = dataEnvelope(tagDetail);

export async function getCategories(api: ApiClient) {
  return (await api.get(apiPaths.categories, categoriesAnswer)).data;
}

export async function getTags(api: ApiClient) {
  return (await api.get(apiPaths.tags, tagsAnswer)).data;
}

export async function getAvailableIngredients(api: ApiClient) {
  return (await api.get(apiPaths.availableIngredients, ingredientsAnswer)).data;
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
  return (await api.get(apiPath(apiPaths.category, { slug }), categoryAnswer)).data;
}

export async function getCategoryRecipes(api: ApiClient, slug: string, query: RecipeListQuery = {}) {
  return api.get(apiPath(apiPaths.categoryRecipes, { slug }), recipePage, { ...query });
}

/** Throws an ApiError with status 404 for an unknown slug. */
export async function getTag(api: ApiClient, slug: string) {
  return (await api.get(apiPath(apiPaths.tag, { slug }), tagAnswer)).data;
}

export async function getTagRecipes(api: ApiClient, slug: string, query: RecipeListQuery = {}) {
  return api.get(apiPath(apiPaths.tagRecipes, { slug }), recipePage, { ...query });
}

/** Every published recipe, a page at a time. */
export async function getRecipeListing(api: ApiClient, query: RecipeListQuery = {}) {
  return api.get(apiPaths.recipes, recipePage, { ...query });
}
