import type { AppliedFilter, FacetCounts } from "#api/contract/search";
import type { SearchState } from "./search-url";

/** One removable chip: what it says and the search without it. */
export interface FilterChip {
  id: string;
  /** A key of the "chip" translations and the value it shows. */
  labelKey: string;
  value: string;
  without: SearchState;
}

type Names = { categories: Map<string, string>; ingredients: Map<string, string>; tags: Map<string, string> };

export function facetNames(facets: FacetCounts): Names {
  return {
    categories: new Map(facets.categories.map((option) => [option.slug, option.name])),
    ingredients: new Map(facets.ingredients.map((option) => [option.slug, option.name])),
    tags: new Map(facets.tags.map((option) => [option.slug, option.name])),
  };
}

/**
 * The chips of every filter in use, each removable on its own; removing one also goes back to
 * page 1 (§4: applying filters resets the page).
 */
export function appliedFilterChips(state: SearchState, names: Names): FilterChip[] {
  const base = { ...state, page: 1 };
  const chips: FilterChip[] = [];
  const listChips = (key: "categories" | "includeIngredients" | "excludeIngredients" | "includeTags" | "excludeTags", labelKey: string, lookup: Map<string, string>) => {
    for (const slug of state[key]) {
      chips.push({ id: `${key}:${slug}`, labelKey, value: lookup.get(slug) ?? slug, without: { ...base, [key]: state[key].filter((other) => other !== slug) } });
    }
  };
  const scalarChip = (key: keyof SearchState, labelKey: string, value: string) => {
    chips.push({ id: String(key), labelKey, value, without: { ...base, [key]: undefined } });
  };

  if (state.q) chips.push({ id: "q", labelKey: "q", value: state.q, without: { ...base, q: "" } });
  if (state.semantic) chips.push({ id: "semantic", labelKey: "semantic", value: state.semantic, without: { ...base, semantic: "" } });
  listChips("categories", "category", names.categories);
  listChips("includeIngredients", "includeIngredient", names.ingredients);
  listChips("excludeIngredients", "excludeIngredient", names.ingredients);
  listChips("includeTags", "includeTag", names.tags);
  listChips("excludeTags", "excludeTag", names.tags);
  for (const level of state.difficulty) {
    chips.push({ id: `difficulty:${level}`, labelKey: "difficulty", value: level, without: { ...base, difficulty: state.difficulty.filter((other) => other !== level) } });
  }
  if (state.activeTimeMax !== undefined) scalarChip("activeTimeMax", "activeTimeMax", String(state.activeTimeMax));
  if (state.totalTimeMax !== undefined) scalarChip("totalTimeMax", "totalTimeMax", String(state.totalTimeMax));
  if (state.servingsMin !== undefined) scalarChip("servingsMin", "servingsMin", String(state.servingsMin));
  if (state.servingsMax !== undefined) scalarChip("servingsMax", "servingsMax", String(state.servingsMax));
  if (state.minRating !== undefined) scalarChip("minRating", "minRating", String(state.minRating));
  if (state.caloriesMin !== undefined) scalarChip("caloriesMin", "caloriesMin", String(state.caloriesMin));
  if (state.caloriesMax !== undefined) scalarChip("caloriesMax", "caloriesMax", String(state.caloriesMax));
  if (state.authorType) scalarChip("authorType", "authorType", state.authorType);
  if (state.isFeatured !== undefined) scalarChip("isFeatured", state.isFeatured ? "isFeatured" : "notFeatured", "");
  if (state.hasVideo !== undefined) scalarChip("hasVideo", state.hasVideo ? "hasVideo" : "noVideo", "");
  return chips;
}

/** Which chip wording a filter found in a semantic request takes (flags pick theirs by value below). */
const semanticChipLabels: Record<string, string> = {
  include_ingredient_ids: "includeIngredient",
  exclude_ingredient_ids: "excludeIngredient",
  include_tag_slugs: "includeTag",
  exclude_tag_slugs: "excludeTag",
  difficulty_levels: "difficulty",
  active_time_max_minutes: "activeTimeMax",
  total_time_max_minutes: "totalTimeMax",
  min_servings: "servingsMin",
  max_servings: "servingsMax",
  min_average_rating: "minRating",
  calories_min: "caloriesMin",
  calories_max: "caloriesMax",
  author_type: "authorType",
  is_featured: "isFeatured",
  has_video: "hasVideo",
};

/**
 * What a semantic request was understood as, as chips: removing one turns the request into its
 * explicit filters (all the others) plus its leftover text, so the rest of the view stays.
 */
export function semanticChips(state: SearchState, applied: AppliedFilter[], leftoverText: string, facets: FacetCounts): FilterChip[] {
  const slugOf = {
    ingredient: new Map(facets.ingredients.map((option) => [option.id, option.slug])),
    category: new Map(facets.categories.map((option) => [option.id, option.slug])),
  };
  const explicit = (filters: AppliedFilter[]): SearchState => {
    const next: SearchState = { ...state, semantic: "", q: [state.q, leftoverText].filter(Boolean).join(" "), page: 1 };
    const add = (key: "categories" | "includeIngredients" | "excludeIngredients" | "includeTags" | "excludeTags", slug: string | undefined) => {
      if (slug && !next[key].includes(slug)) next[key] = [...next[key], slug];
    };
    for (const { param, value } of filters) {
      if (param === "include_ingredient_ids") add("includeIngredients", slugOf.ingredient.get(Number(value)));
      else if (param === "exclude_ingredient_ids") add("excludeIngredients", slugOf.ingredient.get(Number(value)));
      else if (param === "category_ids") add("categories", slugOf.category.get(Number(value)));
      else if (param === "category_slugs") add("categories", String(value));
      else if (param === "include_tag_slugs") add("includeTags", String(value));
      else if (param === "exclude_tag_slugs") add("excludeTags", String(value));
      else if (param === "difficulty_levels" && (value === "easy" || value === "medium" || value === "hard")) next.difficulty = [...new Set([...next.difficulty, value] as const)];
      else if (param === "active_time_max_minutes") next.activeTimeMax ??= Number(value);
      else if (param === "total_time_max_minutes") next.totalTimeMax ??= Number(value);
      else if (param === "min_servings") next.servingsMin ??= Number(value);
      else if (param === "max_servings") next.servingsMax ??= Number(value);
      else if (param === "min_average_rating") next.minRating ??= Number(value);
      else if (param === "calories_min") next.caloriesMin ??= Number(value);
      else if (param === "calories_max") next.caloriesMax ??= Number(value);
      else if (param === "author_type" && (value === "ai_chef" || value === "community")) next.authorType ??= value;
      else if (param === "is_featured") next.isFeatured ??= Boolean(value);
      else if (param === "has_video") next.hasVideo ??= Boolean(value);
    }
    return next;
  };
  return applied.map((filter, index) => ({
    id: `semantic:${filter.param}:${String(filter.value)}`,
    labelKey: semanticChipLabels[filter.param] ?? "category",
    value: filter.label,
    without: explicit(applied.filter((_, other) => other !== index)),
  }));
}
