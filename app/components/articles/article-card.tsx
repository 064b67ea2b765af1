import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ArticleSummary } from "#api/contract/articles";
import type { MarkedText } from "#api/contract/forum-questions";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";

/** An article's address (decision 103): /articles/{slug}, /en/articles/{slug} once localised. */
export const articlePath = (slug: string) => `/articles/${slug}`;
export const articlesPath = "/articles";

function Marked({ parts }: { parts: MarkedText }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded bg-accent-soft px-0.5 text-ink">
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}

/**
 * An article as a list or the search shows it: cover (fixed 16:9 box), kind, title, dek or the
 * passage the search found, author, date and reading time; the whole card is one link.
 */
export function ArticleCard({
  article,
  image = "lazy",
  marked,
}: {
  article: ArticleSummary;
  image?: "lazy" | "eager";
  /** The search's marked title and passage, in place of the title and dek. */
  marked?: { title: MarkedText; excerpt: MarkedText };
}) {
  const { t } = useTranslation("articles");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface shadow-raised" data-article-card={article.slug}>
      <div className="aspect-[16/9] overflow-hidden bg-accent-soft">
        {article.cover ? (
          <img
            src={article.cover.url}
            width={article.cover.width}
            height={article.cover.height}
            alt=""
            loading={image}
            decoding="async"
            className="size-full object-cover transition-transform duration-200 group-hover:scale-[1.02]"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="flex flex-wrap items-center gap-2 text-xs font-semibold uppercase tracking-wide text-accent">
          <span>{t(`kinds.${article.kind}`)}</span>
          {article.plus_only ? <span className="rounded-full bg-accent-soft px-2 py-0.5 normal-case tracking-normal text-ink">{t("plus.badge")}</span> : null}
        </p>
        <h3 className="line-clamp-2 font-display text-lg font-semibold leading-snug">
          <Link
            to={to(articlePath(article.slug))}
            className="after:absolute after:inset-0 focus-visible:outline-none after:rounded-xl group-focus-within:after:outline-2 group-focus-within:after:outline-accent"
          >
            {marked ? <Marked parts={marked.title} /> : article.title}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-ink-muted" data-article-dek>
          {marked ? <Marked parts={marked.excerpt} /> : article.dek}
        </p>
        <p className="mt-auto flex flex-wrap gap-x-2 text-sm text-ink-muted tabular-nums">
          <span>{article.user.name}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={article.published_at}>{formatDate(article.published_at, locale, "medium")}</time>
          <span aria-hidden="true">·</span>
          <span>{t("readingTime", { count: article.reading_minutes })}</span>
        </p>
      </div>
    </article>
  );
}
