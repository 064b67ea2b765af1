import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/browse/list-query";
import { loadTagPage } from "~/browse/tag-page.server";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["browse", "recipe"] };
export const meta = routeMeta;
export const loader = (args: LoaderFunctionArgs) => loadTagPage(args);

export default function TagPage() {
  const { tag, recipes, paging } = useLoaderData<typeof loader>();
  const { t } = useTranslation("browse");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const pagePath = to(`/tag/${tag.slug}`);

  return (
    <div className="container-content py-8 md:py-12" data-tag={tag.slug}>
      <Breadcrumbs
        label={t("breadcrumb")}
        items={[{ name: tc("nav.home"), to: to("/") }, { name: tc("nav.recipes"), to: to("/recetas/") }, { name: tag.name }]}
      />
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t("tag.eyebrow")}</p>
      <h1 className="text-3xl font-semibold md:text-4xl">{t("tag.title", { tag: tag.name })}</h1>
      <p className="mt-2 text-ink-muted tabular-nums" data-result-count={paging.total}>
        {t("tag.count", { count: tag.recipe_count })}
      </p>

      <section aria-labelledby="recipe-list-heading" className="mt-8">
        <h2 id="recipe-list-heading" className="sr-only">
          {t("recipeListHeading")}
        </h2>
        {recipes.length === 0 ? (
          <div className="rounded-xl border border-line bg-surface p-6">
            <p>{t("tag.empty")}</p>
            <Link to={to("/recetas/")} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-medium text-on-accent hover:bg-accent-hover">
              {t("seeAllRecipes")}
            </Link>
          </div>
        ) : (
          <RecipeGrid recipes={recipes} />
        )}
      </section>

      <Pagination currentPage={paging.currentPage} lastPage={paging.lastPage} hrefFor={(page) => listHref(pagePath, { page })} />
    </div>
  );
}
