import { createRoute, z } from "@hono/zod-openapi";
import { forumSearchCategory, forumSearchResults, forumSearchWords, recipeQuestions } from "../contract/forum-questions";
import { FORUM_INGREDIENT_THREADS_SHOWN, FORUM_RECIPE_QUESTIONS_SHOWN, FORUM_SEARCH_PER_PAGE, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { ingredientThreadsTag, recipeQuestionsTag, threadTag } from "../contract/cache-tags";
import { addressKey } from "../http/address-params";
import { createRouter } from "../http/bindings";
import { tagAnswer } from "../http/cache-tags";
import { cursorQuery } from "../http/cursor";
import { ApiError } from "../http/errors";
import { invalid, json, notFound as notFoundAs } from "../http/openapi-responses";
import { findCategory } from "./forum-queries";
import { ingredientIdsBySlug, listIngredientThreads } from "./forum-ingredient-links";
import { listRecipeQuestions, publishedRecipeId } from "./forum-recipe-links";
import { searchThreads } from "./forum-search";

/** Questions where the cook is and forum search (decisions 095, 099): public reads. */

const recipeThreadsRoute = createRoute({
  method: "get",
  path: apiPaths.forumRecipeThreads,
  summary:
    "The published threads (none held, hidden or removed) linked to a published recipe (from their links or chosen on the form), solved first, then by latest activity, with how many there are",
  request: { params: z.object({ recipe: addressKey(SLUG_MAX_LENGTH) }) },
  responses: { 200: json(recipeQuestions, "Threads"), 404: notFoundAs("No such published recipe"), 422: invalid() },
});

const ingredientThreadsRoute = createRoute({
  method: "get",
  path: apiPaths.forumIngredientThreads,
  summary:
    "The published threads linked to a catalogue ingredient (named in their title or opening post, or chosen on the form), solved first, then by latest activity, with how many there are",
  request: { params: z.object({ ingredient: addressKey(SLUG_MAX_LENGTH) }) },
  responses: { 200: json(recipeQuestions, "Threads"), 404: notFoundAs("No such ingredient in the catalogue"), 422: invalid() },
});

const searchRoute = createRoute({
  method: "get",
  path: apiPaths.forumSearch,
  summary:
    "Published threads whose title, opening post or a published reply hold the words, in Spanish or English, accents folded; the words found marked in the title and an excerpt (of the reply when only a reply holds them)",
  request: {
    query: cursorQuery.extend({
      q: forumSearchWords,
      category: forumSearchCategory.optional(),
      per_page: cursorQuery.shape.per_page.default(FORUM_SEARCH_PER_PAGE),
    }),
  },
  responses: { 200: json(forumSearchResults, "Threads found"), 404: notFoundAs("No such category"), 422: invalid("No words, or too many") },
});

export const forumQuestionsRouter = createRouter()
  .openapi(recipeThreadsRoute, async (c) => {
    const recipeId = await publishedRecipeId(c.var.db, c.req.valid("param").recipe);
    if (recipeId === undefined) throw new ApiError(404, "forums.recipe_not_found");
    const { data, total, threadIds } = await listRecipeQuestions(c.var.db, recipeId, FORUM_RECIPE_QUESTIONS_SHOWN);
    // A new link moves the recipe's list; a reply or a solution moves a thread it read; a reply elsewhere, nothing here.
    tagAnswer(c, [recipeQuestionsTag(recipeId), ...threadIds.map(threadTag)]);
    return c.json({ data, meta: { total } }, 200);
  })
  .openapi(ingredientThreadsRoute, async (c) => {
    const [ingredientId] = (await ingredientIdsBySlug(c.var.db, [c.req.valid("param").ingredient])).ids;
    if (ingredientId === undefined) throw new ApiError(404, "forums.ingredient_not_found");
    const { data, total, threadIds } = await listIngredientThreads(c.var.db, ingredientId, FORUM_INGREDIENT_THREADS_SHOWN);
    // As a recipe's list: a new link moves the ingredient's list; a reply or a solution, a thread it read.
    tagAnswer(c, [ingredientThreadsTag(ingredientId), ...threadIds.map(threadTag)]);
    return c.json({ data, meta: { total } }, 200);
  })
  .openapi(searchRoute, async (c) => {
    const { q, category: categorySlug, cursor, per_page: perPage } = c.req.valid("query");
    const category = categorySlug === undefined ? undefined : await findCategory(c.var.db, categorySlug);
    if (categorySlug !== undefined && !category) throw new ApiError(404, "forums.category_not_found");
    // Untagged: any thread written may match, so the answer stands by the content version (decision 085).
    return c.json(await searchThreads(c.var.db, q, { categoryId: category?.id, perPage, cursor, locale: c.var.locale }), 200);
  });
