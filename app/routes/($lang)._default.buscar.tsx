import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { apiFor } from "~/api-client/for-request.server";
import { searchRecipes } from "~/api-client/recipes.server";
import { SearchBox } from "~/components/layout/search-box";
import { RecipeCard } from "~/components/recipes/recipe-card";
import { getTranslator } from "~/i18n/i18next.server";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["search", "recipe"] };
export const meta = routeMeta;

/** Invalid values are dropped, not errors: a bad link still shows a useful page. */
const searchQuery = z.object({
  q: z.string().trim().max(500).catch("").default(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1).default(1),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { q, page } = searchQuery.parse(Object.fromEntries(url.searchParams));
  const api = await apiFor(request, context);
  const [results, t] = await Promise.all([searchRecipes(api, { q, page }), getTranslator(request, "search")]);
  return {
    q,
    results,
    meta: {
      title: q ? t("titleWithQuery", { query: q }) : t("title"),
      description: t("description"),
      keywords: t("keywords"),
      // §2: a query or filtered view of the search page is not indexed.
      noindex: Boolean(q) || page > 1,
    },
  };
}

export default function SearchPage() {
  const { q, results } = useLoaderData<typeof loader>();
  const { t } = useTranslation("search");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const { current_page: page, last_page: last, total } = results.meta;
  const pageLink = (target: number) => `${to("/buscar")}?${new URLSearchParams({ ...(q ? { q } : {}), ...(target > 1 ? { page: String(target) } : {}) })}`;

  return (
    <div className="container-content py-8 md:py-12">
      <nav aria-label={t("breadcrumb")} className="mb-4 text-sm text-ink-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to={to("/")} className="underline-offset-4 hover:underline">{tc("nav.home")}</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="text-ink">{tc("search.submit")}</li>
        </ol>
      </nav>
      <h1 className="text-3xl font-semibold md:text-4xl">{q ? t("titleWithQuery", { query: q }) : t("title")}</h1>
      <div className="mt-6 max-w-xl">
        <SearchBox id="page-search" defaultValue={q} />
      </div>
      <p className="mt-6 text-ink-muted" role="status" data-result-count={total}>
        {q ? t("resultCountFor", { count: total, query: q }) : t("resultCount", { count: total })}
      </p>

      {results.data.length === 0 ? (
        <div className="mt-8 rounded-xl border border-line bg-surface p-6">
          <p className="font-semibold">{t("empty", { query: q })}</p>
          <p className="mt-1 text-ink-muted">{t("emptyHint")}</p>
          <Link to={to("/buscar")} className="mt-4 inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-medium text-on-accent hover:bg-accent-hover">
            {t("showAll")}
          </Link>
        </div>
      ) : (
        <section aria-label={t("results")}>
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {results.data.map((recipe, index) => (
              <li key={recipe.id} className="flex">
                <RecipeCard recipe={recipe} eager={index < 4} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {last > 1 ? (
        <nav aria-label={t("pagination")} className="mt-10 flex items-center justify-between gap-4">
          {page > 1 ? (
            <Link rel="prev" to={pageLink(page - 1)} className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 hover:bg-accent-soft">
              ← {t("previous")}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-ink-muted tabular-nums">{t("pageOf", { page, last })}</span>
          {page < last ? (
            <Link rel="next" to={pageLink(page + 1)} className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 hover:bg-accent-soft">
              {t("next")} →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
