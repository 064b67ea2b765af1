import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MAX_PAGE } from "#api/contract/limits";
import { authorTypeValues, difficultyValues } from "#api/contract/search-words";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Pagination } from "~/components/navigation/pagination";
import { RECIPE_CARD_IMAGE_SIZES, RecipeCard } from "~/components/recipes/recipe-card";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { ArticleSearchGroup } from "~/components/articles/article-search-group";
import { IngredientThreads } from "~/components/forums/ingredient-threads";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { mainImagePreload } from "~/components/recipes/recipe-image-preload";
import { routeMeta } from "~/platform/seo/route-meta";
import { appliedFilterChips, facetNames, type FilterChip, semanticChips } from "./applied-filters";
import { FilterPanel } from "./filter-panel";
import { clearAllHref, emptySearchState, type SearchState, searchHref } from "./search-url";
import type { TypedMiss } from "./typed-ingredients";
import type { loader } from "./search.server";

export { loader } from "./search.server";

// searchField: the page starts with its own search field, so a phone's header offers none (site-header.tsx).
export const handle = { i18n: ["search", "recipe", "articles"], searchField: true };
// The first result's picture is the first screen's largest element on a phone (decisions/041 puts the results first there).
export const meta: MetaFunction<typeof loader> = (args) => [...routeMeta(args), ...mainImagePreload(args.data?.results.data[0]?.image, RECIPE_CARD_IMAGE_SIZES)];

function ChipList({ chips, path, label }: { chips: FilterChip[]; path: string; label: string }) {
  const { t } = useTranslation("search");
  const locale = useLocale();
  const text = (chip: FilterChip) => {
    const value =
      chip.labelKey === "difficulty" && difficultyValues.some((level) => level === chip.value)
        ? t(`difficulty.${chip.value}`)
        : chip.labelKey === "authorType" && authorTypeValues.some((type) => type === chip.value)
          ? t(`authorType.${chip.value}`)
          : chip.labelKey === "minRating"
            ? numberFormat(locale).format(Number(chip.value))
            : chip.value;
    // Numbers take the plural their value asks for ("≥ 1 ración").
    const count = /^\d+$/.test(chip.value) ? Number(chip.value) : undefined;
    return t(`chip.${chip.labelKey}`, { value, count });
  };
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.id}>
          <Link
            to={searchHref(path, chip.without)}
            preventScrollReset
            className="inline-flex min-h-9 items-center gap-2 rounded-full border border-line bg-surface px-3 text-sm hover:border-accent"
            aria-label={t("remove", { name: text(chip) })}
            data-filter-chip={chip.id}
          >
            {text(chip)}
            <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** An ingredient typed that the catalogue does not know, with the nearest name to use instead. */
