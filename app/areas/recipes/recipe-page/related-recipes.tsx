import { useTranslation } from "react-i18next";
import type { RecipeSummary } from "#api/contract/recipes";
import { RecipeCard } from "~/components/recipes/recipe-card";

export function RelatedRecipes({ recipes }: { recipes: RecipeSummary[] }) {
  const { t } = useTranslation("recipe");
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="mt-16 print-hidden" data-related>
      <h2 id="related-title" className="text-2xl font-semibold md:text-3xl">
        {t("detail.related")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.map((recipe) => (
          <li key={recipe.id} className="flex">
            <RecipeCard recipe={recipe} />
          </li>
        ))}
      </ul>
    </section>
  );
}
