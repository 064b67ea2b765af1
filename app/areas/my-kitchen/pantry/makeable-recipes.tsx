import { useTranslation } from "react-i18next";
import type { PaginationMeta } from "#api/contract/envelopes";
import type { PantryRecipeMatch } from "#api/contract/pantry";
import { Pagination } from "~/components/navigation/pagination";
import { RecipeCard } from "~/components/recipes/recipe-card";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";

/** "Te falta 1: azafrán" under a card, or "Lo tienes todo". */
function MissingNote({ match }: { match: PantryRecipeMatch }) {
  const { t } = useTranslation("pantry");
  const locale = useLocale();
  const names = new Intl.ListFormat(locale, { type: "conjunction" }).format(match.missing.map((missing) => missing.name));
  return (
    <div className="space-y-1 text-sm" data-pantry-missing={match.missing.length}>
      <p className={match.missing.length === 0 ? "font-semibold text-success" : "font-semibold"}>
        {match.missing.length === 0 ? t("recipes.complete") : t("recipes.missing", { count: match.missing.length, names })}
      </p>
      <p className="text-ink-muted tabular-nums">{t("recipes.held", { held: match.held_count, total: match.ingredient_count })}</p>
    </div>
  );
}

/** "Qué puedo cocinar": recipe cards ranked by the share of their ingredients held, each saying what is missing. */
export function MakeableRecipes({ matches, meta, pantryIsEmpty }: { matches: PantryRecipeMatch[]; meta: PaginationMeta; pantryIsEmpty: boolean }) {
  const { t } = useTranslation("pantry");
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="pantry-recipes" className="space-y-4">
      <div>
        <h2 id="pantry-recipes" className="text-2xl font-semibold">
          {t("recipes.title")}
        </h2>
        <p className="text-ink-muted">{t("recipes.intro")}</p>
      </div>
      {matches.length === 0 ? (
        <EmptyState as="div" className="space-y-3">
          <p>{pantryIsEmpty ? t("recipes.emptyPantry") : t("recipes.none")}</p>
          <ButtonLink variant="neutral" to={to("/recetas")}>
            {t("searchRecipes")}
          </ButtonLink>
        </EmptyState>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-pantry-recipes>
          {matches.map((match) => (
            <li key={match.recipe.id} className="flex flex-col gap-2" data-pantry-recipe={match.recipe.slug}>
              <RecipeCard recipe={match.recipe} />
              <MissingNote match={match} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        label={t("recipes.pagination")}
        currentPage={meta.current_page}
        lastPage={meta.last_page}
        hrefFor={(page) => `${to("/user/pantry")}${page > 1 ? `?page=${page}` : ""}#pantry-recipes`}
      />
    </section>
  );
}
