import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Category } from "#api/contract/catalogue";
import { SearchBox } from "~/shell/site-frame/search-box";
import { RECIPE_CARD_IMAGE_SIZES, RecipeCard } from "~/components/recipes/recipe-card";
import { mainImagePreload } from "~/components/recipes/recipe-image-preload";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./home.server";

export { loader } from "./home.server";

// searchField: the hero holds the search field, so a phone's header offers none (site-header.tsx).
export const handle = { i18n: ["home", "recipe"], searchField: true };
// The first featured recipe's picture is the first screen's largest element on a phone.
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...mainImagePreload(args.data?.featured[0]?.image, RECIPE_CARD_IMAGE_SIZES)];

function CategoryList({ title, items }: { title: string; items: Category[] }) {
  const { t } = useTranslation("home");
  return (
    <div>
      <h3 className="mb-3 font-sans text-base font-semibold">{title}</h3>
      <ul className="flex flex-wrap gap-2">
        {items
          .filter((item) => item.recipe_count > 0)
          .map((item) => (
            <li key={item.slug} className="rounded-full border border-line bg-surface px-3 py-1.5 text-sm">
              {item.name} <span className="text-ink-muted tabular-nums">· {t("categories.recipeCount", { count: item.recipe_count })}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

export default function HomePage() {
  const { featured, cuisines, courses } = useLoaderData<typeof loader>();
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  return (
    <>
      <section className="border-b border-line bg-accent-soft/60">
        <div className="container-content grid gap-6 py-12 md:py-20">
          <h1 className="max-w-3xl text-4xl font-semibold md:text-6xl">{t("hero.title")}</h1>
          <p className="max-w-2xl text-lg text-ink-muted">{t("hero.subtitle")}</p>
          <div className="max-w-xl">
            <SearchBox id="home-search" />
            <p className="mt-2 text-sm text-ink-muted">{t("hero.searchHint")}</p>
          </div>
        </div>
      </section>

      <section id="recetas" aria-labelledby="featured-title" className="container-content scroll-mt-4 py-12">
        <h2 id="featured-title" className="text-3xl font-semibold">
          {t("featured.title")}
        </h2>
        <p className="mt-1 text-ink-muted">{t("featured.subtitle")}</p>
        {featured.length === 0 ? (
          <p className="mt-6">{t("featured.empty")}</p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {featured.map((recipe, index) => (
              <li key={recipe.id} className="flex">
                <RecipeCard recipe={recipe} image={index === 0 ? "priority" : index < 4 ? "eager" : "lazy"} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="categorias" aria-labelledby="categories-title" className="container-content scroll-mt-4 space-y-6 py-12">
        <div>
          <h2 id="categories-title" className="text-3xl font-semibold">
            {t("categories.title")}
          </h2>
          <p className="mt-1 text-ink-muted">{t("categories.subtitle")}</p>
        </div>
        {cuisines.map((group) => (
          <CategoryList key={group.slug} title={group.name} items={group.children.length > 0 ? group.children : [group]} />
        ))}
        <CategoryList title={tc("nav.categories")} items={courses} />
      </section>
    </>
  );
}
