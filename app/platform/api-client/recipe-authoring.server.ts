import { z } from "zod";
import { messageResponse } from "#api/contract/auth";
import { dataEnvelope } from "#api/contract/envelopes";
import { apiPath, apiPaths } from "#api/contract/paths";
import { photo } from "#api/contract/photos";
import { recipeImportDraft } from "#api/contract/recipe-imports";
import { type AuthoredRecipeInput, type AuthoredRecipeUpdateInput, authoredRecipe, authoredRecipeStatuses, myRecipesPage } from "#api/contract/recipe-authoring";
import type { ApiClient } from "./client.server";

// Built once: zod compiles a schema on its first parse.
const editable = dataEnvelope(authoredRecipe);
const saved = dataEnvelope(authoredRecipe).extend({ message: z.string() });

/**
 * Writing recipes (decision 052): the signed-in member's drafts, their publication and remixes.
 * Each throws an ApiError: 422 with `fieldErrors` keyed as the body ("title", "ingredients.0.line",
 * "step_sections"), 403 for someone else's public recipe or an unverified e-mail, 404 for a recipe
 * the caller may not see.
 */

export function createRecipeDraft(api: ApiClient, input: AuthoredRecipeInput) {
  return api.post(apiPaths.recipes, saved, input);
}

/** The recipe as its author edits it (by id or slug). */
export async function getEditableRecipe(api: ApiClient, recipe: string | number) {
  return (await api.get(apiPath(apiPaths.editableRecipe, { recipe }), editable)).data;
}

/**
 * The whole recipe again, with the revision the edit started from: 409 when someone saved it since
 * (decision 076). The answer's slug is the current one (a rename after publication keeps the old as a redirect).
 */
export function updateRecipe(api: ApiClient, recipe: string | number, input: AuthoredRecipeUpdateInput) {
  return api.put(apiPath(apiPaths.recipe, { recipe }), saved, input);
}

/** An edit that lost to a newer revision, kept as a new draft of the recipe's author. */
export function keepRecipeEdit(api: ApiClient, recipe: string | number, input: AuthoredRecipeInput) {
  return api.post(apiPath(apiPaths.keepRecipeEdit, { recipe }), saved, input);
}

export function publishRecipe(api: ApiClient, recipe: string | number) {
  return api.post(apiPath(apiPaths.publishRecipe, { recipe }), saved);
}

export function unpublishRecipe(api: ApiClient, recipe: string | number) {
  return api.post(apiPath(apiPaths.unpublishRecipe, { recipe }), saved);
}

export function deleteRecipe(api: ApiClient, recipe: string | number) {
  return api.delete(apiPath(apiPaths.recipe, { recipe }), messageResponse);
}

export function restoreRecipe(api: ApiClient, recipe: string | number) {
  return api.post(apiPath(apiPaths.restoreRecipe, { recipe }), saved);
}

/** A published recipe copied into a new draft of the caller's. */
export function remixRecipe(api: ApiClient, recipe: string | number) {
  return api.post(apiPath(apiPaths.remixRecipe, { recipe }), saved);
}

/** "My recipes": drafts, published, scheduled and restorable deleted ones, last changed first. */
export function getMyRecipes(api: ApiClient, query: { cursor?: string; per_page?: number; status?: (typeof authoredRecipeStatuses)[number] } = {}) {
  return api.get(apiPaths.myRecipes, myRecipesPage, { ...query });
}

const storedPhoto = dataEnvelope(photo);
const importedDraft = dataEnvelope(recipeImportDraft);

/** A member's picture for a recipe (decision 053): the file goes to POST /api/photos as the field `photo`. */
export async function uploadPhoto(api: ApiClient, file: File) {
  const body = new FormData();
  body.append("photo", file, file.name || "photo");
  return (await api.post(apiPaths.photos, storedPhoto, body)).data;
}

/** A page's recipe as an editable draft (decision 051): nothing is saved. */
export async function importRecipe(api: ApiClient, url: string) {
  return (await api.post(apiPaths.recipeImports, importedDraft, { url })).data;
}
