import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { dataEnvelope, errorBody } from "../contract/envelopes";
import { SAVED_RECIPES_MAX, SAVED_RECIPES_PER_PAGE, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { savedRecipesPage, savedRecipeStatus } from "../contract/saved-recipes";
import { requireUser } from "../access/auth-middleware";
import { throttle } from "../security/throttle";
import { addressKey } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { invalid, json, notFound, unauthorized } from "../http/openapi-responses";
import { translate } from "../i18n/messages";
import { findRecipeSummary } from "../recipes/recipe-queries";
import { countSavedRecipes, listSavedRecipes, saveRecipe, unsaveRecipe } from "./saved-recipes";

const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });
const noSuchRecipe = notFound("No such published recipe");
const statusAnswer = dataEnvelope(savedRecipeStatus).extend({ message: z.string() });

const listRoute = createRoute({
  method: "get",
  path: apiPaths.savedRecipes,
  summary: "The caller's saved recipes, newest save first, by cursor; `meta.total` is how many",
  request: { query: cursorQuery.extend({ per_page: cursorQuery.shape.per_page.default(SAVED_RECIPES_PER_PAGE) }) },
  responses: { 200: json(savedRecipesPage, "Saved recipes"), 401: unauthorized, 422: invalid() },
});

const saveRoute = createRoute({
  method: "post",
  path: apiPaths.saveRecipe,
  summary: 'Saves a published recipe for the caller ("Guardar"); saving twice is one save',
  request: { params: recipeParam },
  responses: { 200: json(statusAnswer, "Saved"), 401: unauthorized, 404: noSuchRecipe, 422: json(errorBody, "Too many saved recipes"), 429: json(errorBody, "Too many saves") },
});

const unsaveRoute = createRoute({
  method: "delete",
  path: apiPaths.saveRecipe,
  summary: "Unsaves a recipe; one that was not saved is fine",
  request: { params: recipeParam },
  responses: { 200: json(statusAnswer, "Not saved"), 401: unauthorized, 404: noSuchRecipe, 429: json(errorBody, "Too many saves") },
});

async function publishedRecipeOr404(c: Context<ApiBindings>, key: string) {
  const row = await findRecipeSummary(c.var.db, key);
  if (!row) throw new ApiError(404, "saved_recipes.recipe_not_found");
  return row.recipe;
}

export const savedRecipesRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { cursor, per_page: perPage } = c.req.valid("query");
    return c.json(await listSavedRecipes(c.var.db, user.id, perPage, c.var.locale, c.var.env.MEDIA_BASE_URL, cursor), 200);
  })
  .openapi(saveRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "save-recipe", String(user.id), 120, 60);
    const recipe = await publishedRecipeOr404(c, c.req.valid("param").recipe);
    const saved = await saveRecipe(c.var.db, user.id, recipe.id, SAVED_RECIPES_MAX);
    if (!saved) throw new ApiError(422, "saved_recipes.too_many", { max: SAVED_RECIPES_MAX });
    const data = { recipe_id: recipe.id, is_saved: true, saved_recipes_count: saved.count };
    return c.json({ data, message: translate(c.var.locale, "saved_recipes.saved") }, 200);
  })
  .openapi(unsaveRoute, async (c) => {
    const user = requireUser(c);
    await throttle(c, "save-recipe", String(user.id), 120, 60);
    const recipe = await publishedRecipeOr404(c, c.req.valid("param").recipe);
    await unsaveRecipe(c.var.db, user.id, recipe.id);
    const data = { recipe_id: recipe.id, is_saved: false, saved_recipes_count: await countSavedRecipes(c.var.db, user.id) };
    return c.json({ data, message: translate(c.var.locale, "saved_recipes.removed") }, 200);
  });
