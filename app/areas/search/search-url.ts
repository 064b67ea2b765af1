import { DEFAULT_PER_PAGE, MAX_PAGE, SEARCH_LIST_MAX, SEARCH_SLUG_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { canonicalUrlOrder, type SearchFilter, searchFilters } from "#api/contract/search-filters";
import { type AuthorType, type Difficulty, parseDifficultyWord, parseFlagWord, searchEntityKey, stripUnsafeSearchText } from "#api/contract/search-words";
import { slugify } from "#api/contract/text";

/**
 * The search page's state as it lives in the address bar (§2): what it reads from a URL, with every
 * invalid value stripped; how it writes one back, defaults and page 1 left out; and the recipe API
 * query it stands for. Shared by the loader, the filter panel and the no-JS form's redirect.
 */

/** §5: the sort values a search URL may carry. "latest" is the default and never written. */
export const urlSortValues = ["latest", "rating_desc", "rating_asc", "time_asc", "time_desc", "difficulty_asc", "difficulty_desc"] as const;
type UrlSort = (typeof urlSortValues)[number];

export interface SearchState {
  q: string;
  semantic: string;
  categories: string[];
  includeIngredients: string[];
  excludeIngredients: string[];
  includeTags: string[];
  excludeTags: string[];
  difficulty: Difficulty[];
  activeTimeMax?: number;
  totalTimeMax?: number;
  servingsMin?: number;
  servingsMax?: number;
  minRating?: number;
  caloriesMin?: number;
  caloriesMax?: number;
  authorType?: AuthorType;
  isFeatured?: boolean;
  hasVideo?: boolean;
  /** Undefined: the default order (the best matches when there is text, else the newest). */
  sort?: UrlSort;
  page: number;
  /**
   * `tastes=off`: the member's tastes are not added to this view (decision 075), either because they
   * asked so or because the view already holds what is left of them (taste-defaults.ts).
   */
  tastesOff?: boolean;
}

export function emptySearchState(): SearchState {
  return { q: "", semantic: "", categories: [], includeIngredients: [], excludeIngredients: [], includeTags: [], excludeTags: [], difficulty: [], page: 1 };
}

/** Same rules as the API (§5): no angle brackets, "javascript:" or inline handlers; at most 500 characters. */
function cleanText(text: string): string {
  return stripUnsafeSearchText(text).replace(/\s+/g, " ").trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
}

/** A typed name or a slug becomes a slug ("Aceite de Oliva" → "aceite-de-oliva"), at most 100 characters. */
export function toSlug(value: string): string {
  return slugify(value).slice(0, SEARCH_SLUG_MAX_LENGTH);
}

/**
 * Lists may come comma-joined (links the page writes) or as repeated keys (the plain GET form).
 * Categories and ingredients keep only what the API accepts as a name for them (searchEntityKey).
 */
function slugList(params: URLSearchParams, key: string, { entityKeys = false } = {}): string[] {
  const slugs = params
    .getAll(key)
    .flatMap((value) => value.split(","))
    .map(toSlug)
    .filter((slug) => (entityKeys ? searchEntityKey.test(slug) : slug !== ""));
  return [...new Set(slugs)].slice(0, SEARCH_LIST_MAX);
}

function boundedNumber(raw: string | null, min: number, max: number, { integer = true } = {}): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || value < min || value > max) return undefined;
  return value;
}

function booleanFlag(raw: string | null): boolean | undefined {
  return raw === null ? undefined : parseFlagWord(raw);
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw?.trim().toLowerCase());
}

function difficultyList(params: URLSearchParams, key: string): Difficulty[] {
  return [
    ...new Set(
      params
        .getAll(key)
        .flatMap((value) => value.split(","))
        .map(parseDifficultyWord)
        .filter((value) => value !== undefined),
    ),
  ];
}

function readFilter(params: URLSearchParams, filter: SearchFilter): SearchState[SearchFilter["key"]] {
  switch (filter.kind) {
    case "text":
      return cleanText(params.getAll(filter.url).join(" "));
    case "list":
      return filter.items === "difficulty" ? difficultyList(params, filter.url) : slugList(params, filter.url, { entityKeys: filter.items === "entity" });
    case "number":
      return boundedNumber(params.get(filter.url), filter.min, filter.max, { integer: filter.integer });
    case "choice":
      return oneOf(params.get(filter.url), filter.values) as AuthorType | undefined;
    case "flag":
      return booleanFlag(params.get(filter.url));
  }
}

