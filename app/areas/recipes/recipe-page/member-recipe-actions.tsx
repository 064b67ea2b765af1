import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { AddToPlan } from "~/areas/my-kitchen/meal-planner/add-to-plan";
import { planAddedParameter } from "~/areas/my-kitchen/meal-planner/plan-paths";
import { RecipeListPicker } from "~/areas/my-kitchen/recipe-lists/recipe-list-picker";
import { AddToShoppingList } from "~/areas/my-kitchen/shopping-list/add-to-shopping-list";
import { SaveRecipeButton } from "~/components/recipes/save-recipe-button";
import { ActionMenu } from "./action-menu";
import { menuHeadingClass } from "./action-style";

/**
 * What a member with a confirmed address has in the action bar: Guardar and the "Añadir a…" menu
 * (a list, the plan, the shopping list). Its own chunk, loaded on demand by the bar: a visitor's
 * first load leaves these forms out, a member's page fetches them before hydrating (decision 082).
 */
export function MemberRecipeActions({ recipe, servings }: { recipe: RecipeDetail; servings: number }) {
  const { t } = useTranslation("recipe");
  const [searchParams] = useSearchParams();
  // Back from a post without JavaScript: the menu opens on what it said.
  const justAdded = searchParams.has(planAddedParameter) || searchParams.get("shopping") === "added";
  return (
    <>
      <SaveRecipeButton recipe={recipe} look="page" />
      <ActionMenu label={t("actions.addTo")} defaultOpen={justAdded} data-add-to-menu="">
        <RecipeListPicker recipe={recipe} headingClass={menuHeadingClass} />
        <AddToPlan recipeSlug={recipe.slug} servings={servings} headingClass={menuHeadingClass} />
        <AddToShoppingList recipe={recipe} servings={servings} headingClass={menuHeadingClass} />
      </ActionMenu>
    </>
  );
}
