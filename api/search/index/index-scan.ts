import { difficultyByCode, difficultyCodes } from "./difficulty-codes";
import { keepLinking, keepWithin, marksOf } from "./column-filters";
import { buffersFor } from "./scan-buffers";
import { firstInOrder, orderFor } from "./scan-order";
import type { LinkColumn, ScannedColumns } from "./recipe-columns";
import type { SortBy } from "../../contract/search";
import type { ResolvedFilters } from "../query/resolve-filters";
import type { TextMatch } from "./text-index";

/**
 * The scan behind every search and facet count (decisions/017 and 026): which positions of the
 * index's columns pass the filters, and the page of them in order. Each filter narrows a list of
 * candidate positions in one tight loop over one column; testing every filter per recipe through
 * a callback cost five times as much at 100,000 recipes. Synchronous, and without allocating per
 * recipe: the lists live in buffers reused from one scan to the next (scan-buffers.ts). One filter
 * over one column is in column-filters.ts, the page's order in scan-order.ts, the facet tallies
 * in facet-counts.ts.
 */

/** The facets of §7's counts call; each is counted under every other filter but not its own. */
export type FacetName = "categories" | "ingredients" | "tags" | "difficulty" | "authorType";

/** Narrows candidates[0..count) in place, keeping their order; answers how many are left. */
type Narrow = (candidates: Int32Array, count: number) => number;

/** The published recipes passing the filters no facet owns (publication, text, bounds, flags), ascending. */
export function commonCandidates(columns: ScannedColumns, filters: ResolvedFilters, text: TextMatch | null, now: number, candidates: Int32Array) {
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
export function ownFilters(columns: ScannedColumns, filters: ResolvedFilters): { facet: FacetName; narrow: Narrow }[] {
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
