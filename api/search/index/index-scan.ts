import type { SortBy } from "../../contract/search";
import { difficultyByCode, difficultyCodes } from "./difficulty-codes";
import type { LinkColumn, ScannedColumns } from "./recipe-index";
import type { ResolvedFilters } from "../query/resolve-filters";
import type { TextMatch } from "./text-index";

/**
 * The scan behind every search and facet count (decisions/017 and 026): which positions of the
 * index's columns pass the filters, the page of them in order, and the facet tallies. Each filter
 * narrows a list of candidate positions in one tight loop over one column; testing every filter
 * per recipe through a callback cost five times as much at 100,000 recipes. Synchronous, and
 * without allocating per recipe: the lists live in buffers reused from one scan to the next.
 */

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";

/** Buffers of one slot per recipe, grown when the index grows; every scan leaves `failures` and `marks` zeroed. */
const buffers = {
  candidates: new Int32Array(0),
  narrowed: new Int32Array(0),
  failures: new Uint8Array(0),
  failedFacet: new Uint8Array(0),
  marks: new Uint8Array(0),
  keys: new Float64Array(0),
};

function buffersFor(size: number) {
  if (buffers.candidates.length < size) {
    const room = Math.ceil(size * 1.25);
    Object.assign(buffers, {
      candidates: new Int32Array(room),
      narrowed: new Int32Array(room),
      failures: new Uint8Array(room),
      failedFacet: new Uint8Array(room),
      marks: new Uint8Array(room),
    });
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

/**
 * A link column turned around, built once per version of the columns on first use: for each id,
 * the positions linking to it (ascending, each once), and how many links it has in all.
 */
interface InvertedLinks {
  start: Int32Array;
  positions: Int32Array;
  linkCounts: Int32Array;
}

const inverted = new WeakMap<LinkColumn, InvertedLinks>();

function invertedOf(links: LinkColumn): InvertedLinks {
  let found = inverted.get(links);
  if (found) return found;
  const { start, ids } = links;
  const size = start.length - 1;
  let largest = 0;
  for (let link = 0; link < ids.length; link++) largest = Math.max(largest, ids[link]!);
  const linkCounts = new Int32Array(largest + 1);
  // A recipe listing an id twice holds one place in its list (the triggers keep the lists distinct, but cheaply sure).
  const lastPosition = new Int32Array(largest + 1).fill(-1);
  const from = new Int32Array(largest + 2);
  for (let position = 0; position < size; position++)
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
      const id = ids[link]!;
      linkCounts[id]!++;
      if (lastPosition[id] !== position) {
        lastPosition[id] = position;
        from[id + 1]!++;
      }
    }
  for (let id = 0; id <= largest; id++) from[id + 1]! += from[id]!;
  const positions = new Int32Array(from[largest + 1]!);
  const filled = from.slice(0, largest + 1);
  lastPosition.fill(-1);
  for (let position = 0; position < size; position++)
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
      const id = ids[link]!;
      if (lastPosition[id] === position) continue;
      lastPosition[id] = position;
      positions[filled[id]!++] = position;
    }
  found = { start: from, positions, linkCounts };
  inverted.set(links, found);
  return found;
}

/** Which positions link to any of the ids, one byte each (1 = links): their postings marked, not every recipe's links read. */
export function positionsLinkingAny(links: LinkColumn, ids: readonly number[]): Uint8Array {
  const turned = invertedOf(links);
  const largest = turned.linkCounts.length - 1;
  const linking = new Uint8Array(links.start.length - 1);
  for (const id of new Set(ids)) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) linking[turned.positions[at]!] = 1;
  }
  return linking;
}

/**
 * Keeps the candidates linking to any of the ids, to all of them, or to none. Testing each
 * candidate's links costs (candidates × links per recipe); marking the ids' positions costs their
 * number twice over: the cheaper way is taken.
 */
