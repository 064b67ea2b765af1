import type { Difficulty } from "../../contract/recipes";
import type { AuthorType } from "../../contract/search";

/**
 * One search, already validated and normalised: what the query builder, the facet counter and the
 * semantic parser agree on. Empty arrays and undefined bounds mean "no filter".
 */
export interface RecipeFilters {
  /** Free text, sanitised (§5). */
  q: string;
  /** Category ids; a recipe matches when it is in any of them or their descendants. */
  categoryIds: number[];
  /** Category slugs, resolved to ids like categoryIds (the facet call of §7 sends slugs). */
  categorySlugs: string[];
  /** Every one must be in the recipe. */
  includeIngredientIds: number[];
  /** None may be in the recipe. */
  excludeIngredientIds: number[];
  includeTagSlugs: string[];
  excludeTagSlugs: string[];
  /** Any of them. */
  difficultyLevels: Difficulty[];
  activeTimeMaxMinutes?: number;
  totalTimeMaxMinutes?: number;
  minServings?: number;
  maxServings?: number;
  minAverageRating?: number;
  caloriesMin?: number;
  caloriesMax?: number;
  authorType?: AuthorType;
  isFeatured?: boolean;
  hasVideo?: boolean;
}

export function emptyFilters(): RecipeFilters {
  return {
    q: "",
    categoryIds: [],
    categorySlugs: [],
    includeIngredientIds: [],
    excludeIngredientIds: [],
    includeTagSlugs: [],
    excludeTagSlugs: [],
    difficultyLevels: [],
  };
}
