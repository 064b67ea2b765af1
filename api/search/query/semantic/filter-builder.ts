import type { Difficulty } from "../../../contract/recipes";
import type { RecipeFilters } from "../../index/recipe-filters";

export interface AppliedFilter {
  /** The RecipeFilters key it set, e.g. "includeIngredientIds", "totalTimeMaxMinutes". */
  filter: keyof RecipeFilters;
  /** The value it added: an id, a slug, a number, a difficulty or a boolean. */
  value: string | number | boolean;
  /** The words of the request it came from, as typed ("sin gluten", "under 300 calories"). */
  matched: string;
}

// ---------------------------------------------------------------------------------------------
// The result being built: filters and their chips move together.
// ---------------------------------------------------------------------------------------------

type ListFilter = "categoryIds" | "includeIngredientIds" | "excludeIngredientIds" | "includeTagSlugs" | "excludeTagSlugs" | "difficultyLevels";

type ValueFilter = "activeTimeMaxMinutes" | "totalTimeMaxMinutes" | "minServings" | "minAverageRating" | "caloriesMin" | "caloriesMax" | "authorType" | "isFeatured" | "hasVideo";

export class FilterBuilder {
  readonly filters: Partial<RecipeFilters> = {};
  applied: AppliedFilter[] = [];

  addToList<K extends ListFilter>(filter: K, value: RecipeFilters[K][number], matched: string): void {
    const list: ReadonlyArray<RecipeFilters[K][number]> = this.filters[filter] ?? [];
    if (list.includes(value)) return;
    this.filters[filter] = [...list, value] as RecipeFilters[K];
    this.applied.push({ filter, value, matched });
  }

  /** A kind of food: every one of its ingredients filtered, under one chip that names the kind. */
  addKind(filter: "includeIngredientIds" | "excludeIngredientIds", slug: string, ids: readonly number[], matched: string): void {
    if (this.applied.some((entry) => entry.filter === filter && entry.value === slug)) return;
    const list = this.filters[filter] ?? [];
    this.filters[filter] = [...new Set([...list, ...ids])];
    this.applied.push({ filter, value: slug, matched });
  }

  /** A later value replaces an earlier one, and its chip with it. */
  setValue<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>, matched: string): void {
    this.filters[filter] = value;
    this.applied = this.applied.filter((entry) => entry.filter !== filter);
    this.applied.push({ filter, value, matched });
  }

  /** A vaguer word's value ("rápida" → 30 min): it never overrides an explicit one ("en 20 minutos"). */
  setDefault<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>, matched: string): void {
    if (this.filters[filter] === undefined) this.setValue(filter, value, matched);
  }
}

export type Apply = (builder: FilterBuilder, matched: string) => void;

export function setsDifficulty(level: Difficulty): Apply {
  return (builder, matched) => builder.addToList("difficultyLevels", level, matched);
}

export function setsValue<K extends ValueFilter>(filter: K, value: NonNullable<RecipeFilters[K]>): Apply {
  return (builder, matched) => builder.setValue(filter, value, matched);
}