function keepLinking(links: LinkColumn, ids: number[], mode: "any" | "all" | "none", candidates: Int32Array, count: number) {
  const distinct = [...new Set(ids)];
  const turned = invertedOf(links);
  const largest = turned.linkCounts.length - 1;
  let marked = 0;
  for (const id of distinct) if (id >= 0 && id <= largest) marked += turned.start[id + 1]! - turned.start[id]!;
  const size = links.start.length - 1;
  const perCandidate = (count * links.ids.length) / Math.max(size, 1);
  if (perCandidate <= 2 * marked || distinct.length > 250) {
    if (mode === "all") return keepLinkingAll(links, distinct, candidates, count);
    return keepLinkingAny(links, marksOf(distinct), mode === "any", candidates, count);
  }
  const { marks } = buffersFor(size);
  const { positions } = turned;
  for (const id of distinct) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) marks[positions[at]!]!++;
  }
  const wanted = mode === "all" ? distinct.length : 1;
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const times = marks[position]!;
    if (mode === "none" ? times === 0 : times >= wanted) candidates[kept++] = position;
  }
  for (const id of distinct) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) marks[positions[at]!] = 0;
  }
  return kept;
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

/** Keeps the candidates linking to every one of the (distinct) wanted ids. */
function keepLinkingAll({ start, ids }: LinkColumn, distinct: number[], candidates: Int32Array, count: number) {
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
function commonCandidates(columns: ScannedColumns, filters: ResolvedFilters, text: TextMatch | null, now: number, candidates: Int32Array) {
  let count: number;
  if (text) {
    candidates.set(text.positions);
    count = keepWithin(candidates, text.positions.length, columns.publishedAt, Number.NEGATIVE_INFINITY, now);
  } else {
    const published = publishedBy(columns.publishedAt, now);
    candidates.set(published);
    count = published.length;
  }
  const bound = (column: Int32Array | Float64Array | Uint8Array, min = Number.NEGATIVE_INFINITY, max = Number.POSITIVE_INFINITY) => {
    // No bound asked: a recipe whose value is unknown (NaN: calories a member did not give) stays in.
    if (min === Number.NEGATIVE_INFINITY && max === Number.POSITIVE_INFINITY) return;
    const range = rangeOf(column);
    // A bound every recipe meets (say, calories up to 5,000) leaves the list as it is.
    if (!range.hasNaN && range.min >= min && range.max <= max) return;
    count = keepWithin(candidates, count, column, min, max);
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

const ranges = new WeakMap<Int32Array | Float64Array | Uint8Array, { min: number; max: number; hasNaN: boolean }>();

/** A column's smallest and largest values, computed once per version of the columns. */
function rangeOf(column: Int32Array | Float64Array | Uint8Array) {
  let range = ranges.get(column);
  if (!range) {
    range = { min: Number.POSITIVE_INFINITY, max: Number.NEGATIVE_INFINITY, hasNaN: false };
    for (let position = 0; position < column.length; position++) {
      const value = column[position]!;
      if (Number.isNaN(value)) range.hasNaN = true;
      else {
        range.min = Math.min(range.min, value);
        range.max = Math.max(range.max, value);
      }
    }
    ranges.set(column, range);
  }
  return range;
}

const publishedLists = new WeakMap<Float64Array, { positions: Int32Array; from: number; until: number }>();

/**
 * The positions published by `now`, ascending. The list holds from the moment it was made until
 * the next recipe's publication time, so most searches copy it instead of reading every date.
 */
function publishedBy(publishedAt: Float64Array, now: number): Int32Array {
  const kept = publishedLists.get(publishedAt);
  if (kept && now >= kept.from && now < kept.until) return kept.positions;
  let count = 0;
  let until = Number.POSITIVE_INFINITY;
  for (let position = 0; position < publishedAt.length; position++) {
    const at = publishedAt[position]!;
    // Unpublished recipes hold NaN, which fails both comparisons.
    if (at <= now) count++;
    else if (at < until) until = at;
  }
  const positions = new Int32Array(count);
  for (let position = 0, next = 0; position < publishedAt.length; position++) if (publishedAt[position]! <= now) positions[next++] = position;
  publishedLists.set(publishedAt, { positions, from: now, until });
  return positions;
}

/** Each filtered facet's own condition. */
function ownFilters(columns: ScannedColumns, filters: ResolvedFilters): { facet: FacetName; narrow: Narrow }[] {
  const own: { facet: FacetName; narrow: Narrow }[] = [];
  const { categoryIds, includeIngredientIds, excludeIngredientIds, includeTagIds, excludeTagIds } = filters;
  // The category column holds every ancestor, so a parent category matches its descendants' recipes.
  if (categoryIds.length) own.push({ facet: "categories", narrow: (candidates, count) => keepLinking(columns.categories, categoryIds, "any", candidates, count) });
  const includedAndNot =
    (links: LinkColumn, included: number[], excluded: number[]): Narrow =>
    (candidates, count) => {
      let kept = included.length ? keepLinking(links, included, "all", candidates, count) : count;
      if (excluded.length) kept = keepLinking(links, excluded, "none", candidates, kept);
      return kept;
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

const titlePrefixKeys = new WeakMap<string[], Float64Array>();

/**
 * Each title key's first three UTF-16 code units as one number, ordered as the strings are (a
 * shorter key pads with 0): titles that differ there compare as numbers, without reading strings.
 */
function titlePrefixes(titles: string[]): Float64Array {
  let keys = titlePrefixKeys.get(titles);
  if (!keys) {
    keys = new Float64Array(titles.length);
    for (let position = 0; position < titles.length; position++) {
      const title = titles[position]!;
      keys[position] = (title.charCodeAt(0) || 0) * 2 ** 32 + (title.charCodeAt(1) || 0) * 2 ** 16 + (title.charCodeAt(2) || 0);
    }
    titlePrefixKeys.set(titles, keys);
  }
  return keys;
}

/** -1, 0 or 1: a small integer, which a comparison can return without allocating (a difference of doubles is boxed). */
const signOf = (difference: number) => (difference > 0 ? 1 : difference < 0 ? -1 : 0);

function orderFor(sortBy: SortBy | undefined, text: TextMatch | null, locale: "es" | "en", columns: ScannedColumns): Order {
  const { id, publishedAt, reviewsCount, averageRating, totalMinutes, difficulty } = columns;
  const newest: Compare = (a, b) => signOf(publishedAt[b]! - publishedAt[a]!) || id[b]! - id[a]!;
  const titles = locale === "en" ? columns.titleKeyEn : columns.titleKeyEs;
  const byTitle: Compare = (a, b) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : id[a]! - id[b]!);
  const first = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: true });
  const last = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: false });
  switch (sortBy) {
    case "popular":
      return { compare: (a, b) => reviewsCount[b]! - reviewsCount[a]! || signOf(averageRating[b]! - averageRating[a]!) || newest(a, b), primary: first(reviewsCount) };
    case "rating":
      return { compare: (a, b) => signOf(averageRating[b]! - averageRating[a]!) || reviewsCount[b]! - reviewsCount[a]! || newest(a, b), primary: first(averageRating) };
    case "title_asc":
      return { compare: byTitle, primary: last(titlePrefixes(titles)) };
    case "title_desc":
      return { compare: (a, b) => byTitle(b, a), primary: first(titlePrefixes(titles)) };
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
      return { compare: (a, b) => signOf(ranks[b]! - ranks[a]!) || newest(a, b), primary: first(ranks) };
    }
  }
}

