import type { AppliedFilter, FacetCounts } from "#api/contract/search";
import { foodKindBySlug, foodKinds } from "#api/contract/food-kinds";
import { searchFilters } from "#api/contract/search-filters";
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

/** The names chips show: the facets' (in the page's language), and the kinds of food ruled out as one. */
export function facetNames(facets: FacetCounts, locale: "es" | "en" = "es"): Names {
  const kinds = foodKinds.map((kind) => [kind.slug, locale === "en" ? kind.nameEn : kind.nameEs] as const);
  return {
    categories: new Map(facets.categories.map((option) => [option.slug, option.name])),
    ingredients: new Map([...kinds, ...facets.ingredients.map((option) => [option.slug, option.name] as const)]),
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
  for (const filter of searchFilters) {
    const value = state[filter.key];
    if (Array.isArray(value)) {
      const lookup = filter.kind === "list" && filter.names ? names[filter.names] : undefined;
      for (const item of value as string[]) {
        const without = { ...base, [filter.key]: (value as string[]).filter((other) => other !== item) };
        chips.push({ id: `${filter.key}:${item}`, labelKey: filter.chip, value: lookup?.get(item) ?? item, without });
      }
    } else if (filter.kind === "text") {
      if (value) chips.push({ id: filter.key, labelKey: filter.chip, value: String(value), without: { ...base, [filter.key]: "" } });
    } else if (value !== undefined) {
      const labelKey = filter.kind === "flag" && value === false ? filter.chipWhenFalse : filter.chip;
      chips.push({ id: filter.key, labelKey, value: filter.kind === "flag" ? "" : String(value), without: { ...base, [filter.key]: undefined } });
    }
  }
  return chips;
}

/** Which chip wording a filter found in a semantic request takes (flags pick theirs by value below). */
const semanticChipLabels: Record<string, string> = Object.fromEntries(searchFilters.filter((filter) => filter.kind !== "text").map((filter) => [filter.api, filter.chip]));

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
    // Both boxes' words were the one request (search-url.ts's toApiFilters): what it did not read is the text left.
    const next: SearchState = { ...state, semantic: "", q: leftoverText, page: 1 };
    const add = (key: "categories" | "includeIngredients" | "excludeIngredients" | "includeTags" | "excludeTags", slug: string | undefined) => {
      if (slug && !next[key].includes(slug)) next[key] = [...next[key], slug];
    };
    for (const { param, value } of filters) {
      if (param === "include_ingredient_ids") add("includeIngredients", slugOf.ingredient.get(Number(value)));
      // A kind of food ("frutos-secos") is named by its slug.
      else if (param === "exclude_ingredient_ids") add("excludeIngredients", foodKindBySlug.has(String(value)) ? String(value) : slugOf.ingredient.get(Number(value)));
      else if (param === "category_ids") add("categories", slugOf.category.get(Number(value)));
      else if (param === "category_slugs") add("categories", String(value));
      else if (param === "include_tag_slugs") add("includeTags", String(value));
      else if (param === "exclude_tag_slugs") add("excludeTags", String(value));
      else if (param === "difficulty_levels" && (value === "easy" || value === "medium" || value === "hard")) next.difficulty = [...new Set([...next.difficulty, value] as const)];
      else {
        // A single value: an explicit one already in the view wins.
        const scalar = searchFilters.find((filter) => filter.api === param);
        const fields = next as unknown as Record<string, unknown>;
        if (scalar?.kind === "number") fields[scalar.key] ??= Number(value);
        else if (scalar?.kind === "choice" && scalar.values.includes(String(value))) fields[scalar.key] ??= value;
        else if (scalar?.kind === "flag") fields[scalar.key] ??= Boolean(value);
      }
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
