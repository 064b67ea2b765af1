import { eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { type RecipeSummaryRow, summaryColumns } from "../recipes/recipe-queries";
import type { SortBy } from "./recipe-filters";
import { freshRecipeIndex, type IndexedRecipe, type LinkColumn, type RecipeIndex } from "./recipe-index";
import type { ResolvedFilters } from "./resolve-filters";

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
export type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";
const facetNames: readonly FacetName[] = ["categories", "ingredients", "tags", "difficulty", "authorType"];

type Keep = (recipe: IndexedRecipe) => boolean;

/** recipes.search_document is a generated column kept out of the drizzle schema (migrations 0003 and 0005). */
const searchDocument = sql`recipes.search_document`;
const foldedTitleEs = sql`immutable_unaccent(lower(${recipes.titleEs}))`;
const foldedTitleEn = sql`immutable_unaccent(lower(${recipes.titleEn}))`;

/** Below this many full-text matches, titles resembling the text are added: the words may be misspelt. */
const TYPO_FALLBACK_BELOW = 20;

/**
 * The recipes the text matches, with their relevance: full text in both languages (stemmed,
 * synonyms, accents folded) over the search document; when that finds little, also the titles the
 * text resembles (trigram word similarity), which forgives typos. Asking for both every time
 * cost ten times as much on broad words (decisions/017).
 */
async function matchText(db: Database, q: string): Promise<Map<number, number>> {
  const spanish = sql`websearch_to_tsquery('sazon_es', ${q})`;
  const english = sql`websearch_to_tsquery('sazon_en', ${q})`;
  const folded = sql`immutable_unaccent(lower(${q}))`;
  const rank = sql`(ts_rank(${searchDocument}, ${spanish} || ${english})
    + greatest(word_similarity(${folded}, ${foldedTitleEs}), word_similarity(${folded}, ${foldedTitleEn})))::float8`;
  const ranked = async (where: SQL) => {
    const result = await db.execute(sql`select id, ${rank} as rank from recipes where ${where}`);
    return (result as unknown as { rows: Array<{ id: number; rank: number }> }).rows.map((row) => [row.id, Number(row.rank)] as const);
  };
  const matches = new Map(await ranked(sql`${searchDocument} @@ ${spanish} or ${searchDocument} @@ ${english}`));
  if (matches.size < TYPO_FALLBACK_BELOW) {
    // "<%" uses the title trigram indexes with pg_trgm.word_similarity_threshold (set per session in db/client.ts).
    for (const [id, value] of await ranked(sql`${folded} <% ${foldedTitleEs} or ${folded} <% ${foldedTitleEn}`)) matches.set(id, value);
  }
  return matches;
}

interface Matching {
  index: RecipeIndex;
  /** Text matches with their rank, or null when there is no text. */
  text: Map<number, number> | null;
  /** The filters no facet owns: publication, text, times, servings, rating, calories, flags. */
  common: Keep;
  /** Each facet's own condition, when that facet is filtered. */
  own: Partial<Record<FacetName, Keep>>;
}

// Plain loops: these run for every recipe of every search, and a callback per call is garbage to collect.
function includesAll(values: number[], wanted: number[]) {
  for (const id of wanted) if (!values.includes(id)) return false;
  return true;
}
function includesAny(values: number[], unwanted: number[]) {
  for (const id of unwanted) if (values.includes(id)) return true;
  return false;
}
const passesAll = (checks: Keep[], recipe: IndexedRecipe) => {
  for (const check of checks) if (!check(recipe)) return false;
  return true;
};

async function matching(db: Database, filters: ResolvedFilters): Promise<Matching> {
  const index = await freshRecipeIndex(db);
  const text = filters.q ? await index.matchText(filters.q, () => matchText(db, filters.q)) : null;
  const now = Date.now();
  const checks: Keep[] = [(recipe) => recipe.publishedAt <= now];
  if (text) checks.push((recipe) => text.has(recipe.id));
  const { activeTimeMaxMinutes, totalTimeMaxMinutes, minServings, maxServings, minAverageRating, caloriesMin, caloriesMax, isFeatured, hasVideo } = filters;
  if (activeTimeMaxMinutes !== undefined) checks.push((recipe) => recipe.activeMinutes <= activeTimeMaxMinutes);
  if (totalTimeMaxMinutes !== undefined) checks.push((recipe) => recipe.totalMinutes <= totalTimeMaxMinutes);
  if (minServings !== undefined) checks.push((recipe) => recipe.servings >= minServings);
  if (maxServings !== undefined) checks.push((recipe) => recipe.servings <= maxServings);
  if (minAverageRating !== undefined) checks.push((recipe) => recipe.averageRating >= minAverageRating);
  // A recipe without calories passes no calorie bound, as in SQL.
  if (caloriesMin !== undefined) checks.push((recipe) => recipe.calories !== null && recipe.calories >= caloriesMin);
  if (caloriesMax !== undefined) checks.push((recipe) => recipe.calories !== null && recipe.calories <= caloriesMax);
  if (isFeatured !== undefined) checks.push((recipe) => recipe.isFeatured === isFeatured);
  if (hasVideo !== undefined) checks.push((recipe) => recipe.hasVideo === hasVideo);

  const own: Partial<Record<FacetName, Keep>> = {};
  // categoryIds holds every ancestor, so a parent category matches its descendants' recipes.
  if (filters.categoryIds.length) own.categories = (recipe) => includesAny(recipe.categoryIds, filters.categoryIds);
  if (filters.includeIngredientIds.length || filters.excludeIngredientIds.length)
    own.ingredients = (recipe) => includesAll(recipe.ingredientIds, filters.includeIngredientIds) && !includesAny(recipe.ingredientIds, filters.excludeIngredientIds);
  if (filters.includeTagIds.length || filters.excludeTagIds.length)
    own.tags = (recipe) => includesAll(recipe.tagIds, filters.includeTagIds) && !includesAny(recipe.tagIds, filters.excludeTagIds);
  if (filters.difficultyLevels.length) own.difficulty = (recipe) => filters.difficultyLevels.includes(recipe.difficulty);
  if (filters.authorType) {
    const wantsAiChef = filters.authorType === "ai_chef";
    own.authorType = (recipe) => index.aiChefIds.has(recipe.authorId) === wantsAiChef;
  }
  return { index, text, common: (recipe) => passesAll(checks, recipe), own };
}

const difficultyRank = { easy: 0, medium: 1, hard: 2 } as const;
type Order = (a: IndexedRecipe, b: IndexedRecipe) => number;

function orderFor(sortBy: SortBy | undefined, text: Map<number, number> | null, locale: "es" | "en"): Order {
  const newest: Order = (a, b) => b.publishedAt - a.publishedAt || b.id - a.id;
  const title = locale === "en" ? (recipe: IndexedRecipe) => recipe.titleKeyEn : (recipe: IndexedRecipe) => recipe.titleKeyEs;
  const byTitle: Order = (a, b) => (title(a) < title(b) ? -1 : title(a) > title(b) ? 1 : a.id - b.id);
  switch (sortBy) {
    case "popular":
      return (a, b) => b.reviewsCount - a.reviewsCount || b.averageRating - a.averageRating || newest(a, b);
    case "rating":
      return (a, b) => b.averageRating - a.averageRating || b.reviewsCount - a.reviewsCount || newest(a, b);
    case "title_asc":
      return byTitle;
    case "title_desc":
      return (a, b) => byTitle(b, a);
    case "time_asc":
      return (a, b) => a.totalMinutes - b.totalMinutes || newest(a, b);
    case "time_desc":
      return (a, b) => b.totalMinutes - a.totalMinutes || newest(a, b);
    case "difficulty_asc":
      return (a, b) => difficultyRank[a.difficulty] - difficultyRank[b.difficulty] || newest(a, b);
    case "difficulty_desc":
      return (a, b) => difficultyRank[b.difficulty] - difficultyRank[a.difficulty] || newest(a, b);
    case "latest":
      return newest;
    default:
      // No sort asked: with text, the best matches first (decisions/016); otherwise the newest.
      return text ? (a, b) => text.get(b.id)! - text.get(a.id)! || newest(a, b) : newest;
  }
}

/** The first `count` recipes in order, without sorting them all: a bounded heap, worst first. */
function firstInOrder(recipes: IndexedRecipe[], order: Order, count: number): IndexedRecipe[] {
  if (count <= 0) return [];
  if (count * 4 >= recipes.length) return [...recipes].sort(order).slice(0, count);
  const heap: IndexedRecipe[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  for (const recipe of recipes) {
    if (heap.length < count) {
      heap.push(recipe);
      for (let at = heap.length - 1; at > 0 && order(heap[at]!, heap[(at - 1) >> 1]!) > 0; at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
      continue;
    }
    if (order(recipe, heap[0]!) >= 0) continue;
    heap[0] = recipe;
    for (let at = 0; ; ) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < count && order(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < count && order(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === at) break;
      swap(at, worst);
      at = worst;
    }
  }
  return heap.sort(order);
}

export interface SearchOptions {
  page: number;
  perPage: number;
  sortBy?: SortBy;
  locale?: "es" | "en";
}

/** One page of published recipes matching every filter, with the total. */
export async function searchRecipes(db: Database, filters: ResolvedFilters, { page, perPage, sortBy, locale = "es" }: SearchOptions) {
  const { index, text, common, own } = await matching(db, filters);
  const facetChecks = Object.values(own);
  const found: IndexedRecipe[] = [];
  for (const recipe of index.recipes()) if (common(recipe) && passesAll(facetChecks, recipe)) found.push(recipe);
  const offset = (page - 1) * perPage;
  const pageIds = firstInOrder(found, orderFor(sortBy, text, locale), offset + perPage)
    .slice(offset)
    .map((recipe) => recipe.id);
  if (pageIds.length === 0) return { rows: [] as RecipeSummaryRow[], total: found.length };
  const fetched = await db.select(summaryColumns).from(recipes).innerJoin(users, eq(users.id, recipes.authorId)).where(inArray(recipes.id, pageIds));
  const byId = new Map(fetched.map((row) => [row.recipe.id, row]));
  // A recipe deleted since the index caught up is simply left out.
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: found.length };
}

/** Counts per option id (or value), before the route names them for the answer. */
export interface FacetTallies {
  total: number;
  categories: Map<number, number>;
  ingredients: Map<number, number>;
  tags: Map<number, number>;
  difficulty: Map<string, number>;
  authorType: Map<"ai_chef" | "community", number>;
}

/**
 * All facet counts in one pass over the index: a recipe meeting every filter counts in every facet;
 * one failing exactly one facet's own filter counts in that facet only — so picking an option
 * never hides its siblings.
 */
export async function countFacets(db: Database, filters: ResolvedFilters): Promise<FacetTallies> {
  const { index, common, own } = await matching(db, filters);
  const filtered = facetNames.filter((name) => own[name]);
  // Typed counters by id: a Map per increment costs ten times as much over 100,000 recipes.
  const categories = new Int32Array(index.largestIds.category + 1);
  const ingredients = new Int32Array(index.largestIds.ingredient + 1);
  const tags = new Int32Array(index.largestIds.tag + 1);
  const difficulty = { easy: 0, medium: 0, hard: 0 };
  const authorType = { ai_chef: 0, community: 0 };
  let total = 0;
  const links = index.linkColumns();
  const countLinks = (column: LinkColumn, counts: Int32Array, position: number) => {
    for (let at = column.start[position]!, end = column.start[position + 1]!; at < end; at++) counts[column.ids[at]!]!++;
  };
  const tally = (facet: FacetName, recipe: IndexedRecipe, position: number) => {
    if (facet === "categories") countLinks(links.categories, categories, position);
    else if (facet === "ingredients") countLinks(links.ingredients, ingredients, position);
    else if (facet === "tags") countLinks(links.tags, tags, position);
    else if (facet === "difficulty") difficulty[recipe.difficulty]++;
    else authorType[index.aiChefIds.has(recipe.authorId) ? "ai_chef" : "community"]++;
  };
  const ownChecks = filtered.map((name) => own[name]!);
  const recipes = index.recipes();
  for (let position = 0; position < recipes.length; position++) {
    const recipe = recipes[position]!;
    if (!common(recipe)) continue;
    let failed = -1;
    let failures = 0;
    for (let check = 0; check < ownChecks.length && failures < 2; check++) {
      if (ownChecks[check]!(recipe)) continue;
      failed = check;
      failures++;
    }
    if (failures === 0) {
      total++;
      countLinks(links.categories, categories, position);
      countLinks(links.ingredients, ingredients, position);
      countLinks(links.tags, tags, position);
      difficulty[recipe.difficulty]++;
      authorType[index.aiChefIds.has(recipe.authorId) ? "ai_chef" : "community"]++;
    } else if (failures === 1) tally(filtered[failed]!, recipe, position);
  }
  const counted = (counts: Int32Array) => new Map([...counts.entries()].filter(([, n]) => n > 0));
  const present = <K extends string>(counts: Record<K, number>) => new Map((Object.entries(counts) as [K, number][]).filter(([, n]) => n > 0));
  return {
    total,
    categories: counted(categories),
    ingredients: counted(ingredients),
    tags: counted(tags),
    difficulty: present(difficulty),
    authorType: present(authorType),
  };
}
