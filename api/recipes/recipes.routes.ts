import { createRoute, z } from "@hono/zod-openapi";
import { ingredient } from "../contract/catalogue";
import { dataEnvelope } from "../contract/envelopes";
import { SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import { pickText } from "../i18n/bilingual";
import { addressKey } from "../http/address-params";
import { ApiError } from "../http/errors";
import { createRouter } from "../http/bindings";
import { recipeDetailTags, recipeListTags, tagAnswer } from "../http/cache-tags";
import { invalid, json, notFound } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { isRecipeSaved } from "./recipe-saved-flag";
import { featuredRecipesAnswer, recipeDetailAnswer, relatedRecipesAnswer } from "./recipe-answers";
import { listAvailableIngredients } from "./recipe-queries";

const recipeParam = z.object({ recipe: addressKey(SLUG_MAX_LENGTH) });

const featuredRoute = createRoute({
  method: "get",
  path: apiPaths.featuredRecipes,
  summary: "Featured recipes for the home page",
  request: {
    query: z.object({
      limit: boundedInteger(1, 50).default(12),
    }),
  },
  responses: { 200: json(dataEnvelope(z.array(recipeSummary)), "Featured recipes"), 422: invalid("Invalid limit") },
});

const availableIngredientsRoute = createRoute({
  method: "get",
  path: apiPaths.availableIngredients,
  summary: "Ingredients that appear in at least one recipe",
  responses: { 200: json(dataEnvelope(z.array(ingredient)), "Ingredient catalogue") },
});

const recipeRoute = createRoute({
  method: "get",
  path: apiPaths.recipe,
  summary: "One recipe by id or slug; `is_saved` is the caller's (false for a visitor)",
  request: { params: recipeParam },
  responses: { 200: json(dataEnvelope(recipeDetail), "The recipe"), 404: notFound("No such recipe") },
});

const relatedRoute = createRoute({
  method: "get",
  path: apiPaths.relatedRecipes,
  summary: "Published recipes sharing the most categories and tags with this one, best first",
  request: {
    params: recipeParam,
    query: z.object({
      limit: boundedInteger(1, 24).default(6),
    }),
  },
  responses: {
    200: json(dataEnvelope(z.array(recipeSummary)), "Related recipes, never the recipe itself"),
    404: notFound("No such recipe"),
    422: invalid("Invalid limit"),
  },
});

export const recipesRouter = createRouter()
  .openapi(featuredRoute, async (c) => {
    const { limit } = c.req.valid("query");
    const data = await featuredRecipesAnswer(c.var.db, limit, c.var.locale, c.var.env.MEDIA_BASE_URL);
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=1800");
    tagAnswer(c, recipeListTags(data));
    return c.json({ data }, 200);
  })
  .openapi(availableIngredientsRoute, async (c) => {
    const rows = await listAvailableIngredients(c.var.db);
    return c.json(
      {
        data: rows.map(({ ingredient: item, recipeCount }) => ({
          id: item.id,
          _id: item.id,
          name: pickText(c.var.locale, item.nameEs, item.nameEn),
          slug: item.slug,
          recipe_count: recipeCount,
        })),
      },
      200,
    );
  })
  .openapi(recipeRoute, async (c) => {
    const { recipe: key } = c.req.valid("param");
    const data = await recipeDetailAnswer(c.var.db, key, c.var.locale, c.var.env.MEDIA_BASE_URL);
    if (!data) throw new ApiError(404, "http.recipe_not_found");
    tagAnswer(c, recipeDetailTags(data));
    // The kept answer is everyone's; only a member's own "saved" is added, per call.
    const user = c.var.user;
    return c.json({ data: user ? { ...data, is_saved: await isRecipeSaved(c.var.db, user.id, data.id) } : data }, 200);
  })
  .openapi(relatedRoute, async (c) => {
    const { recipe: key } = c.req.valid("param");
    const { limit } = c.req.valid("query");
    const data = await relatedRecipesAnswer(c.var.db, key, limit, c.var.locale, c.var.env.MEDIA_BASE_URL);
    if (!data) throw new ApiError(404, "http.recipe_not_found");
    c.header("Cache-Control", "public, max-age=60, stale-while-revalidate=1800");
    tagAnswer(c, recipeListTags(data));
    return c.json({ data }, 200);
  });
