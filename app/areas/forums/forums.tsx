import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ForumCategory } from "#api/contract/forums";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { categoryDot } from "./category-dot";
import { ForumHeader } from "./forum-header";
import { forumCategoryPath, forumsPath, forumThreadPath } from "~/components/forums/forum-paths";
import { ForumSearchForm } from "./forum-search-form";
import { ForumSearchResultList } from "./search-results";
import type { loader } from "./forums.server";

export { loader } from "./forums.server";

export const handle = { i18n: ["forums"] };
export const meta = routeMeta;

/** /forums: every category with its counts and the thread last active in it; with `?q=`, the threads found (decision 095). */
export default function ForumsPage() {
  const { categories, signedIn, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  return (
    <div className="space-y-6">
      <ForumHeader trail={[{ name: t("home"), to: to("/") }, { name: t("title") }]} signedIn={signedIn} />
      {search ? (
        <>
          <h1 className="text-3xl font-semibold md:text-4xl">
            {search.category ? t("search.titleIn", { q: search.q, category: search.category.name }) : t("search.title", { q: search.q })}
          </h1>
          <ForumSearchForm q={search.q} category={search.category ?? undefined} error={search.error ?? undefined} />
          {search.results ? <ForumSearchResultList results={search.results} cursor={search.cursor} /> : null}
          <p>
            <Link to={to(forumsPath)} className="font-semibold text-accent underline">
              {t("search.clear")}
            </Link>
          </p>
        </>
      ) : (
        <>
          <div>
            <h1 className="text-3xl font-semibold md:text-4xl">{t("title")}</h1>
            <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
          </div>
          <ForumSearchForm />
          <CategoryList categories={categories} />
        </>
      )}
    </div>
  );
}

/** Every category with its counts and the thread last active in it. */
function CategoryList({ categories }: { categories: ForumCategory[] }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <section aria-labelledby="forum-categories">
      <h2 id="forum-categories" className="sr-only">
        {t("categories")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {categories.map((category) => (
          <li key={category.slug} className="rounded-xl border border-line bg-surface p-5 shadow-raised" data-forum-category={category.slug}>
            <h3 className="text-xl font-semibold">
              <Link to={to(forumCategoryPath(category.slug))} className="underline-offset-4 hover:underline">
                <span aria-hidden="true" className={`mr-2 inline-block size-3 rounded-full ${categoryDot(category.colour)}`} />
                {category.name}
              </Link>
            </h3>
            <p className="mt-1 text-ink-muted">{category.description}</p>
            <p className="mt-3 text-sm text-ink-muted">
              {t("threadsCount", { count: category.threads_count })} · {t("repliesCount", { count: category.replies_count })}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {category.latest ? (
                <>
                  {t("latest")}{" "}
                  <Link to={to(forumThreadPath(category.latest.thread.key))} className="text-accent underline">
                    {category.latest.thread.title}
                  </Link>{" "}
                  {t("latestBy", { name: category.latest.user.name, date: formatDate(category.latest.at, locale, "medium") })}
                </>
              ) : (
                t("noActivity")
              )}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
