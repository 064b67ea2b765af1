import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./saved-recipes.server";
import { CursorPager } from "~/components/ui/cursor-pager";

export { action, loader } from "./saved-recipes.server";

export const handle = { i18n: ["saved-recipes", "recipe"] };
export const meta = routeMeta;

/** /user/saved-recipes: what the member saved with "Guardar", newest first, each card with its own "Guardado" to unsave. */
export default function SavedRecipesPage() {
  const { recipes, total, nextCursor, cursor } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const { t } = useTranslation("saved-recipes");
  const to = useLocalizedPath();

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-ink-muted" data-saved-recipes-total={total}>
          {recipes === null ? t("intro") : t("count", { count: total })}
        </p>
      </div>

      {failed?.error ? (
        <FormMessage tone="error">
          {failed.error}{" "}
          <Link to={failed.back} className="font-semibold underline underline-offset-4">
            {t("errors.back")}
          </Link>
        </FormMessage>
      ) : null}

      {recipes === null ? (
        <EmptyState muted role="status">
          {t("unavailable")}
        </EmptyState>
      ) : recipes.length === 0 && !cursor ? (
        <EmptyState as="section" aria-labelledby="saved-empty-title" className="space-y-4" data-saved-recipes-empty>
          <h2 id="saved-empty-title" className="text-xl font-semibold">
            {t("empty.title")}
          </h2>
          <p>{t("empty.body")}</p>
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={to("/recetas/")}>{t("empty.browse")}</ButtonLink>
            <ButtonLink variant="secondary" to={to("/buscar/")}>
              {t("empty.search")}
            </ButtonLink>
          </div>
        </EmptyState>
      ) : (
        <section aria-labelledby="saved-list-title" data-saved-recipes>
          <h2 id="saved-list-title" className="sr-only">
            {t("listLabel")}
          </h2>
          {recipes.length > 0 ? <RecipeGrid recipes={recipes} /> : <p className="text-ink-muted">{t("end")}</p>}
        </section>
      )}

      {recipes !== null ? (
        <CursorPager label={t("pagination")} cursor={cursor} nextCursor={nextCursor} firstLabel={t("newest")} nextLabel={t("more")} nextMarker="data-saved-recipes-more" />
      ) : null}
    </div>
  );
}
