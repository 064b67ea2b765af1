import * as americas from "./data/recipes-americas";
import * as asia from "./data/recipes-asia";
import * as europeMideast from "./data/recipes-europe-mideast";
import * as spain from "./data/recipes-spain";
import type { SeedIngredient, SeedRecipe } from "./data/types";

const files = [spain, europeMideast, americas, asia];

/** Every demo recipe, in a fixed order. */
export const demoRecipes: SeedRecipe[] = files.flatMap((file) => file.recipes);

/** The ingredient catalogue: the union of what every recipe file declares, first declaration wins. */
export const demoIngredients: SeedIngredient[] = (() => {
  const bySlug = new Map<string, SeedIngredient>();
  for (const file of files) for (const item of file.ingredients) if (!bySlug.has(item.slug)) bySlug.set(item.slug, item);
  return [...bySlug.values()].sort((a, b) => a.slug.localeCompare(b.slug));
})();
