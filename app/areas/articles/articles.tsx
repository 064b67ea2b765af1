import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { articleKinds } from "#api/contract/articles";
import { ArticleCard, articlesPath } from "~/components/articles/article-card";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { CursorPager } from "~/components/ui/cursor-pager";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { loader } from "./articles.server";

export { loader } from "./articles.server";

export const handle = { i18n: ["articles"] };
export const meta = routeMeta;

/** /articles: technique guides and ingredient stories, newest first, with links to keep one kind. */
export default function ArticlesPage() {
  const { page, kind, cursor } = useLoaderData<typeof loader>();
  const { t } = useTranslation("articles");
  const to = useLocalizedPath();
  const base = to(articlesPath);
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title") }];
  const kinds = [
    { key: "all", to: base, text: t("kinds.all"), current: kind === null },
    ...articleKinds.map((option) => ({ key: option, to: `${base}?kind=${option}`, text: t(`kinds.${option}s`), current: kind === option })),
  ];
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <h1 className="text-3xl font-semibold md:text-4xl">{t("title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
      <nav aria-label={t("kinds.label")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {kinds.map((option) => (
            <li key={option.key}>
              <Link
                to={option.to}
                aria-current={option.current ? "page" : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm ${option.current ? "border-accent bg-accent-soft font-semibold text-ink" : "border-line bg-surface text-ink-muted hover:text-ink"}`}
                data-article-kind={option.key}
              >
                {option.text}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {page.data.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-article-list>
          {page.data.map((article, index) => (
            <li key={article.id} className="flex">
              <ArticleCard article={article} image={index < 3 ? "eager" : "lazy"} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState muted className="mt-6" data-empty-articles>
          {t("empty")}
        </EmptyState>
      )}
      <CursorPager
        className="mt-8 flex flex-wrap gap-3"
        label={t("paging.label")}
        cursor={cursor}
        nextCursor={page.meta.next_cursor}
        firstLabel={t("paging.first")}
        nextLabel={t("paging.next")}
        nextMarker="data-next-articles"
      />
    </div>
  );
}
