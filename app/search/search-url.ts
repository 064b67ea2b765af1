import {
  CALORIES_MAX,
  DEFAULT_PER_PAGE,
  MAX_PAGE,
  MINUTES_MAX,
  RATING_MAX,
  RATING_MIN,
  SEARCH_LIST_MAX,
  SEARCH_SLUG_MAX_LENGTH,
  SEARCH_TEXT_MAX_LENGTH,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from "#api/contract/limits";
import { type AuthorType, authorTypeValues, type Difficulty, parseDifficultyWord, parseFlagWord, searchEntityKey, stripUnsafeSearchText } from "#api/contract/search-words";
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

/** Reads a search URL; anything invalid is dropped, never an error (a bad link still shows a page). */
export function parseSearchParams(params: URLSearchParams): SearchState {
  const text = (key: string) => cleanText(params.getAll(key).join(" "));
  const page = boundedNumber(params.get("page"), 1, Number.MAX_SAFE_INTEGER);
  return {
    q: text("q"),
    semantic: text("semantic"),
    categories: slugList(params, "categories", { entityKeys: true }),
    includeIngredients: slugList(params, "include_ingredients", { entityKeys: true }),
    excludeIngredients: slugList(params, "exclude_ingredients", { entityKeys: true }),
    includeTags: slugList(params, "include_tags"),
    excludeTags: slugList(params, "exclude_tags"),
    difficulty: [
      ...new Set(
        params
          .getAll("difficulty")
          .flatMap((value) => value.split(","))
          .map(parseDifficultyWord)
          .filter((value) => value !== undefined),
      ),
    ],
    activeTimeMax: boundedNumber(params.get("active_time_max"), 1, MINUTES_MAX),
    totalTimeMax: boundedNumber(params.get("total_time_max"), 1, MINUTES_MAX),
    servingsMin: boundedNumber(params.get("servings_min"), SERVINGS_MIN, SERVINGS_MAX),
    servingsMax: boundedNumber(params.get("servings_max"), SERVINGS_MIN, SERVINGS_MAX),
    minRating: boundedNumber(params.get("min_rating"), RATING_MIN, RATING_MAX, { integer: false }),
    caloriesMin: boundedNumber(params.get("calories_min"), 1, CALORIES_MAX),
    caloriesMax: boundedNumber(params.get("calories_max"), 1, CALORIES_MAX),
    authorType: oneOf(params.get("author_type"), authorTypeValues),
    isFeatured: booleanFlag(params.get("is_featured")),
    hasVideo: booleanFlag(params.get("has_video")),
    sort: oneOf(params.get("sort"), urlSortValues),
    // §2: page is capped at 1000.
    page: page === undefined ? 1 : Math.min(page, MAX_PAGE),
  };
}

/** Writes the state back in a fixed order, leaving out empty values, the default sort and page 1. */
export function toSearchParams(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== "") params.set(key, String(value));
  };
  const putList = (key: string, values: string[]) => {
    if (values.length) params.set(key, values.join(","));
  };
  put("q", state.q);
  put("semantic", state.semantic);
  putList("categories", state.categories);
  putList("include_ingredients", state.includeIngredients);
  putList("exclude_ingredients", state.excludeIngredients);
  putList("include_tags", state.includeTags);
  putList("exclude_tags", state.excludeTags);
  put("active_time_max", state.activeTimeMax);
  put("total_time_max", state.totalTimeMax);
  putList("difficulty", state.difficulty);
  put("servings_min", state.servingsMin);
  put("servings_max", state.servingsMax);
  put("min_rating", state.minRating);
  put("calories_min", state.caloriesMin);
  put("calories_max", state.caloriesMax);
  put("author_type", state.authorType);
  put("is_featured", state.isFeatured);
  put("has_video", state.hasVideo);
  // With text the default order is relevance, so "latest" must be written to be kept.
  if (state.sort && (state.sort !== "latest" || state.q || state.semantic)) put("sort", state.sort);
  if (state.page > 1) put("page", state.page);
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

/** True when the view is filtered or has text: §2 keeps such pages out of search engines. */
export function isFilteredView(state: SearchState): boolean {
  const { page: _page, sort: _sort, ...filters } = state;
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

/** The recipe API's query for this state (§7 parameter names, lists comma-joined). */
export function toApiFilters(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  const put = (key: string, value: string | number | boolean | undefined) => {
    if (value !== undefined && value !== "") query[key] = String(value);
  };
  const putList = (key: string, values: string[]) => {
    if (values.length) query[key] = values.join(",");
  };
  put("q", state.q);
  put("semantic_query", state.semantic);
  putList("category_slugs", state.categories);
  putList("include_ingredient_ids", state.includeIngredients);
  putList("exclude_ingredient_ids", state.excludeIngredients);
  putList("include_tag_slugs", state.includeTags);
  putList("exclude_tag_slugs", state.excludeTags);
  putList("difficulty_levels", state.difficulty);
  put("active_time_max_minutes", state.activeTimeMax);
  put("total_time_max_minutes", state.totalTimeMax);
  put("min_servings", state.servingsMin);
  put("max_servings", state.servingsMax);
  put("min_average_rating", state.minRating);
  put("calories_min", state.caloriesMin);
  put("calories_max", state.caloriesMax);
  put("author_type", state.authorType);
  put("is_featured", state.isFeatured);
  put("has_video", state.hasVideo);
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
