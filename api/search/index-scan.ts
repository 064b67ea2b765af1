import type { SortBy } from "../contract/search";
import { difficultyByCode, difficultyCodes, type LinkColumn, type RecipeColumns } from "./recipe-index";
import type { ResolvedFilters } from "./resolve-filters";
import type { TextMatch } from "./text-index";

/**
 * The scan behind every search and facet count (decisions/017 and 026): which positions of the
 * index's columns pass the filters, the page of them in order, and the facet tallies. Each filter
 * narrows a list of candidate positions in one tight loop over one column; testing every filter
 * per recipe through a callback cost five times as much at 100,000 recipes. Synchronous, and
 * without allocating per recipe: the lists live in buffers reused from one scan to the next.
 */

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
export type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";
export const facetNames: readonly FacetName[] = ["categories", "ingredients", "tags", "difficulty", "authorType"];

/** Buffers of one slot per recipe, grown when the index grows; every scan leaves `failures` zeroed. */
const buffers = { candidates: new Int32Array(0), narrowed: new Int32Array(0), failures: new Uint8Array(0), failedFacet: new Uint8Array(0) };

function buffersFor(size: number) {
  if (buffers.candidates.length < size) {
    const room = Math.ceil(size * 1.25);
    Object.assign(buffers, { candidates: new Int32Array(room), narrowed: new Int32Array(room), failures: new Uint8Array(room), failedFacet: new Uint8Array(room) });
  }
  return buffers;
}

/** Keeps the candidates whose value lies within [min, max]; NaN never does, as NULL never passes a bound in SQL. */
function keepWithin(candidates: Int32Array, count: number, column: Int32Array | Float64Array | Uint8Array, min: number, max: number) {
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const value = column[position]!;
    if (value >= min && value <= max) candidates[kept++] = position;
  }
  return kept;
}

/** A lookup table over ids: marks[id] is 1 for the given ids. */
function marksOf(ids: number[], size = 0) {
  const marks = new Uint8Array(Math.max(size - 1, 0, ...ids) + 1);
  for (const id of ids) marks[id] = 1;
  return marks;
}

/** Keeps the candidates linking to any of the marked ids (or, with `linked` false, to none of them). */
function keepLinkingAny({ start, ids }: LinkColumn, marks: Uint8Array, linked: boolean, candidates: Int32Array, count: number) {
  const size = marks.length;
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    let found = false;
    for (let link = start[position]!, end = start[position + 1]!; link < end && !found; link++) {
      const id = ids[link]!;
      found = id < size && marks[id] === 1;
    }
    if (found === linked) candidates[kept++] = position;
  }
  return kept;
}

/** Keeps the candidates linking to every one of the wanted ids. */
function keepLinkingAll({ start, ids }: LinkColumn, wanted: number[], candidates: Int32Array, count: number) {
  const distinct = [...new Set(wanted)];
  // Up to 30 ids, one bit each: a recipe passes when its links set every bit.
  if (distinct.length <= 30) {
    const bits = new Int32Array(Math.max(0, ...distinct) + 1);
    distinct.forEach((id, bit) => (bits[id] = 1 << bit));
    const all = (1 << distinct.length) - 1;
    const size = bits.length;
    let kept = 0;
    for (let at = 0; at < count; at++) {
      const position = candidates[at]!;
      let seen = 0;
      for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
        const id = ids[link]!;
        if (id < size) seen |= bits[id]!;
      }
      if (seen === all) candidates[kept++] = position;
    }
    return kept;
  }
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const end = start[position + 1]!;
    let every = true;
    for (const id of distinct) {
      let found = false;
      for (let link = start[position]!; link < end && !found; link++) found = ids[link] === id;
      if (!(every = found)) break;
    }
    if (every) candidates[kept++] = position;
  }
  return kept;
}

/** Narrows candidates[0..count) in place, keeping their order; answers how many are left. */
type Narrow = (candidates: Int32Array, count: number) => number;

