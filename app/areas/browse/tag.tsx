import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { listHref } from "~/areas/browse/list-query";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { leadingGridPreload } from "~/components/recipes/recipe-grid";
import { RecipeListSection } from "~/areas/browse/recipe-list-section";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./tag.server";

export { loader } from "./tag.server";

export const handle = { i18n: ["browse", "recipe"] };
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...leadingGridPreload(args.data?.recipes)];

export default function TagPage() {
  const { tag, recipes, paging } = useLoaderData<typeof loader>();
  const { t } = useTranslation("browse");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const pagePath = to(`/tag/${tag.slug}`);

  return (
    <div className="container-content py-8 md:py-12" data-tag={tag.slug}>
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: tc("nav.recipes"), to: to("/recetas/") }, { name: tag.name }]} />
      <p className="text-sm font-semibold uppercase tracking-wide text-accent">{t("tag.eyebrow")}</p>
      <h1 className="text-3xl font-semibold md:text-4xl">{t("tag.title", { tag: tag.name })}</h1>
      <p className="mt-2 text-ink-muted tabular-nums" data-result-count={paging.total}>
        {t("tag.count", { count: tag.recipe_count })}
      </p>

      <RecipeListSection recipes={recipes} emptyText={t("tag.empty")} />

      <Pagination currentPage={paging.currentPage} lastPage={paging.lastPage} hrefFor={(page) => listHref(pagePath, { page })} />
    </div>
  );
}
