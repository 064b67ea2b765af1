import { createRoute, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { dataEnvelope } from "../contract/envelopes";
import { SUGGESTION_MIN_LENGTH } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { foodKindBySlug } from "../contract/food-kinds";
import { searchFilters } from "../contract/search-filters";
import { difficultyValues } from "../contract/recipes";
import { type AppliedFilter, authorTypeValues, facetAnswer, type FacetCounts, popularSearch, searchPage, suggestions } from "../contract/search";
import type { Database } from "../db/client";
import { type ApiBindings, createRouter } from "../http/bindings";
import { recipeListTags, tagAnswer } from "../http/cache-tags";
import { CATALOGUE_TAG, RECIPE_SET_TAG } from "../contract/cache-tags";
import { invalid as invalidAs, json } from "../http/openapi-responses";
import { boundedInteger, pageMeta, searchText } from "../http/search-params";
import { pickText } from "../i18n/bilingual";
import { presentRecipeSummary } from "../recipes/recipe-presenter";
import { isPantryStaple } from "./query/pantry-staples";
import { type Catalogue, getCatalogue } from "./query/catalogue-lookup";
import { listPopularSearches, recordSearch } from "./suggestions/popular-searches";
import { cachedSearchAnswer } from "./answers/search-answer-cache";
import { countFacets, type FacetTallies, searchRecipes } from "./recipe-search";
import type { RecipeFilters } from "./index/recipe-filters";
import { resolveFilters, type ResolvedFilters, type SemanticResult } from "./query/resolve-filters";
import { filterQuery, searchQuery } from "./query/search-query-params";
import type { Preference } from "./query/search-preferences";
import { findSuggestions } from "./suggestions/suggestions";

const invalid = invalidAs("Invalid parameters (§5 messages)");

const searchRoute = createRoute({
  method: "get",
  path: apiPaths.search,
  summary: "Recipes matching text and filters (§7): lists comma-joined; ids or slugs",
  request: { query: searchQuery },
  responses: { 200: json(searchPage, "A page of recipes"), 422: invalid },
});

const filterRoute = createRoute({ ...searchRoute, path: apiPaths.filter, summary: "The same search, as §7's filter call" });

const facetsRoute = createRoute({
  method: "get",
  path: apiPaths.facets,
  summary: "Facet counts under the same filters; each facet ignores its own filter",
  request: { query: filterQuery },
  responses: { 200: json(facetAnswer, "Counts per category, ingredient, tag, difficulty and author type"), 422: invalid },
});

const suggestionsRoute = createRoute({
  method: "get",
  path: apiPaths.suggestions,
  summary: "What matches the text being typed: recipes, ingredients, tags and categories",
  request: { query: z.object({ q: searchText.default(""), locale: z.enum(["es", "en"]).optional() }) },
  responses: { 200: json(dataEnvelope(suggestions), "Suggestions"), 422: invalid },
});

const popularSearchesRoute = createRoute({
  method: "get",
  path: apiPaths.popularSearches,
  summary: "The searches visitors made most, in the request language",
  request: { query: z.object({ limit: boundedInteger(1, 50).default(10) }) },
  responses: { 200: json(dataEnvelope(z.array(popularSearch)), "Most frequent first"), 422: invalid },
});

/** The API's name for each filter, as the page sends it back to remove a chip. */
const paramNames: Partial<Record<keyof RecipeFilters, string>> = {
  categoryIds: "category_ids",
  ...Object.fromEntries(searchFilters.flatMap((filter) => (filter.kind === "text" ? [] : [[filter.filter, filter.api]]))),
};

function presentSemantic(semantic: SemanticResult | null, catalogue: Catalogue, locale: "es" | "en", relaxed: readonly Preference[] = []) {
  if (!semantic) return null;
  const nameOf = (entry: { nameEs: string; nameEn: string } | undefined) => (entry ? pickText(locale, entry.nameEs, entry.nameEn) : undefined);
  const labelFor = ({ filter, value }: { filter: keyof RecipeFilters; value: string | number | boolean }) => {
    if (filter.endsWith("IngredientIds")) return nameOf(typeof value === "string" ? foodKindBySlug.get(value) : catalogue.ingredients.find((entry) => entry.id === value));
    if (filter === "categoryIds") return nameOf(catalogue.categories.find((entry) => entry.id === value));
    if (filter === "categorySlugs") return nameOf(catalogue.categoryBySlug.get(String(value)));
    if (filter.endsWith("TagSlugs")) return nameOf(catalogue.tagBySlug.get(String(value)));
    return undefined;
  };
  const present = (item: SemanticResult["applied"][number]): AppliedFilter => ({
    param: paramNames[item.filter] ?? item.filter,
    value: item.value,
    label: labelFor(item) ?? String(item.value),
    matched: item.matched,
  });
  return {
    query: semantic.query,
    text: semantic.text,
    applied: semantic.applied.map(present),
    relaxed: relaxed.map((preference) => present(preference.applied)),
    nearest: [] as Array<{ query: string; total: number }>,
  };
}

/**
 * Ingredient options in the order they help (issue 30): pantry staples (salt, oil, water, sugar)
 * last; otherwise by how much choosing one tells the results apart, count × ln(total / count): an
 * ingredient of every result tells nothing, one of a single result little.
 */
function byNarrowing(a: { entry: { slug: string; group: string }; option: { count: number } }, b: typeof a, total: number): number {
  const pantry = (item: typeof a) => (isPantryStaple(item.entry) ? 1 : 0);
  const narrowing = ({ option: { count } }: typeof a) => (count > 0 && total > 0 ? count * Math.log(Math.max(total, count) / count) : 0);
  return pantry(a) - pantry(b) || narrowing(b) - narrowing(a);
}

function presentFacets(counts: FacetTallies, filters: ResolvedFilters, catalogue: Catalogue, locale: "es" | "en"): FacetCounts {
  const name = (entry: { nameEs: string; nameEn: string }) => pickText(locale, entry.nameEs, entry.nameEn);
  const byCountThenName = <T extends { count: number; name: string }>(a: T, b: T) => b.count - a.count || a.name.localeCompare(b.name, locale);
  // Options in use stay listed even at 0, so the page can always show and remove them.
  const selectedIngredients = new Set([...filters.includeIngredientIds, ...filters.excludeIngredientIds]);
  const selectedTags = new Set([...filters.includeTagIds, ...filters.excludeTagIds]);
  return {
    total: counts.total,
    categories: catalogue.categories.map((entry) => ({
      id: entry.id,
      slug: entry.slug,
      name: name(entry),
      type: entry.type,
      parent_id: entry.parentId,
      level: entry.level,
      count: counts.categories.get(entry.id) ?? 0,
    })),
    ingredients: catalogue.ingredients
      .filter((entry) => counts.ingredients.has(entry.id) || selectedIngredients.has(entry.id))
      .map((entry) => ({ entry, option: { id: entry.id, _id: entry.id, slug: entry.slug, name: name(entry), count: counts.ingredients.get(entry.id) ?? 0 } }))
      .sort((a, b) => byNarrowing(a, b, counts.total) || byCountThenName(a.option, b.option))
      .map(({ option }) => option),
    tags: catalogue.tags
      .filter((entry) => counts.tags.has(entry.id) || selectedTags.has(entry.id))
      .map((entry) => ({ id: entry.id, slug: entry.slug, name: name(entry), count: counts.tags.get(entry.id) ?? 0 }))
      .sort(byCountThenName),
    difficulty: difficultyValues.map((value) => ({ value, count: counts.difficulty.get(value) ?? 0 })),
    author_type: authorTypeValues.map((value) => ({ value, count: counts.authorType.get(value) ?? 0 })),
  };
}

/** The validated query in a fixed key order, with the language: equal searches share one cache entry. */
function cacheKey(kind: string, query: Record<string, unknown>, locale: string) {
  return JSON.stringify([
    kind,
    locale,
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}

/** How many nearer requests are tried, and offered, when a request finds nothing. */
const NEAREST_TRIED = 12;
const NEAREST_OFFERED = 3;

/**
 * The requests nearest to one that found nothing, nearest first: the words less one thing read
 * ("sin azúcar añadido", "para 12"), then less one word, then single words; within each, the one
 * finding most first. Only those that find something.
 */
async function nearestRequests(db: Database, query: z.infer<typeof searchQuery>, semantic: SemanticResult, indexVersion: string | undefined) {
  const words = semantic.query.split(/\s+/).filter(Boolean);
  const without = (part: string) => semantic.query.replace(part, " ").replace(/\s+/g, " ").trim();
  const tiers = [
    semantic.applied.map((applied) => without(applied.matched)),
    words.length > 1 ? words.map((_, index) => words.filter((__, other) => other !== index).join(" ")) : [],
    words.length > 2 ? words : [],
  ];
  const seen = new Set([semantic.query, ""]);
  const found: Array<{ query: string; total: number }> = [];
  let tried = 0;
  for (const tier of tiers) {
    const inTier: typeof found = [];
    for (const candidate of tier) {
      if (seen.has(candidate) || tried >= NEAREST_TRIED) continue;
      seen.add(candidate);
      tried++;
      const { filters } = await resolveFilters(db, { ...query, semantic_query: candidate });
      const { total } = await searchRecipes(db, filters, { page: 1, perPage: 1, locale: "es", indexVersion });
      if (total > 0) inTier.push({ query: candidate, total });
    }
    found.push(...inTier.sort((a, b) => b.total - a.total));
    if (found.length >= NEAREST_OFFERED) break;
  }
  return found.slice(0, NEAREST_OFFERED);
}

/** Facet counts move with the set of recipes and the catalogue, never with a review. */
const FACET_TAGS = [RECIPE_SET_TAG, CATALOGUE_TAG];

/**
 * A search that picks or orders by ratings and counts, which a review moves without moving the set
 * of recipes: its kept answer stands only by the content version, never by its tags (decision 086).
 */
function pickedByCounts(filters: { minAverageRating?: number }, sortBy: string | null | undefined): boolean {
  return filters.minAverageRating !== undefined || sortBy === "rating" || sortBy === "popular";
}

async function answerSearch(c: Context<ApiBindings>, query: z.infer<typeof searchQuery>) {
  const { db, locale } = c.var;
  let byCounts = false;
  const answer = await cachedSearchAnswer(
    db,
    cacheKey("search", query, locale),
    async (indexVersion) => {
      const { filters, semantic } = await resolveFilters(db, query);
      const { page, per_page: perPage, sort_by: sortBy } = query;
      byCounts = pickedByCounts(filters, sortBy);
      const { rows, total, relaxed } = await searchRecipes(db, filters, { page, perPage, sortBy, locale, indexVersion });
      const catalogue = await getCatalogue(db);
      const nearest = total === 0 && semantic ? await nearestRequests(db, query, semantic, indexVersion) : [];
      const presented = presentSemantic(semantic, catalogue, locale, relaxed);
      return {
        data: rows.map((row) => presentRecipeSummary(row, locale, c.var.env.MEDIA_BASE_URL)),
        meta: { ...pageMeta(total, page, perPage), sort_by: sortBy ?? null, semantic: presented && { ...presented, nearest } },
      };
    },
    (kept) => (byCounts ? undefined : recipeListTags(kept.data)),
  );
  const typed = query.q || query.semantic_query;
  if (typed && query.page === 1 && answer.meta.total > 0) {
    await recordSearch(db, locale, typed, { memberId: c.var.user?.id, address: c.var.clientIp });
  }
  tagAnswer(c, recipeListTags(answer.data));
  return c.json(answer, 200);
}

export const searchRouter = createRouter()
  .openapi(searchRoute, (c) => answerSearch(c, c.req.valid("query")))
  .openapi(filterRoute, (c) => answerSearch(c, c.req.valid("query")))
  .openapi(facetsRoute, async (c) => {
    const { db, locale } = c.var;
    const query = c.req.valid("query");
    let byCounts = false;
    const answer = await cachedSearchAnswer(
      db,
      cacheKey("facets", query, locale),
      async (indexVersion) => {
        const { filters, semantic } = await resolveFilters(db, query);
        byCounts = pickedByCounts(filters, undefined);
        const { relaxed, ...counts } = await countFacets(db, filters, indexVersion);
        const catalogue = await getCatalogue(db);
        return { data: presentFacets(counts, filters, catalogue, locale), meta: { semantic: presentSemantic(semantic, catalogue, locale, relaxed) } };
      },
      () => (byCounts ? undefined : FACET_TAGS),
    );
    tagAnswer(c, FACET_TAGS);
    return c.json(answer, 200);
  })
  .openapi(suggestionsRoute, async (c) => {
    const { q, locale } = c.req.valid("query");
    const empty = { recipes: [], ingredients: [], tags: [], categories: [] };
    if (q.length < SUGGESTION_MIN_LENGTH) return c.json({ data: empty }, 200);
    const catalogue = await getCatalogue(c.var.db);
    return c.json({ data: await findSuggestions(c.var.db, catalogue, q, locale ?? c.var.locale) }, 200);
  })
  .openapi(popularSearchesRoute, async (c) => {
    const { limit } = c.req.valid("query");
    return c.json({ data: await listPopularSearches(c.var.db, c.var.locale, limit) }, 200);
  });
