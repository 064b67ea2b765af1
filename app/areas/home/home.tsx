import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { Category } from "#api/contract/catalogue";
import type { RecipeSummary } from "#api/contract/recipes";
import { SearchBox } from "~/shell/site-frame/search-box";
import { RECIPE_CARD_IMAGE_SIZES, RecipeCard } from "~/components/recipes/recipe-card";
import { mainImagePreload } from "~/components/recipes/recipe-image-preload";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader, MemberWeek } from "./home.server";
import { FollowedCooksnaps } from "./followed-cooksnaps";
import { QUICK_MINUTES } from "./home-strips";

export { loader } from "./home.server";

// searchField: the hero holds the search field, so a phone's header offers none (site-header.tsx).
export const handle = { i18n: ["home", "recipe"], searchField: true };
/**
 * The page's first row of cards (a member's diets, else the first strip with recipes, else the featured
 * grid): its first picture is the first screen's largest element on a phone, preloaded and fetched first.
 */
function leadingCards<Card>(data: { featured: Card[]; strips: { quick: Card[]; inSeason: Card[]; popular: Card[] }; week: { forDiets: Card[] } | null }): Card[] {
  return [data.week?.forDiets ?? [], data.strips.quick, data.strips.inSeason, data.strips.popular, data.featured].find((cards) => cards.length > 0) ?? [];
}
const cardLoading = (leading: boolean, index: number) => (leading && index === 0 ? "priority" : leading && index < 4 ? "eager" : "lazy");

export const meta: MetaFunction<typeof loader> = (args) => [
  ...routeMeta(args),
  ...mainImagePreload(args.data ? leadingCards(args.data)[0]?.image : undefined, RECIPE_CARD_IMAGE_SIZES),
];

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

const linkClass = "font-semibold text-ink underline-offset-4 hover:text-accent hover:underline";
const moreClass = "inline-flex min-h-11 items-center text-accent underline-offset-4 hover:underline";