function TypedMissNotice({ typedMiss, path, state }: { typedMiss: TypedMiss; path: string; state: SearchState }) {
  const { t } = useTranslation("search");
  return (
    <p className="mt-3 rounded-lg border border-danger px-3 py-2 text-sm" role="alert" data-typed-miss>
      {typedMiss.suggestion
        ? t("unknownIngredientSuggestion", { typed: typedMiss.typed, suggestion: typedMiss.suggestion.name })
        : t("unknownIngredient", { typed: typedMiss.typed })}
      {typedMiss.suggestion ? (
        <>
          {" "}
          <Link
            to={searchHref(path, { ...state, [typedMiss.field]: [...state[typedMiss.field], typedMiss.suggestion.slug], page: 1 })}
            className="font-semibold underline underline-offset-4"
          >
            {t("useSuggestion", { suggestion: typedMiss.suggestion.name })}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/** When nothing matches, the nearest requests that have results. */
function NearestSearches({ nearest, path, state }: { nearest: { query: string; total: number }[]; path: string; state: SearchState }) {
  const { t } = useTranslation("search");
  return (
    <div className="mt-4" data-nearest-searches>
      <h3 className="text-sm font-semibold">{t("nearest")}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {nearest.map((item) => (
          <li key={item.query}>
            <Link to={searchHref(path, { ...state, q: item.query, semantic: "", page: 1 })} className="inline-flex min-h-9 items-center rounded-full bg-accent-soft px-3 text-sm">
              {t("nearestItem", { query: item.query, count: item.total })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The member's tastes this view added (decision 075): each a removable chip, with a link that drops
 * them all and one to change them for good in the settings.
 */
function TasteChips({ chips, path, state, fromTastes }: { chips: FilterChip[]; path: string; state: SearchState; fromTastes: string[] }) {
  const { t } = useTranslation("search");
  const to = useLocalizedPath();
  const kept = (key: "includeTags" | "excludeIngredients") => state[key].filter((slug) => !fromTastes.includes(`${key}:${slug}`));
  const withoutTastes = { ...state, page: 1, includeTags: kept("includeTags"), excludeIngredients: kept("excludeIngredients") };
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2" data-taste-chips>
      <span className="text-sm text-ink-muted">{t("tastes.applied")}</span>
      <ChipList chips={chips} path={path} label={t("tastes.applied")} />
      <Link to={searchHref(path, withoutTastes)} preventScrollReset className="text-sm underline underline-offset-4" data-tastes-off>
        {t("tastes.off")}
      </Link>
      <Link to={to("/settings/tastes")} className="text-sm underline underline-offset-4">
        {t("tastes.change")}
      </Link>
    </div>
  );
}

/** The search page of §2 (/buscar/ and /search): text, a semantic request and every filter, with results beside the panel (below the field on a phone). */
export default function SearchPage() {
  const { path, state, fromTastes, results, facets, popular, typedMiss, forumThreads, articles } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("search");
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const updating = navigation.state === "loading" && navigation.location.pathname === path;
  const { total, current_page: page, last_page: lastPage } = results.meta;
  const text = state.q || state.semantic;

  const allChips = appliedFilterChips(state, facetNames(facets, locale));
  const tasteChips = allChips.filter((chip) => fromTastes.includes(chip.id));
  const chips = allChips.filter((chip) => !fromTastes.includes(chip.id));
  const semantic = results.meta.semantic;
  const understood = semantic ? semanticChips(state, semantic.applied, semantic.text, facets) : [];

  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={[{ name: tc("nav.home"), to: to("/") }, { name: tc("search.submit") }]} />
      <h1 className="text-3xl font-semibold md:text-4xl">{text ? t("titleWithQuery", { query: text }) : t("title")}</h1>

      {/* On a phone the search field and the order come first, then the results; the filters open as a sheet (decisions/041). */}
      <div className="mt-4 grid gap-6 md:mt-8 lg:grid-cols-[18rem_1fr] lg:gap-8">
        <div className="lg:sticky lg:top-4 lg:self-start" data-search-controls>
          <FilterPanel path={path} state={state} facets={facets} typedMiss={typedMiss} />
        </div>

        <section aria-labelledby="results-heading" aria-busy={updating}>
          <h2 id="results-heading" className="sr-only">
            {t("results")}
          </h2>
          <p className="text-ink-muted" role="status" data-result-count={total}>
            {updating ? t("updating") : text ? t("resultCountFor", { count: total, query: text }) : t("resultCount", { count: total })}
          </p>
          {typedMiss ? <TypedMissNotice typedMiss={typedMiss} path={path} state={state} /> : null}
          {semantic?.relaxed.length ? (
            <p className="mt-3 rounded-lg bg-accent-soft px-3 py-2 text-sm" data-relaxed-search>
              {t("relaxed", {
                relaxed: new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(semantic.relaxed.map((filter) => t("relaxedName", { name: filter.label }))),
              })}
            </p>
          ) : null}
          {understood.length ? (
            <div className="mt-3 flex flex-wrap items-center gap-2" data-semantic-chips>
              <span className="text-sm text-ink-muted">{t("understood")}</span>
              <ChipList chips={understood} path={path} label={t("understood")} />
            </div>
          ) : null}
          {tasteChips.length ? <TasteChips chips={tasteChips} path={path} state={state} fromTastes={fromTastes} /> : null}
          {chips.length ? (
            <div className="mt-3 flex flex-wrap items-center gap-2">
              <ChipList chips={chips} path={path} label={t("appliedFilters")} />
              <Link to={clearAllHref(path, state)} className="text-sm underline underline-offset-4">
                {t("clearAll")}
              </Link>
            </div>
          ) : null}

          {results.data.length === 0 ? (
            <EmptyState as="div" className="mt-6" data-empty-state>
              <p className="font-semibold">{text && !chips.some((chip) => chip.id !== "q" && chip.id !== "semantic") ? t("emptyFor", { query: text }) : t("empty")}</p>
              {allChips.length > 1 ? (
                <>
                  <p className="mt-2 text-ink-muted">{t("emptyHint")}</p>
                  <div className="mt-3">
                    <ChipList chips={allChips} path={path} label={t("appliedFilters")} />
                  </div>
                </>
              ) : (
                <p className="mt-1 text-ink-muted">{t("emptyTextHint")}</p>
              )}
              {semantic?.nearest.length ? <NearestSearches nearest={semantic.nearest} path={path} state={state} /> : null}
              {popular.length ? (
                <div className="mt-4">
                  <h3 className="text-sm font-semibold">{t("popularSearches")}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2">
                    {popular.map((item) => (
                      <li key={item.query}>
                        <Link to={searchHref(path, { ...emptySearchState(), q: item.query })} className="inline-flex min-h-9 items-center rounded-full bg-accent-soft px-3 text-sm">
                          {item.query}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <ButtonLink to={clearAllHref(path, state)} weight="medium" className="mt-4">
                {t("showAll")}
              </ButtonLink>
            </EmptyState>
          ) : (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
              {results.data.map((recipe, index) => (
                <li key={recipe.id} className="flex">
                  <RecipeCard recipe={recipe} image={index === 0 ? "priority" : index < 3 ? "eager" : "lazy"} />
                </li>
              ))}
            </ul>
          )}

          <Pagination currentPage={page} lastPage={Math.min(lastPage, MAX_PAGE)} hrefFor={(target) => searchHref(path, { ...state, page: target })} label={t("pagination")} />
          <ArticleSearchGroup articles={articles} />
          {forumThreads ? <IngredientThreads ingredient={forumThreads.ingredient} threads={forumThreads.threads} /> : null}
        </section>
      </div>
    </div>
  );
}