/** The published recipes passing the filters no facet owns (publication, text, bounds, flags), ascending. */
function commonCandidates(columns: RecipeColumns, filters: ResolvedFilters, text: TextMatch | null, now: number, candidates: Int32Array) {
  let count: number;
  if (text) {
    candidates.set(text.positions);
    count = keepWithin(candidates, text.positions.length, columns.publishedAt, Number.NEGATIVE_INFINITY, now);
  } else {
    const { publishedAt, size } = columns;
    count = 0;
    // Unpublished recipes hold NaN, which fails the comparison.
    for (let position = 0; position < size; position++) if (publishedAt[position]! <= now) candidates[count++] = position;
  }
  const below = Number.NEGATIVE_INFINITY;
  const above = Number.POSITIVE_INFINITY;
  const bound = (column: Int32Array | Float64Array | Uint8Array, min: number | undefined, max: number | undefined) => {
    if (min !== undefined || max !== undefined) count = keepWithin(candidates, count, column, min ?? below, max ?? above);
  };
  bound(columns.activeMinutes, undefined, filters.activeTimeMaxMinutes);
  bound(columns.totalMinutes, undefined, filters.totalTimeMaxMinutes);
  bound(columns.servings, filters.minServings, filters.maxServings);
  bound(columns.averageRating, filters.minAverageRating, undefined);
  bound(columns.calories, filters.caloriesMin, filters.caloriesMax);
  if (filters.isFeatured !== undefined) bound(columns.isFeatured, Number(filters.isFeatured), Number(filters.isFeatured));
  if (filters.hasVideo !== undefined) bound(columns.hasVideo, Number(filters.hasVideo), Number(filters.hasVideo));
  return count;
}

/** Each filtered facet's own condition. */
function ownFilters(columns: RecipeColumns, filters: ResolvedFilters): { facet: FacetName; narrow: Narrow }[] {
  const own: { facet: FacetName; narrow: Narrow }[] = [];
  const { categoryIds, includeIngredientIds, excludeIngredientIds, includeTagIds, excludeTagIds } = filters;
  // The category column holds every ancestor, so a parent category matches its descendants' recipes.
  if (categoryIds.length) {
    const marks = marksOf(categoryIds);
    own.push({ facet: "categories", narrow: (candidates, count) => keepLinkingAny(columns.categories, marks, true, candidates, count) });
  }
  const includedAndNot = (links: LinkColumn, included: number[], excluded: number[]): Narrow => {
    const marks = marksOf(excluded);
    return (candidates, count) => {
      let kept = included.length ? keepLinkingAll(links, included, candidates, count) : count;
      if (excluded.length) kept = keepLinkingAny(links, marks, false, candidates, kept);
      return kept;
    };
  };
  if (includeIngredientIds.length || excludeIngredientIds.length)
    own.push({ facet: "ingredients", narrow: includedAndNot(columns.ingredients, includeIngredientIds, excludeIngredientIds) });
  if (includeTagIds.length || excludeTagIds.length) own.push({ facet: "tags", narrow: includedAndNot(columns.tags, includeTagIds, excludeTagIds) });
  if (filters.difficultyLevels.length) {
    const codes = marksOf(
      filters.difficultyLevels.map((level) => difficultyCodes[level]),
      difficultyByCode.length,
    );
    own.push({
      facet: "difficulty",
      narrow: (candidates, count) => {
        let kept = 0;
        for (let at = 0; at < count; at++) if (codes[columns.difficulty[candidates[at]!]!] === 1) candidates[kept++] = candidates[at]!;
        return kept;
      },
    });
  }
  if (filters.authorType) {
    const wanted = filters.authorType === "ai_chef" ? 1 : 0;
    own.push({ facet: "authorType", narrow: (candidates, count) => keepWithin(candidates, count, columns.isAiChef, wanted, wanted) });
  }
  return own;
}