/** A row of recipe cards under a heading, with a link to see more; nothing when it has no recipes. */
function RecipeStrip({
  id,
  title,
  subtitle,
  recipes,
  more,
  leading,
}: {
  id: string;
  title: string;
  subtitle?: string;
  recipes: RecipeSummary[];
  more?: { to: string; label: string };
  leading: RecipeSummary[];
}) {
  if (recipes.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-title`} className="container-content py-8" data-home-strip={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div>
          <h2 id={`${id}-title`} className="text-2xl font-semibold md:text-3xl">
            {title}
          </h2>
          {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
        </div>
        {more ? (
          <Link to={more.to} className={moreClass}>
            {more.label}
            {/* "See more" alone says nothing out of context (a screen reader's list of links, Lighthouse's link-text). */}
            <span className="sr-only">: {title}</span>
          </Link>
        ) : null}
      </div>
      <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {recipes.map((recipe, index) => (
          <li key={recipe.id} className="flex">
            <RecipeCard recipe={recipe} image={cardLoading(recipes === leading, index)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One line of the feed: who published or reviewed what. Names and titles are link children, never Trans values (decision 032). */
function FeedLine({ item }: { item: MemberWeek["feed"][number] }) {
  const { t } = useTranslation("home");
  const to = useLocalizedPath();
  const member = item.kind === "recipe" ? item.recipe.user : item.review.user;
  const recipe = item.kind === "recipe" ? item.recipe : item.review.recipe;
  const memberLink = (
    <Link to={to(`/users/${member.slug}`)} className={linkClass}>
      {member.name}
    </Link>
  );
  const recipeLink = (
    <Link to={to(`/receta/${recipe.slug}`)} className={linkClass}>
      {recipe.title}
    </Link>
  );
  return (
    <li className="py-2" data-week-feed={item.kind}>
      <Trans t={t} i18nKey={item.kind === "recipe" ? "week.feedPublished" : "week.feedReviewed"} components={{ member: memberLink, recipe: recipeLink }} />
    </li>
  );
}

/** A signed-in member's week (decision 071): tonight's meal, the shopping list, their feed and what the people they follow cooked (decision 081), recipes for their diets. */
function MemberWeekSection({ week }: { week: MemberWeek }) {
  const { t } = useTranslation("home");
  const to = useLocalizedPath();
  const card = "flex flex-col gap-2 rounded-xl border border-line bg-surface p-5 shadow-raised";
  return (
    <section aria-labelledby="week-title" className="border-b border-line bg-accent-soft/60" data-member-week>
      <div className="container-content py-8 md:py-12">
        <h1 id="week-title" className="text-3xl font-semibold md:text-4xl">
          {t("week.title", { name: week.name })}
        </h1>
        {!week.onboarded ? (
          <p className="mt-2">
            <Link to={to("/bienvenida")} className={linkClass}>
              {t("week.tellUs")}
            </Link>
          </p>
        ) : week.tastes.length > 0 ? (
          <p className="mt-2 text-ink-muted" data-week-tastes>
            {t("week.tastes", { tastes: week.tastes.join(" · ") })}{" "}
            <Link to={to("/settings/tastes")} className={linkClass}>
              {t("week.changeTastes")}
            </Link>
          </p>
        ) : null}
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <div className={card} data-week-tonight>
            <h2 className="font-sans text-base font-semibold text-ink-muted">{t(week.tonight?.slot === "dinner" || !week.tonight ? "week.tonight" : "week.today")}</h2>
            {week.tonight ? (
              <>
                <p className="font-display text-xl font-semibold">
                  <Link to={to(`/receta/${week.tonight.recipe.slug}`)} className={linkClass}>
                    {week.tonight.recipe.title}
                  </Link>
                </p>
                <p className="text-sm text-ink-muted">{t("week.servings", { count: week.tonight.servings ?? week.tonight.recipe.servings })}</p>
              </>
            ) : (
              <p>{t("week.nothingPlanned")}</p>
            )}
            <Link to={to("/meal-planner")} className={moreClass}>
              {t("week.toPlanner")}
            </Link>
          </div>
          <div className={card} data-week-shopping>
            <h2 className="font-sans text-base font-semibold text-ink-muted">{t("week.shopping")}</h2>
            <p className="font-display text-xl font-semibold tabular-nums">{week.toBuy === null ? t("week.shoppingUnknown") : t("week.toBuy", { count: week.toBuy })}</p>
            <Link to={to("/user/shopping-list")} className={moreClass}>
              {t("week.toShoppingList")}
            </Link>
          </div>
          <div className={card} data-week-feed-box>
            <h2 className="font-sans text-base font-semibold text-ink-muted">{t("week.feed")}</h2>
            {week.feed.length > 0 ? (
              <ul className="divide-y divide-line text-sm">
                {week.feed.map((item) => (
                  <FeedLine key={`${item.kind}-${item.kind === "recipe" ? item.recipe.id : item.review.id}`} item={item} />
                ))}
              </ul>
            ) : (
              <p>{t("week.feedEmpty")}</p>
            )}
            <Link to={to("/feed")} className={moreClass}>
              {t("week.toFeed")}
            </Link>
          </div>
        </div>
        <FollowedCooksnaps cooksnaps={week.cooked} />
      </div>
    </section>
  );
}

export default function HomePage() {
  const data = useLoaderData<typeof loader>();
  const { featured, cuisines, courses, strips, week } = data;
  const leading = leadingCards(data);
  const { t } = useTranslation("home");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  // A member's page has one main heading: their week's; the hero's becomes a second-level one.
  const HeroHeading = week ? "h2" : "h1";
  return (
    <>
      {week ? <MemberWeekSection week={week} /> : null}
      {week && week.forDiets.length > 0 ? (
        <RecipeStrip id="for-diets" title={t("week.forDiets")} subtitle={week.diets.join(" · ")} recipes={week.forDiets} leading={leading} />
      ) : null}
      <section className="border-b border-line bg-accent-soft/60">
        <div className="container-content grid gap-6 py-12 md:py-20">
          <HeroHeading className="max-w-3xl text-4xl font-semibold md:text-6xl">{t("hero.title")}</HeroHeading>
          <p className="max-w-2xl text-lg text-ink-muted">{t("hero.subtitle")}</p>
          <div className="max-w-xl">
            <SearchBox id="home-search" />
            <p className="mt-2 text-sm text-ink-muted">{t("hero.searchHint")}</p>
          </div>
        </div>
      </section>

      <RecipeStrip
        id="quick"
        title={t("strips.quick", { minutes: QUICK_MINUTES })}
        recipes={strips.quick}
        leading={leading}
        more={{ to: `${to("/buscar/")}?total_time_max=${QUICK_MINUTES}`, label: t("strips.more") }}
      />
      <RecipeStrip
        id="season"
        title={t("strips.season")}
        subtitle={t(`strips.seasons.${strips.season}`)}
        recipes={strips.inSeason}
        leading={leading}
        more={{ to: to(`/tag/${strips.season}`), label: t("strips.more") }}
      />
      <RecipeStrip id="popular" title={t("strips.popular")} recipes={strips.popular} leading={leading} more={{ to: `${to("/recetas/")}?sort=popular`, label: t("strips.more") }} />

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
                <RecipeCard recipe={recipe} image={cardLoading(featured === leading, index)} />
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
