import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { recipes, users } from "../db/schema";
import { type RecipeSummaryRow, summaryColumns } from "../recipes/recipe-queries";
import type { SortBy } from "../contract/search";
import { difficultyByCode, difficultyCodes, freshRecipeIndex, type LinkColumn, type RecipeColumns, type RecipeIndex } from "./recipe-index";
import type { ResolvedFilters } from "./resolve-filters";
import { parseTsquery, rankText } from "./text-index";

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";
const facetNames: readonly FacetName[] = ["categories", "ingredients", "tags", "difficulty", "authorType"];

const foldedTitleEs = sql`immutable_unaccent(lower(${recipes.titleEs}))`;
const foldedTitleEn = sql`immutable_unaccent(lower(${recipes.titleEn}))`;

/** Below this many full-text matches, titles resembling the text are added: the words may be misspelt. */
const TYPO_FALLBACK_BELOW = 20;

/**
 * The text's rank per position (NaN where it does not match): full text in both languages
 * (stemmed, synonyms, accents folded) over the index's lexemes; when that finds little, also the
 * titles the text resembles (trigram word similarity), which forgives typos (decisions/017).
 */
async function rankTextMatches(db: Database, q: string, columns: RecipeColumns): Promise<Float64Array> {
  const [queries] = rowsOf<{ es: string; en: string }>(
    await db.execute(sql`select websearch_to_tsquery('sazon_es', ${q})::text as es, websearch_to_tsquery('sazon_en', ${q})::text as en`),
  );
  const ranks = rankText(
    columns.text,
    [queries!.es, queries!.en].flatMap((text) => parseTsquery(text) ?? []),
  );
  let matched = 0;
  for (const rank of ranks) if (!Number.isNaN(rank)) matched++;
  if (matched < TYPO_FALLBACK_BELOW) {
    const folded = sql`immutable_unaccent(lower(${q}))`;
    // "<%" uses the title trigram indexes with pg_trgm.word_similarity_threshold (set per session in db/client.ts).
    const resembling = rowsOf<{ id: number; similarity: number }>(
      await db.execute(sql`
        select id, greatest(word_similarity(${folded}, ${foldedTitleEs}), word_similarity(${folded}, ${foldedTitleEn}))::float8 as similarity
        from recipes where ${folded} <% ${foldedTitleEs} or ${folded} <% ${foldedTitleEn}`),
    );
    for (const { id, similarity } of resembling) {
      const position = columns.positionOf.get(id);
      if (position !== undefined) ranks[position] = Math.max(Number.isNaN(ranks[position]!) ? 0 : ranks[position]!, Number(similarity));
    }
  }
  return ranks;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Tells whether the recipe at a position of the index's columns passes. */
type Keep = (position: number) => boolean;

interface Matching {
  columns: RecipeColumns;
  largestIds: RecipeIndex["largestIds"];
  /** Each position's text rank (NaN where the text does not match), or null when there is no text. */
  text: Float64Array | null;
  /** The filters no facet owns: publication, text, times, servings, rating, calories, flags. */
  common: Keep[];
  /** Each facet's own condition, when that facet is filtered. */
  own: Partial<Record<FacetName, Keep>>;
}

function linksAll({ start, ids }: LinkColumn, position: number, wanted: number[]) {
  const end = start[position + 1]!;
  for (const id of wanted) {
    let found = false;
    for (let at = start[position]!; at < end && !found; at++) found = ids[at] === id;
    if (!found) return false;
  }
  return true;
}

function linksAny({ start, ids }: LinkColumn, position: number, unwanted: number[]) {
  for (let at = start[position]!, end = start[position + 1]!; at < end; at++) if (unwanted.includes(ids[at]!)) return true;
  return false;
}

// Plain loops: they run for every recipe of every search, and a callback per recipe is garbage to collect.
function passesAll(checks: Keep[], position: number) {
  for (const check of checks) if (!check(position)) return false;
  return true;
}

async function matching(db: Database, filters: ResolvedFilters): Promise<Matching> {
  const index = await freshRecipeIndex(db);
  const columns = index.columns();
  const text = filters.q ? await index.textRanks(filters.q, columns, (forColumns) => rankTextMatches(db, filters.q, forColumns)) : null;
  const { publishedAt, activeMinutes, totalMinutes, servings, averageRating, calories, isFeatured, hasVideo } = columns;
  const now = Date.now();
  const common: Keep[] = [(at) => publishedAt[at]! <= now];
  if (text) common.push((at) => !Number.isNaN(text[at]!));
  const { activeTimeMaxMinutes, totalTimeMaxMinutes, minServings, maxServings, minAverageRating, caloriesMin, caloriesMax } = filters;
  if (activeTimeMaxMinutes !== undefined) common.push((at) => activeMinutes[at]! <= activeTimeMaxMinutes);
  if (totalTimeMaxMinutes !== undefined) common.push((at) => totalMinutes[at]! <= totalTimeMaxMinutes);
  if (minServings !== undefined) common.push((at) => servings[at]! >= minServings);
  if (maxServings !== undefined) common.push((at) => servings[at]! <= maxServings);
  if (minAverageRating !== undefined) common.push((at) => averageRating[at]! >= minAverageRating);
  if (caloriesMin !== undefined) common.push((at) => calories[at]! >= caloriesMin);
  if (caloriesMax !== undefined) common.push((at) => calories[at]! <= caloriesMax);
  if (filters.isFeatured !== undefined) {
    const wanted = filters.isFeatured ? 1 : 0;
    common.push((at) => isFeatured[at] === wanted);
  }
  if (filters.hasVideo !== undefined) {
    const wanted = filters.hasVideo ? 1 : 0;
    common.push((at) => hasVideo[at] === wanted);
  }

  const own: Partial<Record<FacetName, Keep>> = {};
  const { categoryIds, includeIngredientIds, excludeIngredientIds, includeTagIds, excludeTagIds } = filters;
  // The category column holds every ancestor, so a parent category matches its descendants' recipes.
  if (categoryIds.length) own.categories = (at) => linksAny(columns.categories, at, categoryIds);
  if (includeIngredientIds.length || excludeIngredientIds.length)
    own.ingredients = (at) => linksAll(columns.ingredients, at, includeIngredientIds) && !linksAny(columns.ingredients, at, excludeIngredientIds);
  if (includeTagIds.length || excludeTagIds.length) own.tags = (at) => linksAll(columns.tags, at, includeTagIds) && !linksAny(columns.tags, at, excludeTagIds);
  if (filters.difficultyLevels.length) {
    const codes = filters.difficultyLevels.map((level) => difficultyCodes[level] as number);
    own.difficulty = (at) => codes.includes(columns.difficulty[at]!);
  }
  if (filters.authorType) {
    const wanted = filters.authorType === "ai_chef" ? 1 : 0;
    own.authorType = (at) => columns.isAiChef[at] === wanted;
  }
  return { columns, largestIds: index.largestIds, text, common, own };
}

/** Compares two positions of the columns: negative when the first comes first. */
type Order = (a: number, b: number) => number;

function orderFor(sortBy: SortBy | undefined, text: Float64Array | null, locale: "es" | "en", columns: RecipeColumns): Order {
  const { id, publishedAt, reviewsCount, averageRating, totalMinutes, difficulty } = columns;
  const newest: Order = (a, b) => publishedAt[b]! - publishedAt[a]! || id[b]! - id[a]!;
  const titles = locale === "en" ? columns.titleKeyEn : columns.titleKeyEs;
  const byTitle: Order = (a, b) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : id[a]! - id[b]!);
  switch (sortBy) {
    case "popular":
      return (a, b) => reviewsCount[b]! - reviewsCount[a]! || averageRating[b]! - averageRating[a]! || newest(a, b);
    case "rating":
      return (a, b) => averageRating[b]! - averageRating[a]! || reviewsCount[b]! - reviewsCount[a]! || newest(a, b);
    case "title_asc":
      return byTitle;
    case "title_desc":
      return (a, b) => byTitle(b, a);
    case "time_asc":
      return (a, b) => totalMinutes[a]! - totalMinutes[b]! || newest(a, b);
    case "time_desc":
      return (a, b) => totalMinutes[b]! - totalMinutes[a]! || newest(a, b);
    case "difficulty_asc":
      return (a, b) => difficulty[a]! - difficulty[b]! || newest(a, b);
    case "difficulty_desc":
      return (a, b) => difficulty[b]! - difficulty[a]! || newest(a, b);
    case "latest":
      return newest;
    default:
      // No sort asked: with text, the best matches first (decisions/016); otherwise the newest.
      return text ? (a, b) => text[b]! - text[a]! || newest(a, b) : newest;
  }
}