/** Reads a search URL; anything invalid is dropped, never an error (a bad link still shows a page). */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const state = emptySearchState();
  for (const filter of searchFilters) (state as unknown as Record<string, unknown>)[filter.key] = readFilter(params, filter);
  const page = boundedNumber(params.get("page"), 1, Number.MAX_SAFE_INTEGER);
  state.sort = oneOf(params.get("sort"), urlSortValues);
  // §2: page is capped at 1000.
  state.page = page === undefined ? 1 : Math.min(page, MAX_PAGE);
  if (params.get("tastes") === "off") state.tastesOff = true;
  return state;
}

/** Puts each filter in use under its name (url or api), lists comma-joined, empty values left out. */
function writeFilters(filters: readonly SearchFilter[], state: SearchState, nameOf: (filter: SearchFilter) => string, put: (name: string, value: string) => void): void {
  for (const filter of filters) {
    const value = state[filter.key];
    if (Array.isArray(value)) {
      if (value.length) put(nameOf(filter), value.join(","));
    } else if (value !== undefined && value !== "") put(nameOf(filter), String(value));
  }
}

const filtersInUrlOrder = canonicalUrlOrder.map((key) => searchFilters.find((filter) => filter.key === key)!);

/** Writes the state back in a fixed order, leaving out empty values, the default sort and page 1. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  writeFilters(filtersInUrlOrder, state, (filter) => filter.url, put);
  // With text the default order is relevance, so "latest" must be written to be kept.
  if (state.sort && (state.sort !== "latest" || state.q || state.semantic)) put("sort", state.sort);
  if (state.page > 1) put("page", state.page);
  if (state.tastesOff) put("tastes", "off");
  return params;
}

/** Commas stay readable in the address bar ("difficulty=easy,medium"); they need no escaping in a query. */
function searchQueryString(state: SearchState): string {
  return toSearchParams(state).toString().replace(/%2C/g, ",");
}

export function searchHref(path: string, state: SearchState): string {
  const query = searchQueryString(state);
  return query ? `${path}?${query}` : path;
}

/** Every filter removed; a member's tastes stay off once they were (decision 075), else "clear all" would bring them back. */
export function clearAllHref(path: string, state: SearchState): string {
  return searchHref(path, { ...emptySearchState(), tastesOff: state.tastesOff });
}

/** True when the view is filtered or has text: §2 keeps such pages out of search engines. */
export function isFilteredView(state: SearchState): boolean {
  const { page: _page, sort: _sort, tastesOff: _tastesOff, ...filters } = state;
  return Object.values(filters).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== ""));
}

/** §5 URL sort values to the API's sort_by; the API has no "worst rated first", so rating_asc reads as rating (decisions/016). */
const apiSortFor: Record<UrlSort, string> = {
  latest: "latest",
  rating_desc: "rating",
  rating_asc: "rating",
  time_asc: "time_asc",
  time_desc: "time_desc",
  difficulty_asc: "difficulty_asc",
  difficulty_desc: "difficulty_desc",
};

/**
 * The recipe API's query for this state (§7 parameter names, lists comma-joined). One search path
 * (decisions/069): whatever box the words came from (the header's, the home's, /buscar's `q` or
 * `semantic`), they go as one plain-words request, so every box finds the same recipes.
 */
export function toApiFilters(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  const words = [state.semantic, state.q].filter(Boolean).join(" ");
  writeFilters(
    searchFilters,
    { ...state, q: "", semantic: words },
    (filter) => filter.api,
    (name, value) => (query[name] = value),
  );
  return query;
}

export function toApiSearch(state: SearchState, perPage = DEFAULT_PER_PAGE): Record<string, string> {
  return {
    ...toApiFilters(state),
    ...(state.sort ? { sort_by: apiSortFor[state.sort] } : {}),
    ...(state.page > 1 ? { page: String(state.page) } : {}),
    per_page: String(perPage),
  };
}