/** Compares two positions of the columns: negative when the first comes first. */
type Compare = (a: number, b: number) => number;

/**
 * An order, and the number that settles most of its comparisons: `primary` (larger first when
 * `descending`) decides unless two positions hold the same value, when `compare` does.
 */
interface Order {
  compare: Compare;
  primary?: { values: Int32Array | Float64Array | Uint8Array; descending: boolean };
}

function orderFor(sortBy: SortBy | undefined, text: TextMatch | null, locale: "es" | "en", columns: RecipeColumns): Order {
  const { id, publishedAt, reviewsCount, averageRating, totalMinutes, difficulty } = columns;
  const newest: Compare = (a, b) => publishedAt[b]! - publishedAt[a]! || id[b]! - id[a]!;
  const titles = locale === "en" ? columns.titleKeyEn : columns.titleKeyEs;
  const byTitle: Compare = (a, b) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : id[a]! - id[b]!);
  const first = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: true });
  const last = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: false });
  switch (sortBy) {
    case "popular":
      return { compare: (a, b) => reviewsCount[b]! - reviewsCount[a]! || averageRating[b]! - averageRating[a]! || newest(a, b), primary: first(reviewsCount) };
    case "rating":
      return { compare: (a, b) => averageRating[b]! - averageRating[a]! || reviewsCount[b]! - reviewsCount[a]! || newest(a, b), primary: first(averageRating) };
    case "title_asc":
      return { compare: byTitle };
    case "title_desc":
      return { compare: (a, b) => byTitle(b, a) };
    case "time_asc":
      return { compare: (a, b) => totalMinutes[a]! - totalMinutes[b]! || newest(a, b), primary: last(totalMinutes) };
    case "time_desc":
      return { compare: (a, b) => totalMinutes[b]! - totalMinutes[a]! || newest(a, b), primary: first(totalMinutes) };
    case "difficulty_asc":
      return { compare: (a, b) => difficulty[a]! - difficulty[b]! || newest(a, b), primary: last(difficulty) };
    case "difficulty_desc":
      return { compare: (a, b) => difficulty[b]! - difficulty[a]! || newest(a, b), primary: first(difficulty) };
    case "latest":
      return { compare: newest, primary: first(publishedAt) };
    default: {
      // No sort asked: with text, the best matches first (decisions/016); otherwise the newest.
      if (!text) return { compare: newest, primary: first(publishedAt) };
      const ranks = text.ranks;
      return { compare: (a, b) => ranks[b]! - ranks[a]! || newest(a, b), primary: first(ranks) };
    }
  }
}

/** The first `count` positions in order, without sorting them all: a bounded heap, worst on top. */
function firstInOrder(positions: Int32Array, { compare, primary }: Order, count: number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= positions.length) return Array.from(positions).sort(compare).slice(0, count);
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  const values = primary?.values;
  const sign = primary?.descending ? 1 : -1;
  for (const position of positions) {
    if (heap.length < count) {
      heap.push(position);
      for (let at = heap.length - 1; at > 0 && compare(heap[at]!, heap[(at - 1) >> 1]!) > 0; at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
      continue;
    }
    if (values) {
      // Most positions lose to the worst kept one on the primary value alone.
      const ahead = sign * (values[position]! - values[heap[0]!]!);
      if (ahead < 0) continue;
      if (!(ahead > 0) && compare(position, heap[0]!) >= 0) continue;
    } else if (compare(position, heap[0]!) >= 0) continue;
    heap[0] = position;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < count && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < count && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === at) break;
      swap(at, worst);
      at = worst;
    }
  }
  return heap.sort(compare);
}

export interface PageRequest {
  /** How many to skip, and how many to give. */
  offset: number;
  limit: number;
  sortBy?: SortBy;
  locale: "es" | "en";
  /** Epoch milliseconds: recipes published after it are left out. */
  now: number;
}

