import { useTranslation } from "react-i18next";
import type { RecipeSummary } from "#api/contract/recipes";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { RecipeGrid } from "~/components/recipes/recipe-grid";

/** The recipes of a category or tag page, or what to do when it has none. The first card's picture is the page's main image. */
export function RecipeListSection({ recipes, emptyText }: { recipes: RecipeSummary[]; emptyText: string }) {
  const { t } = useTranslation("browse");
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="recipe-list-heading" className="mt-8">
      <h2 id="recipe-list-heading" className="sr-only">
        {t("recipeListHeading")}
      </h2>
      {recipes.length === 0 ? (
        <EmptyState as="div">
          <p>{emptyText}</p>
          <ButtonLink to={to("/recetas/")} weight="medium" className="mt-4">
            {t("seeAllRecipes")}
          </ButtonLink>
        </EmptyState>
      ) : (
        <RecipeGrid recipes={recipes} leadsThePage />
      )}
    </section>
  );
}
