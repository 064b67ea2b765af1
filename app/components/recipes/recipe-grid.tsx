import type { RecipeSummary } from "#api/contract/recipes";
import { RecipeCard } from "./recipe-card";

/** Cards in a responsive grid; the first row loads eagerly because it is above the fold. */
export function RecipeGrid({ recipes }: { recipes: RecipeSummary[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-recipe-grid>
      {recipes.map((recipe, index) => (
        <li key={recipe.id} className="flex">
          <RecipeCard recipe={recipe} image={index < 4 ? "eager" : "lazy"} />
        </li>
      ))}
    </ul>
  );
}
