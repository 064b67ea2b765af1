import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeSummary } from "#api/contract/recipes";
import { useLocalizedPath } from "~/i18n/use-locale";
import { RecipeGrid } from "./recipe-grid";

/** The recipes of a category or tag page, or what to do when it has none. */
export function RecipeListSection({ recipes, emptyText }: { recipes: RecipeSummary[]; emptyText: string }) {
  const { t } = useTranslation("browse");
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="recipe-list-heading" className="mt-8">
      <h2 id="recipe-list-heading" className="sr-only">
        {t("recipeListHeading")}
      </h2>
      {recipes.length === 0 ? (
        <div className="rounded-xl border border-line bg-surface p-6">
          <p>{emptyText}</p>
          <Link to={to("/recetas/")} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-medium text-on-accent hover:bg-accent-hover">
            {t("seeAllRecipes")}
          </Link>
        </div>
      ) : (
        <RecipeGrid recipes={recipes} />
      )}
    </section>
  );
}
