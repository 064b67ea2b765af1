import { CALORIES_MAX, MINUTES_MAX, RATING_MAX, RATING_MIN, SERVINGS_MAX, SERVINGS_MIN } from "./limits";
import { authorTypeValues } from "./search-words";

/**
 * Every search filter once (§2 search page, §7 parameters): its key in the page's state, its name in
 * the address bar, its recipe API parameter, how its value is read, and the chip that shows it. The
 * search page's URL reader and writer, its API query and its chips are folds over this list
 * (app/search/search-url.ts, app/search/applied-filters.ts). No zod here: the browser imports it.
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
  items: "entity" | "slug" | "difficulty";
  names?: "categories" | "ingredients" | "tags";
}

/** A number within bounds; out of them, or not a number, it is dropped. */
interface NumberFilter extends Described<"activeTimeMax" | "totalTimeMax" | "servingsMin" | "servingsMax" | "minRating" | "caloriesMin" | "caloriesMax"> {
  kind: "number";
  min: number;
  max: number;
  integer: boolean;
}

/** One of a fixed set of words. */
interface ChoiceFilter extends Described<"authorType"> {
  kind: "choice";
  values: readonly string[];
}

/** Yes or no (parseFlagWord's spellings); `chip` names the yes, `chipWhenFalse` the no. */
interface FlagFilter extends Described<"isFeatured" | "hasVideo"> {
  kind: "flag";
  chipWhenFalse: string;
}

export type SearchFilter = TextFilter | ListFilter | NumberFilter | ChoiceFilter | FlagFilter;

export const searchFilters: readonly SearchFilter[] = [
  { kind: "text", key: "q", url: "q", api: "q", chip: "q" },
  { kind: "text", key: "semantic", url: "semantic", api: "semantic_query", chip: "semantic" },
  { kind: "list", key: "categories", url: "categories", api: "category_slugs", chip: "category", items: "entity", names: "categories" },
  { kind: "list", key: "includeIngredients", url: "include_ingredients", api: "include_ingredient_ids", chip: "includeIngredient", items: "entity", names: "ingredients" },
  { kind: "list", key: "excludeIngredients", url: "exclude_ingredients", api: "exclude_ingredient_ids", chip: "excludeIngredient", items: "entity", names: "ingredients" },
  { kind: "list", key: "includeTags", url: "include_tags", api: "include_tag_slugs", chip: "includeTag", items: "slug", names: "tags" },
  { kind: "list", key: "excludeTags", url: "exclude_tags", api: "exclude_tag_slugs", chip: "excludeTag", items: "slug", names: "tags" },
  { kind: "list", key: "difficulty", url: "difficulty", api: "difficulty_levels", chip: "difficulty", items: "difficulty" },
  { kind: "number", key: "activeTimeMax", url: "active_time_max", api: "active_time_max_minutes", chip: "activeTimeMax", min: 1, max: MINUTES_MAX, integer: true },
  { kind: "number", key: "totalTimeMax", url: "total_time_max", api: "total_time_max_minutes", chip: "totalTimeMax", min: 1, max: MINUTES_MAX, integer: true },
  { kind: "number", key: "servingsMin", url: "servings_min", api: "min_servings", chip: "servingsMin", min: SERVINGS_MIN, max: SERVINGS_MAX, integer: true },
  { kind: "number", key: "servingsMax", url: "servings_max", api: "max_servings", chip: "servingsMax", min: SERVINGS_MIN, max: SERVINGS_MAX, integer: true },
  { kind: "number", key: "minRating", url: "min_rating", api: "min_average_rating", chip: "minRating", min: RATING_MIN, max: RATING_MAX, integer: false },
  { kind: "number", key: "caloriesMin", url: "calories_min", api: "calories_min", chip: "caloriesMin", min: 1, max: CALORIES_MAX, integer: true },
  { kind: "number", key: "caloriesMax", url: "calories_max", api: "calories_max", chip: "caloriesMax", min: 1, max: CALORIES_MAX, integer: true },
  { kind: "choice", key: "authorType", url: "author_type", api: "author_type", chip: "authorType", values: authorTypeValues },
  { kind: "flag", key: "isFeatured", url: "is_featured", api: "is_featured", chip: "isFeatured", chipWhenFalse: "notFeatured" },
  { kind: "flag", key: "hasVideo", url: "has_video", api: "has_video", chip: "hasVideo", chipWhenFalse: "noVideo" },
];

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
