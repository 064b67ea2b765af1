import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listFiltersHref, listHref } from "~/areas/browse/list-query";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { leadingGridPreload, RecipeGrid } from "~/components/recipes/recipe-grid";
import { RecipeSortForm } from "~/areas/browse/recipe-sort-form";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./recipes.server";

export { loader } from "./recipes.server";

export const handle = { i18n: ["browse", "recipe"] };
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...leadingGridPreload(args.data?.recipes)];

export default function RecipesPage() {
  const { basePath, sort, category, recipes, paging, heading } = useLoaderData<typeof loader>();
  const { t } = useTranslation("browse");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();

  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: t("recipes.title") }]} />
      <h1 className="text-3xl font-semibold md:text-4xl">{heading}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("recipes.intro")}</p>

      <div className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-2">
          {category ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1" data-category-filter={category.slug}>
              <span>
                {t("recipes.filteredBy")} <strong>{category.name}</strong>
              </span>
              <Link
                to={listHref(basePath, { sort })}
                aria-label={t("recipes.clearCategoryLabel", { category: category.name })}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 text-sm hover:bg-accent-soft"
              >
                <span aria-hidden="true">✕&nbsp;</span>
                {t("recipes.clearCategory")}
              </Link>
              <Link to={to(`/categoria/${category.slug}`)} className="text-sm text-accent underline-offset-4 hover:underline">
                {t("recipes.openCategory")}
              </Link>
            </p>
          ) : null}
          <p className="text-ink-muted tabular-nums" data-result-count={paging.total}>
            {t("recipeCount", { count: paging.total })}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <ButtonLink to={listFiltersHref(to("/buscar/"), { sort, category: category?.slug })} variant="neutral" data-list-filters>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {t("recipes.filters")}
          </ButtonLink>
          <RecipeSortForm action={basePath} sort={sort} category={category?.slug} />
        </div>
      </div>

      <section aria-labelledby="recipe-list-heading" className="mt-6">
        <h2 id="recipe-list-heading" className="sr-only">
          {t("recipeListHeading")}
        </h2>
        {recipes.length === 0 ? <EmptyState>{t("recipes.empty")}</EmptyState> : <RecipeGrid recipes={recipes} leadsThePage />}
      </section>

      <Pagination currentPage={paging.currentPage} lastPage={paging.lastPage} hrefFor={(page) => listHref(basePath, { page, sort, category: category?.slug })} />
    </div>
  );
}
