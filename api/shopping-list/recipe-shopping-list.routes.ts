import { createRoute, z } from "@hono/zod-openapi";
import { dataEnvelope } from "../contract/envelopes";
import { SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { recipeShoppingList, recipeShoppingListQuery } from "../contract/recipe-shopping-list";
import { addressKey } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { invalid, json, notFound } from "../http/openapi-responses";
import { readRecipeShoppingList } from "./recipe-shopping-list";

const recipeShoppingListRoute = createRoute({
  method: "get",
  path: apiPaths.recipeShoppingList,
  summary: "What to buy for one published recipe at the servings chosen: lines added up and rounded up to what shops sell, by aisle",
  description:
    "Public. For a signed-in caller, what their pantry (and the staples they assume) covers is taken off and listed apart, in their units (on English answers their setting, else US customary); a visitor gets every line, staples marked, in `units` (else US customary in English). Spanish answers are metric. Nothing is stored.",
  request: { params: z.object({ recipe: addressKey(SLUG_MAX_LENGTH) }), query: recipeShoppingListQuery },
  responses: { 200: json(dataEnvelope(recipeShoppingList), "The recipe's shopping list"), 404: notFound("No such published recipe"), 422: invalid("Invalid servings or units") },
});

export const recipeShoppingListRouter = createRouter().openapi(recipeShoppingListRoute, async (c) => {
  const { recipe } = c.req.valid("param");
  const { servings, units } = c.req.valid("query");
  const data = await readRecipeShoppingList(c.var.db, recipe, servings, c.var.user?.id ?? null, c.var.locale, units);
  if (!data) throw new ApiError(404, "shopping.recipe_not_found");
  return c.json({ data }, 200);
});
