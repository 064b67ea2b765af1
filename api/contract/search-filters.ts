import { CALORIES_MAX, MINUTES_MAX, RATING_MAX, RATING_MIN, SERVINGS_MAX, SERVINGS_MIN } from "./limits";
import { authorTypeValues } from "./search-words";

/**
 * Every search filter once (§2 search page, §7 parameters): its key in the page's state, the field
 * of the API's filters it fills, its name in the address bar, its recipe API parameter, how its value
 * is read, and the chip that shows it. The search page's URL reader and writer, its API query and
 * its chips (app/areas/search/search-url.ts, applied-filters.ts), and the API's names for the filters a
 * plain-words request found and how they merge with explicit ones (api/search/search.routes.ts,
 * query/resolve-filters.ts) are folds over this list. No zod here: the browser imports it.
 *
 * The list is in §7's order, which the API query and the chips follow; the address bar has its own
 * order (canonicalUrlOrder below), fixed because links and tests are written in it.
 */

interface Described<Key extends string> {
  /** Its key in the search page's state. */
  key: Key;
  /** Its name in the address bar. */
  url: string;
  /** Its recipe API parameter (§7). */
  api: string;
  /** The key of its chip's wording ("chip" translations); flags name one per value. */
  chip: string;
}

/** Free text: written as typed, cleaned (§5). */
interface TextFilter extends Described<"q" | "semantic"> {
  kind: "text";
}

/**
 * A list, comma-joined or repeated in the address bar: catalogue references (categories,
 * ingredients: only what searchEntityKey accepts), tag slugs, or difficulties (any spelling of §3).
 * `names` says which facet's names the chip shows instead of the slug.
 */
interface ListFilter extends Described<"categories" | "includeIngredients" | "excludeIngredients" | "includeTags" | "excludeTags" | "difficulty"> {
  kind: "list";
  /** The field of the API's filters (api/search/index/recipe-filters.ts) it fills. */
  filter: "categorySlugs" | "includeIngredientIds" | "excludeIngredientIds" | "includeTagSlugs" | "excludeTagSlugs" | "difficultyLevels";
  items: "entity" | "slug" | "difficulty";
  names?: "categories" | "ingredients" | "tags";
}

/** A number within bounds; out of them, or not a number, it is dropped. */
interface NumberFilter extends Described<"activeTimeMax" | "totalTimeMax" | "servingsMin" | "servingsMax" | "minRating" | "caloriesMin" | "caloriesMax"> {
  kind: "number";
  filter: "activeTimeMaxMinutes" | "totalTimeMaxMinutes" | "minServings" | "maxServings" | "minAverageRating" | "caloriesMin" | "caloriesMax";
  min: number;
  max: number;
  integer: boolean;
}

/** One of a fixed set of words. */
interface ChoiceFilter extends Described<"authorType"> {
  kind: "choice";
  filter: "authorType";
  values: readonly string[];
}

/** Yes or no (parseFlagWord's spellings); `chip` names the yes, `chipWhenFalse` the no. */
interface FlagFilter extends Described<"isFeatured" | "hasVideo"> {
  kind: "flag";
  filter: "isFeatured" | "hasVideo";
  chipWhenFalse: string;
}

export type SearchFilter = TextFilter | ListFilter | NumberFilter | ChoiceFilter | FlagFilter;

/** A filter of one value, which an explicit parameter sets and a plain-words request only fills when left open. */
export type SingleValueFilter = NumberFilter | ChoiceFilter | FlagFilter;

export function isSingleValueFilter(filter: SearchFilter): filter is SingleValueFilter {
  return filter.kind === "number" || filter.kind === "choice" || filter.kind === "flag";
}

/**
 * The list with each entry's literal types, from which the API derives its zod parameters and their
 * types (api/search/query/search-query-params.ts). Everything else reads `searchFilters`.
 */