/** The ids of one page of the recipes passing every filter, in order, and how many pass. */
export function scanPage(columns: RecipeColumns, filters: ResolvedFilters, text: TextMatch | null, request: PageRequest): { ids: number[]; total: number } {
  const { candidates } = buffersFor(columns.size);
  let total = commonCandidates(columns, filters, text, request.now, candidates);
  for (const { narrow } of ownFilters(columns, filters)) total = narrow(candidates, total);
  const positions = firstInOrder(candidates.subarray(0, total), orderFor(request.sortBy, text, request.locale, columns), request.offset + request.limit);
  return { ids: positions.slice(request.offset).map((position) => columns.id[position]!), total };
}

/** Counts per catalogue id (categories, ingredients, tags), per difficulty code and per AI-chef flag (0, 1). */
export interface FacetCounters {
  total: number;
  categories: Int32Array;
  ingredients: Int32Array;
  tags: Int32Array;
  difficulty: Int32Array;
  aiChef: Int32Array;
}

/**
 * All facet counts in one pass: a recipe meeting every filter counts in every facet; one failing
 * exactly one facet's own filter counts in that facet only — so picking an option never hides its
 * siblings.
 */
export function scanFacets(
  columns: RecipeColumns,
  filters: ResolvedFilters,
  text: TextMatch | null,
  largestIds: { category: number; ingredient: number; tag: number },
  now: number,
): FacetCounters {
  const { candidates, narrowed, failures, failedFacet } = buffersFor(columns.size);
  const count = commonCandidates(columns, filters, text, now, candidates);
  const own = ownFilters(columns, filters);
  // Mark, for each candidate, how many own filters it fails and the facet of the last one.
  own.forEach(({ narrow }, facet) => {
    narrowed.set(candidates.subarray(0, count));
    const kept = narrow(narrowed, count);
    for (let at = 0, passing = 0; at < count; at++) {
      const position = candidates[at]!;
      if (passing < kept && narrowed[passing] === position) passing++;
      else {
        failures[position]!++;
        failedFacet[position] = facet;
      }
    }
  });
  const counters: FacetCounters = {
    total: 0,
    categories: new Int32Array(largestIds.category + 1),
    ingredients: new Int32Array(largestIds.ingredient + 1),
    tags: new Int32Array(largestIds.tag + 1),
    difficulty: new Int32Array(3),
    aiChef: new Int32Array(2),
  };
  // Those failing no own filter count in every facet; those failing exactly one, in that facet only.
  let passing = 0;
  const failingOnly = own.map(() => [] as number[]);
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const failed = failures[position]!;
    if (failed === 0) narrowed[passing++] = position;
    else {
      if (failed === 1) failingOnly[failedFacet[position]!]!.push(position);
      failures[position] = 0;
    }
  }
  counters.total = passing;
  const tally = (facet: FacetName, positions: Int32Array) => {
    if (facet === "categories") countLinks(columns.categories, positions, counters.categories);
    else if (facet === "ingredients") countLinks(columns.ingredients, positions, counters.ingredients);
    else if (facet === "tags") countLinks(columns.tags, positions, counters.tags);
    else if (facet === "difficulty") countValues(columns.difficulty, positions, counters.difficulty);
    else countValues(columns.isAiChef, positions, counters.aiChef);
  };
  for (const facet of facetNames) tally(facet, narrowed.subarray(0, passing));
  own.forEach(({ facet }, index) => tally(facet, Int32Array.from(failingOnly[index]!)));
  return counters;
}

function countLinks({ start, ids }: LinkColumn, positions: Int32Array, counts: Int32Array) {
  for (let at = 0; at < positions.length; at++) {
    const position = positions[at]!;
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) counts[ids[link]!]!++;
  }
}

function countValues(column: Uint8Array, positions: Int32Array, counts: Int32Array) {
  for (let at = 0; at < positions.length; at++) counts[column[positions[at]!]!]!++;
}