/** The first `count` positions in order, without sorting them all: a bounded heap, worst on top. */
function firstInOrder(positions: Int32Array, order: Order, count: number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= positions.length) return [...positions].sort(order).slice(0, count);
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  for (const position of positions) {
    if (heap.length < count) {
      heap.push(position);
      for (let at = heap.length - 1; at > 0 && order(heap[at]!, heap[(at - 1) >> 1]!) > 0; at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
      continue;
    }
    if (order(position, heap[0]!) >= 0) continue;
    heap[0] = position;
    for (let at = 0; ;) {
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
  const { columns, text, common, own } = await matching(db, filters);
  const checks = [...common, ...Object.values(own)];
  const found = new Int32Array(columns.size);
  let total = 0;
  for (let position = 0; position < columns.size; position++) if (passesAll(checks, position)) found[total++] = position;
  const offset = (page - 1) * perPage;
  const pageIds = firstInOrder(found.subarray(0, total), orderFor(sortBy, text, locale, columns), offset + perPage)
    .slice(offset)
    .map((position) => columns.id[position]!);
  if (pageIds.length === 0) return { rows: [] as RecipeSummaryRow[], total };
  const fetched = await db.select(summaryColumns).from(recipes).innerJoin(users, eq(users.id, recipes.authorId)).where(inArray(recipes.id, pageIds));
  const byId = new Map(fetched.map((row) => [row.recipe.id, row]));
  // A recipe deleted since the index caught up is simply left out.
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, total };
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
  const { columns, largestIds, common, own } = await matching(db, filters);
  const filtered = facetNames.filter((name) => own[name]);
  const ownChecks = filtered.map((name) => own[name]!);
  // Typed counters by id: a Map update per link costs several times as much over 100,000 recipes.
  const categories = new Int32Array(largestIds.category + 1);
  const ingredients = new Int32Array(largestIds.ingredient + 1);
  const tags = new Int32Array(largestIds.tag + 1);
  const difficulty = new Int32Array(3);
  const aiChef = new Int32Array(2);
  const countLinks = ({ start, ids }: LinkColumn, counts: Int32Array, position: number) => {
    for (let at = start[position]!, end = start[position + 1]!; at < end; at++) counts[ids[at]!]!++;
  };
  const tally = (facet: FacetName, position: number) => {
    if (facet === "categories") countLinks(columns.categories, categories, position);
    else if (facet === "ingredients") countLinks(columns.ingredients, ingredients, position);
    else if (facet === "tags") countLinks(columns.tags, tags, position);
    else if (facet === "difficulty") difficulty[columns.difficulty[position]!]!++;
    else aiChef[columns.isAiChef[position]!]!++;
  };
  let total = 0;
  for (let position = 0; position < columns.size; position++) {
    if (!passesAll(common, position)) continue;
    let failed = -1;
    let failures = 0;
    for (let check = 0; check < ownChecks.length && failures < 2; check++) {
      if (ownChecks[check]!(position)) continue;
      failed = check;
      failures++;
    }
    if (failures === 0) {
      total++;
      for (const facet of facetNames) tally(facet, position);
    } else if (failures === 1) tally(filtered[failed]!, position);
  }
  const counted = (counts: Int32Array) => {
    const present = new Map<number, number>();
    counts.forEach((count, key) => count > 0 && present.set(key, count));
    return present;
  };
  const difficultyCounts = new Map<string, number>();
  difficulty.forEach((count, code) => count > 0 && difficultyCounts.set(difficultyByCode[code]!, count));
  const authorType = new Map<"ai_chef" | "community", number>();
  if (aiChef[1]) authorType.set("ai_chef", aiChef[1]);
  if (aiChef[0]) authorType.set("community", aiChef[0]);
  return { total, categories: counted(categories), ingredients: counted(ingredients), tags: counted(tags), difficulty: difficultyCounts, authorType };
}
