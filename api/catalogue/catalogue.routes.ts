import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { category, categoryDetail, filterableCategoryGroup, tag, tagDetail } from "../contract/catalogue";
import { dataEnvelope, pageEnvelope } from "../contract/envelopes";
import { MAX_PAGE, MAX_PER_PAGE, RECIPES_PER_PAGE, SLUG_MAX_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { recipeSummary } from "../contract/recipes";
import { sortValues } from "../contract/search";
import type { Database } from "../db/client";
import { addressKey } from "../http/address-params";
import { type ApiBindings, createRouter } from "../http/bindings";
import { recipeListTags, tagAnswer } from "../http/cache-tags";
import { CATALOGUE_TAG, RECIPE_SET_TAG } from "../contract/cache-tags";
import { invalid, json, notFound } from "../http/openapi-responses";
import { ApiError } from "../http/errors";
import { boundedInteger, pageMeta } from "../http/search-params";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { createContentCache } from "../content-cache/content-cache";
import { noFilters } from "../search/query/resolve-filters";
import { findCategoryId, findTagId, findTagWithRecipeCount, listCategoriesWithRecipeCounts, listTags } from "./catalogue-queries";
import { findCategoryDetail, groupFilterableCategories } from "./category-lookup";
import { buildCategoryTree } from "./category-tree";
import { searchRecipes } from "../search/recipe-search";

const CATALOGUE_CACHE = "public, max-age=300";
const RECIPE_LIST_CACHE = "public, max-age=60, stale-while-revalidate=1800";

const slugParams = z.object({ slug: addressKey(SLUG_MAX_LENGTH) });

/** §7/§9: a category's recipes come 12 to a page by default; pages and sizes follow §5's bounds. */
const recipeListQuery = z.object({
  page: boundedInteger(1, MAX_PAGE).default(1),
  limit: boundedInteger(1, MAX_PER_PAGE).default(RECIPES_PER_PAGE),
  sort_by: z.enum(sortValues, { message: "validation.sort" }).default("latest"),
});

const categoriesRoute = createRoute({
  method: "get",
  path: apiPaths.categories,
  summary: "The category tree (cuisines, courses, diets, occasions) with recipe counts",
  responses: { 200: json(dataEnvelope(z.array(category)), "Category tree") },
});

const filterableCategoriesRoute = createRoute({
  method: "get",
  path: apiPaths.filterableCategories,
  summary: "The categories a search can filter on, grouped by type, each with its published recipes (descendants included)",
  description:
    "One group per type, always in the order cuisine, course, diet, occasion. A group lists, depth first, only the categories that have at least one published recipe; level and parent_id tell a sub-cuisine from its cuisine.",
  responses: { 200: json(dataEnvelope(z.array(filterableCategoryGroup)), "Filterable categories by type") },
});

const categoryRoute = createRoute({
  method: "get",
  path: apiPaths.category,
  summary: "One category with its parent, children and ancestors (root first, for a breadcrumb)",
  request: { params: slugParams },
  responses: { 200: json(dataEnvelope(categoryDetail), "The category"), 404: notFound("No category with that slug") },
});

const categoryRecipesRoute = createRoute({
  method: "get",
  path: apiPaths.categoryRecipes,
  summary: "A page of the published recipes filed under the category or any of its descendants",
  request: { params: slugParams, query: recipeListQuery },
  responses: {
    200: json(pageEnvelope(recipeSummary), "A page of recipes"),
    404: notFound("No category with that slug"),
    422: invalid("Invalid page, limit or sort_by"),
  },
});

const tagsRoute = createRoute({
  method: "get",
  path: apiPaths.tags,
  summary: "Every tag",
  responses: { 200: json(dataEnvelope(z.array(tag)), "Tags") },
});

const tagRoute = createRoute({
  method: "get",
  path: apiPaths.tag,
  summary: "One tag with its published recipe count",
  request: { params: slugParams },
  responses: { 200: json(dataEnvelope(tagDetail), "The tag"), 404: notFound("No tag with that slug") },
});

const tagRecipesRoute = createRoute({
  method: "get",
  path: apiPaths.tagRecipes,
  summary: "A page of the published recipes that carry the tag",
  request: { params: slugParams, query: recipeListQuery },
  responses: {
    200: json(pageEnvelope(recipeSummary), "A page of recipes"),
    404: notFound("No tag with that slug"),
    422: invalid("Invalid page, limit or sort_by"),
  },
});

const recipeIndexRoute = createRoute({
  method: "get",
  path: apiPaths.recipes,
  summary: "A page of every published recipe, in the asked order (the recipe listing)",
  request: { query: recipeListQuery },
  responses: { 200: json(pageEnvelope(recipeSummary), "A page of recipes"), 422: invalid("Invalid page, limit or sort_by") },
});

/** The catalogue and its recipe counts (categories' pictures are their recipes' too; decision 085). */
const CATALOGUE_ANSWER_TAGS = [CATALOGUE_TAG, RECIPE_SET_TAG];

/** A page of recipe cards, said cacheable and tagged with what it shows. */
function recipeCards(c: Context<ApiBindings>, rows: Parameters<typeof presentRecipeSummary>[0][]) {
  const data = rows.map((row) => presentRecipeSummary(row, c.var.locale, c.var.env.MEDIA_BASE_URL));
  c.header("Cache-Control", RECIPE_LIST_CACHE);
  tagAnswer(c, recipeListTags(data));
  return data;
}

/** Counting every category's recipes reads all the links: done once per content version, not per page. */
const categoryCounts = createContentCache({ maxEntries: 1 });

async function categoryTree(db: Database, locale: ApiLocale, mediaBaseUrl: string) {
  return buildCategoryTree(await categoryCounts(db, "categories", () => listCategoriesWithRecipeCounts(db)), locale, mediaBaseUrl);
}

async function requireCategoryId(db: Database, slug: string): Promise<number> {
  const id = await findCategoryId(db, slug);
  if (id === undefined) throw new ApiError(404, "http.category_not_found", { slug });
  return id;
}

export const catalogueRouter = createRouter()
  .openapi(categoriesRoute, async (c) => {
    c.header("Cache-Control", CATALOGUE_CACHE);
    tagAnswer(c, CATALOGUE_ANSWER_TAGS);
    return c.json({ data: await categoryTree(c.var.db, c.var.locale, c.var.env.MEDIA_BASE_URL) }, 200);
  })
  .openapi(filterableCategoriesRoute, async (c) => {
    c.header("Cache-Control", CATALOGUE_CACHE);
    tagAnswer(c, CATALOGUE_ANSWER_TAGS);
    return c.json({ data: groupFilterableCategories(await categoryTree(c.var.db, c.var.locale, c.var.env.MEDIA_BASE_URL)) }, 200);
  })
  .openapi(categoryRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const detail = findCategoryDetail(await categoryTree(c.var.db, c.var.locale, c.var.env.MEDIA_BASE_URL), slug);
    if (!detail) throw new ApiError(404, "http.category_not_found", { slug });
    c.header("Cache-Control", CATALOGUE_CACHE);
    tagAnswer(c, CATALOGUE_ANSWER_TAGS);
    return c.json({ data: detail }, 200);
  })
  .openapi(categoryRecipesRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const { page, limit, sort_by } = c.req.valid("query");
    const categoryId = await requireCategoryId(c.var.db, slug);
    const { rows, total } = await searchRecipes(c.var.db, { ...noFilters(), categoryIds: [categoryId] }, { page, perPage: limit, sortBy: sort_by, locale: c.var.locale });
    return c.json({ data: recipeCards(c, rows), meta: pageMeta(total, page, limit) }, 200);
  })
  .openapi(tagsRoute, async (c) => {
    const rows = await listTags(c.var.db);
    c.header("Cache-Control", CATALOGUE_CACHE);
    tagAnswer(c, CATALOGUE_ANSWER_TAGS);
    return c.json({ data: rows.map((row) => ({ id: row.id, name: pickText(c.var.locale, row.nameEs, row.nameEn), slug: row.slug })) }, 200);
  })
  .openapi(tagRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const row = await findTagWithRecipeCount(c.var.db, slug);
    if (!row) throw new ApiError(404, "http.tag_not_found", { slug });
    c.header("Cache-Control", CATALOGUE_CACHE);
    tagAnswer(c, CATALOGUE_ANSWER_TAGS);
    return c.json({ data: { id: row.tag.id, name: pickText(c.var.locale, row.tag.nameEs, row.tag.nameEn), slug: row.tag.slug, recipe_count: row.recipeCount } }, 200);
  })
  .openapi(tagRecipesRoute, async (c) => {
    const { slug } = c.req.valid("param");
    const { page, limit, sort_by } = c.req.valid("query");
    const tagId = await findTagId(c.var.db, slug);
    if (tagId === undefined) throw new ApiError(404, "http.tag_not_found", { slug });
    const { rows, total } = await searchRecipes(
      c.var.db,
      { ...noFilters(), includeTagSlugs: [slug], includeTagIds: [tagId] },
      { page, perPage: limit, sortBy: sort_by, locale: c.var.locale },
    );
    return c.json({ data: recipeCards(c, rows), meta: pageMeta(total, page, limit) }, 200);
  })
  .openapi(recipeIndexRoute, async (c) => {
    const { page, limit, sort_by } = c.req.valid("query");
    const { rows, total } = await searchRecipes(c.var.db, noFilters(), { page, perPage: limit, sortBy: sort_by, locale: c.var.locale });
    return c.json({ data: recipeCards(c, rows), meta: pageMeta(total, page, limit) }, 200);
  });
