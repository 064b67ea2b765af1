import type { RecipeDetail } from "#api/contract/recipes";
import { type Locale, localizePath } from "~/platform/i18n/locales";

/** One step of the trail to a recipe, with its path in the page's language. */
export interface TrailStep {
  name: string;
  path: string;
}

/** The category a recipe is filed under: its cuisine, else its course. */
function primaryCategory(recipe: Pick<RecipeDetail, "categories">) {
  return recipe.categories.find((category) => category.type === "cuisine") ?? recipe.categories.find((category) => category.type === "course");
}

/** Inicio → Recetas → the recipe's cuisine or course → the recipe, for the visible trail and the BreadcrumbList alike. */
export function recipeTrail(recipe: Pick<RecipeDetail, "title" | "slug" | "categories">, labels: { home: string; recipes: string }, locale: Locale): TrailStep[] {
  const category = primaryCategory(recipe);
  return [
    { name: labels.home, path: localizePath("/", locale) },
    { name: labels.recipes, path: localizePath("/recetas/", locale) },
    ...(category ? [{ name: category.name, path: localizePath(`/categoria/${category.slug}`, locale) }] : []),
    { name: recipe.title, path: localizePath(`/receta/${recipe.slug}`, locale) },
  ];
}