export const searchFiltersAsWritten = [
  { kind: "text", key: "q", url: "q", api: "q", chip: "q" },
  { kind: "text", key: "semantic", url: "semantic", api: "semantic_query", chip: "semantic" },
  { kind: "list", key: "categories", filter: "categorySlugs", url: "categories", api: "category_slugs", chip: "category", items: "entity", names: "categories" },
  {
    kind: "list",
    key: "includeIngredients",
    filter: "includeIngredientIds",
    url: "include_ingredients",
    api: "include_ingredient_ids",
    chip: "includeIngredient",
    items: "entity",
    names: "ingredients",
  },
  {
    kind: "list",
    key: "excludeIngredients",
    filter: "excludeIngredientIds",
    url: "exclude_ingredients",
    api: "exclude_ingredient_ids",
    chip: "excludeIngredient",
    items: "entity",
    names: "ingredients",
  },
  { kind: "list", key: "includeTags", filter: "includeTagSlugs", url: "include_tags", api: "include_tag_slugs", chip: "includeTag", items: "slug", names: "tags" },
  { kind: "list", key: "excludeTags", filter: "excludeTagSlugs", url: "exclude_tags", api: "exclude_tag_slugs", chip: "excludeTag", items: "slug", names: "tags" },
  { kind: "list", key: "difficulty", filter: "difficultyLevels", url: "difficulty", api: "difficulty_levels", chip: "difficulty", items: "difficulty" },
  {
    kind: "number",
    key: "activeTimeMax",
    filter: "activeTimeMaxMinutes",
    url: "active_time_max",
    api: "active_time_max_minutes",
    chip: "activeTimeMax",
    min: 1,
    max: MINUTES_MAX,
    integer: true,
  },
  {
    kind: "number",
    key: "totalTimeMax",
    filter: "totalTimeMaxMinutes",
    url: "total_time_max",
    api: "total_time_max_minutes",
    chip: "totalTimeMax",
    min: 1,
    max: MINUTES_MAX,
    integer: true,
  },
  { kind: "number", key: "servingsMin", filter: "minServings", url: "servings_min", api: "min_servings", chip: "servingsMin", min: SERVINGS_MIN, max: SERVINGS_MAX, integer: true },
  { kind: "number", key: "servingsMax", filter: "maxServings", url: "servings_max", api: "max_servings", chip: "servingsMax", min: SERVINGS_MIN, max: SERVINGS_MAX, integer: true },
  {
    kind: "number",
    key: "minRating",
    filter: "minAverageRating",
    url: "min_rating",
    api: "min_average_rating",
    chip: "minRating",
    min: RATING_MIN,
    max: RATING_MAX,
    integer: false,
  },
  { kind: "number", key: "caloriesMin", filter: "caloriesMin", url: "calories_min", api: "calories_min", chip: "caloriesMin", min: 1, max: CALORIES_MAX, integer: true },
  { kind: "number", key: "caloriesMax", filter: "caloriesMax", url: "calories_max", api: "calories_max", chip: "caloriesMax", min: 1, max: CALORIES_MAX, integer: true },
  { kind: "choice", key: "authorType", filter: "authorType", url: "author_type", api: "author_type", chip: "authorType", values: authorTypeValues },
  { kind: "flag", key: "isFeatured", filter: "isFeatured", url: "is_featured", api: "is_featured", chip: "isFeatured", chipWhenFalse: "notFeatured" },
  { kind: "flag", key: "hasVideo", filter: "hasVideo", url: "has_video", api: "has_video", chip: "hasVideo", chipWhenFalse: "noVideo" },
] as const satisfies readonly SearchFilter[];

export const searchFilters: readonly SearchFilter[] = [...searchFiltersAsWritten];

/** The order a search URL is written in (sort and page follow): every filter's key, once. */
export const canonicalUrlOrder: readonly SearchFilter["key"][] = [
  "q",
  "semantic",
  "categories",
  "includeIngredients",
  "excludeIngredients",
  "includeTags",
  "excludeTags",
  "activeTimeMax",
  "totalTimeMax",
  "difficulty",
  "servingsMin",
  "servingsMax",
  "minRating",
  "caloriesMin",
  "caloriesMax",
  "authorType",
  "isFeatured",
  "hasVideo",
];