/** From this many positions on (a deep page), a heap costs more than finding the primary value the last of them holds. */
const DEEP_PAGE = 256;

/**
 * The first `count` positions for a deep page: the primary value the count-th best holds (found in
 * linear time), then only the positions at or past it are sorted.
 */
function firstByThreshold(positions: Int32Array, compare: Compare, { values, descending }: NonNullable<Order["primary"]>, count: number) {
  const size = positions.length;
  const sign = descending ? 1 : -1;
  if (buffers.keys.length < size) buffers.keys = new Float64Array(Math.ceil(size * 1.25));
  const keys = buffers.keys;
  for (let at = 0; at < size; at++) keys[at] = sign * values[positions[at]!]!;
  const threshold = nthSmallest(keys, size, size - count);
  const chosen: number[] = [];
  for (let at = 0; at < size; at++) if (sign * values[positions[at]!]! >= threshold) chosen.push(positions[at]!);
  return chosen.sort(compare).slice(0, count);
}

/** The value that would stand at index `nth` of keys[0..size) sorted ascending (Hoare's selection; reorders keys). */
function nthSmallest(keys: Float64Array, size: number, nth: number) {
  let left = 0;
  let right = size - 1;
  while (left < right) {
    const pivot = keys[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const held = keys[i]!;
        keys[i++] = keys[j]!;
        keys[j--] = held;
      }
    }
    if (nth <= j) right = j;
    else if (nth >= i) left = i;
    else return keys[nth]!;
  }
  return keys[nth]!;
}

