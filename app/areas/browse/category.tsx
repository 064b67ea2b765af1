import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/areas/browse/list-query";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { leadingGridPreload } from "~/components/recipes/recipe-grid";
import { RecipeListSection } from "~/areas/browse/recipe-list-section";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./category.server";

export { loader } from "./category.server";

export const handle = { i18n: ["browse", "recipe"] };
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...leadingGridPreload(args.data?.recipes)];

export default function CategoryPage() {
  const { category, recipes, paging } = useLoaderData<typeof loader>();
  const { t } = useTranslation("browse");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const pagePath = to(`/categoria/${category.slug}`);
  const subcategories = category.children.filter((child) => child.recipe_count > 0);
  const countKey = category.children.length > 0 ? "category.countWithChildren" : "category.count";

  return (
    <div className="container-content py-8 md:py-12" data-category={category.slug}>
      <Breadcrumbs
        label={t("breadcrumb")}
        items={[
          { name: tc("nav.home"), to: to("/") },
          { name: tc("nav.categories"), to: to("/categorias/") },
          ...category.ancestors.map((ancestor) => ({ name: ancestor.name, to: to(`/categoria/${ancestor.slug}`) })),
          { name: category.name },
        ]}
      />
      <h1 className="text-3xl font-semibold md:text-4xl">{category.name}</h1>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
        <p className="text-ink-muted tabular-nums" data-result-count={paging.total}>
          {t(countKey, { count: category.recipe_count })}
        </p>
        {category.recipe_count > 1 ? (
          <Link to={listHref(to("/recetas/"), { category: category.slug })} className="inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline">
            {t("category.sortThese")}
          </Link>
        ) : null}
      </div>

      {subcategories.length > 0 ? (
        <section aria-labelledby="subcategories-heading" className="mt-6">
          <h2 id="subcategories-heading" className="text-lg font-semibold">
            {t("category.subcategories")}
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2" data-subcategories>
            {subcategories.map((child) => (
              <li key={child.slug}>
                <Link
                  to={to(`/categoria/${child.slug}`)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line bg-surface px-4 text-sm hover:bg-accent-soft"
                >
                  {child.name} <span className="text-ink-muted tabular-nums">· {child.recipe_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <RecipeListSection recipes={recipes} emptyText={t("category.empty")} />

      <Pagination currentPage={paging.currentPage} lastPage={paging.lastPage} hrefFor={(page) => listHref(pagePath, { page })} />
    </div>
  );
}
