import type { MetaDescriptor } from "@remix-run/node";
import type { RecipeSummary } from "#api/contract/recipes";
import { mainImagePreload } from "~/components/recipes/recipe-image-preload";
import { RECIPE_CARD_IMAGE_SIZES, RecipeCard } from "./recipe-card";

/** The cards a grid loads eagerly: its first row at the widest, above the fold. */
const EAGER_CARDS = 4;

/**
 * Cards in a responsive grid; the first row loads eagerly. On a page the grid leads (`leadsThePage`),
 * the first card's picture is the page's main image: fetched first, and preloaded by the page's `meta`
 * with `leadingGridPreload`. Only the first: on a phone the second card starts below the fold.
 */
export function RecipeGrid({ recipes, leadsThePage = false }: { recipes: RecipeSummary[]; leadsThePage?: boolean }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-recipe-grid>
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex">
          <RecipeCard recipe={recipe} image={leadsThePage && index === 0 ? "priority" : index < EAGER_CARDS ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}

/** For the `meta` of a page its grid leads: the first card's picture, preloaded. */
export function leadingGridPreload(recipes: RecipeSummary[] | undefined): MetaDescriptor[] {
  return mainImagePreload(recipes?.[0]?.image, RECIPE_CARD_IMAGE_SIZES);
}
