import type { RecipeDetail } from "#api/contract/recipes";
import { AddToPlan } from "~/areas/my-kitchen/meal-planner/add-to-plan";
import { RecipeListPicker } from "~/areas/my-kitchen/recipe-lists/recipe-list-picker";
import { RecipeSaveAction } from "~/components/recipes/save-recipe-button";
import { AddToShoppingList } from "~/areas/my-kitchen/shopping-list/add-to-shopping-list";

/**
 * What a cook does with a recipe besides reading it: save it, put it in a list, plan it, shop for
 * it. Each action is a plain form posting to its own area's route (it comes back here), enhanced
 * with JavaScript; `servings` is the page's scaler, so a plan or a shopping list gets what is shown.
 */
export function RecipeKitchenActions({ recipe, servings }: { recipe: RecipeDetail; servings: number }) {
  return (
    <div className="flex flex-wrap gap-2" data-recipe-kitchen-actions="">
      <RecipeSaveAction recipe={recipe} />
      <RecipeListPicker recipe={recipe} />
      <AddToPlan recipeSlug={recipe.slug} servings={servings} />
      <AddToShoppingList recipe={recipe} servings={servings} />
    </div>
  );
}
