import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Category } from "#api/contract/catalogue";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { RecipeImage } from "~/components/recipes/recipe-image";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./categories.server";

export { loader } from "./categories.server";

export const handle = { i18n: ["browse"] };
export const meta = routeMeta;

/** How wide a category card's picture shows: its grid's column. */
const CATEGORY_CARD_IMAGE_SIZES = "(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw";

/**
 * A category with the picture of its most popular recipe (decision 071) and its own sub-categories
 * as chips; the name is the card's main link.
 */
function CategoryCard({ category, eager }: { category: Category; eager: boolean }) {
  const { t } = useTranslation("browse");
  const to = useLocalizedPath();
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-raised" data-category-card={category.slug}>
      <div className="aspect-[4/3] overflow-hidden bg-accent-soft" data-category-picture={category.image ? "recipe" : "none"}>
        {category.image ? <RecipeImage image={category.image} loading={eager ? "eager" : "lazy"} sizes={CATEGORY_CARD_IMAGE_SIZES} className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h3 className="text-xl font-semibold">
          <Link to={to(`/categoria/${category.slug}`)} className="underline-offset-4 hover:text-accent hover:underline">
            {category.name}
          </Link>
        </h3>
        <p className="text-sm text-ink-muted tabular-nums">{t("recipeCount", { count: category.recipe_count })}</p>
        {category.children.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={t("category.subcategories")}>
            {category.children.map((child) => (
              <li key={child.slug}>
                <Link to={to(`/categoria/${child.slug}`)} className="inline-flex min-h-11 items-center gap-1 rounded-full border border-line px-3 text-sm hover:bg-accent-soft">
                  {child.name} <span className="text-ink-muted tabular-nums">· {child.recipe_count}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

export default function CategoriesPage() {
  const { roots } = useLoaderData<typeof loader>();
  const { t } = useTranslation("browse");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();

  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: t("categories.title") }]} />
      <h1 className="text-3xl font-semibold md:text-4xl">{t("categories.title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("categories.intro")}</p>

      {roots.length === 0 ? <EmptyState className="mt-8">{t("categories.empty")}</EmptyState> : null}
      {roots.map((root, rootIndex) => (
        <section key={root.slug} aria-labelledby={`category-group-${root.slug}`} className="mt-12" data-category-group={root.type}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={`category-group-${root.slug}`} className="text-2xl font-semibold md:text-3xl">
              {root.name}
            </h2>
            <Link to={to(`/categoria/${root.slug}`)} className="inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline">
              {t("categories.seeAll", { category: root.name })}&nbsp;<span className="tabular-nums">({root.recipe_count})</span>
            </Link>
          </div>
          {root.children.length > 0 ? (
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {root.children.map((child, index) => (
                <li key={child.slug}>
                  <CategoryCard category={child} eager={rootIndex === 0 && index < 3} />
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
