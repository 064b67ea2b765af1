import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ArticleSearchResult } from "#api/contract/articles";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { ArticleCard, articlesPath } from "./article-card";

/** The recipe search's "Artículos" group (decision 103): the few articles its words find, marked; nothing when none. */
export function ArticleSearchGroup({ articles }: { articles: ArticleSearchResult[] }) {
  const { t } = useTranslation("articles");
  const to = useLocalizedPath();
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="article-results-title" className="mt-10 space-y-4" data-article-results>
      <h2 id="article-results-title" className="text-2xl font-semibold">
        {t("search.title")}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {articles.map((article) => (
          <li key={article.id} className="flex">
            <ArticleCard article={article} marked={{ title: article.title_marked, excerpt: article.excerpt }} />
          </li>
        ))}
      </ul>
      <p>
        <Link to={to(articlesPath)} className="font-semibold text-accent underline">
          {t("search.all")}
        </Link>
      </p>
    </section>
  );
}