/** The first `count` positions in order, without sorting them all: a bounded heap, worst on top. */
function firstInOrder(positions: Int32Array, { compare, primary }: Order, count: number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= positions.length) return Array.from(positions).sort(compare).slice(0, count);
  if (primary && count > DEEP_PAGE) return firstByThreshold(positions, compare, primary, count);
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  const values = primary?.values;
  const sign = primary?.descending ? 1 : -1;
  for (let at = 0; at < positions.length; at++) {
    const position = positions[at]!;
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
export function scanPage(columns: ScannedColumns, filters: ResolvedFilters, text: TextMatch | null, request: PageRequest): { ids: number[]; total: number } {
  const { candidates } = buffersFor(columns.size);
  let total = commonCandidates(columns, filters, text, request.now, candidates);
  for (const { narrow } of ownFilters(columns, filters)) total = narrow(candidates, total);
  const positions = firstInOrder(candidates.subarray(0, total), orderFor(request.sortBy, text, request.locale, columns), request.offset + request.limit);
  return { ids: positions.slice(request.offset).map((position) => columns.id[position]!), total };
}

/** Every position passing every filter (a copy, in no particular order): for callers that ask several questions of one scan. */
export function passingPositions(columns: ScannedColumns, filters: ResolvedFilters, text: TextMatch | null, now: number): Int32Array {
  const { candidates } = buffersFor(columns.size);
  let total = commonCandidates(columns, filters, text, now, candidates);
  for (const { narrow } of ownFilters(columns, filters)) total = narrow(candidates, total);
  return candidates.slice(0, total);
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
  columns: ScannedColumns,
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
  // Per facet, the positions it counts: those failing no own filter, and those failing its own only.
  const lists = ownLists(columns.size, own.length);
  const lengths = new Int32Array(own.length);
  let passing = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const failed = failures[position]!;
    if (failed === 0) {
      narrowed[passing++] = position;
      for (let facet = 0; facet < own.length; facet++) lists[facet]![lengths[facet]!++] = position;
    } else {
      if (failed === 1) {
        const facet = failedFacet[position]!;
        lists[facet]![lengths[facet]!++] = position;
      }
      failures[position] = 0;
    }
  }
  counters.total = passing;
  const countedBy = (name: FacetName) => {
    const facet = own.findIndex((filter) => filter.facet === name);
    return facet < 0 ? narrowed.subarray(0, passing) : lists[facet]!.subarray(0, lengths[facet]);
  };
  countLinksOf(columns.categories, countedBy("categories"), counters.categories);
  countLinksOf(columns.ingredients, countedBy("ingredients"), counters.ingredients);
  countLinksOf(columns.tags, countedBy("tags"), counters.tags);
  countValues(columns.difficulty, countedBy("difficulty"), counters.difficulty);
  countValues(columns.isAiChef, countedBy("authorType"), counters.aiChef);
  return counters;
}

/** One list per filtered facet, reused from one count to the next. */
const facetLists: Int32Array[] = [];

function ownLists(size: number, count: number) {
  for (let facet = 0; facet < count; facet++) if (!facetLists[facet] || facetLists[facet]!.length < size) facetLists[facet] = new Int32Array(Math.ceil(size * 1.25));
  return facetLists;
}

/**
 * Adds the links of the positions (ascending) to the counts. Over more than half the recipes it
 * counts the others and takes them from the column's totals: browsing everything costs nothing.
 */
function countLinksOf(links: LinkColumn, positions: Int32Array, counts: Int32Array) {
  const { start, ids } = links;
  const size = start.length - 1;
  if (positions.length * 2 <= size) {
    for (let at = 0; at < positions.length; at++) {
      const position = positions[at]!;
      for (let link = start[position]!, end = start[position + 1]!; link < end; link++) counts[ids[link]!]!++;
    }
    return;
  }
  const { linkCounts } = invertedOf(links);
  for (let id = 0; id < linkCounts.length; id++) counts[id]! += linkCounts[id]!;
  for (let position = 0, at = 0; position < size; position++) {
    if (at < positions.length && positions[at] === position) {
      at++;
      continue;
    }
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) counts[ids[link]!]!--;
  }
}

function countValues(column: Uint8Array, positions: Int32Array, counts: Int32Array) {
  for (let at = 0; at < positions.length; at++) counts[column[positions[at]!]!]!++;
}
