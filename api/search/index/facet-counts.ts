import { commonCandidates, ownFilters, type FacetName } from "./index-scan";
import { invertedOf } from "./column-filters";
import { buffersFor } from "./scan-buffers";
import type { LinkColumn, ScannedColumns } from "./recipe-columns";
import type { ResolvedFilters } from "../query/resolve-filters";
import type { TextMatch } from "./text-index";

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
