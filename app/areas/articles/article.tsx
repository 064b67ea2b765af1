import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { articlesPath } from "~/components/articles/article-card";
import { MemberAvatar } from "~/components/community/member-avatar";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta, type SiteMeta } from "~/platform/seo/route-meta";
import { ArticleStructuredData, PLUS_PART_CLASS } from "./article-structured-data";
import type { loader } from "./article.server";

export { loader } from "./article.server";

export const handle = { i18n: ["articles", "recipe"] };
export const meta = routeMeta;

/**
 * An article: kind, title, dek, byline (author, date, reading time), cover, the body at reading
 * width, a plus-only article's note where its opening ends, related recipes as cards.
 */
export default function ArticlePage() {
  const { article } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<{ site?: SiteMeta }>("root")?.site;
  const { t } = useTranslation("articles");
  const to = useLocalizedPath();
  const locale = useLocale();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title"), to: to(articlesPath) }, { name: article.title }];
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <ArticleStructuredData article={article} siteName={site?.siteName ?? "Sazón"} />
      <article className="mx-auto prose-reading" data-article={article.slug}>
        <header>
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
            <Link to={to(`${articlesPath}?kind=${article.kind}`)} className="underline-offset-4 hover:underline">
              {t(`kinds.${article.kind}`)}
            </Link>
            {article.plus_only ? <span className="rounded-full bg-accent-soft px-2 py-0.5 normal-case tracking-normal text-ink">{t("plus.badge")}</span> : null}
          </p>
          <h1 className="mt-2 text-3xl font-semibold leading-tight md:text-5xl">{article.title}</h1>
          <p className="mt-4 text-lg text-ink-muted md:text-xl" data-article-dek>
            {article.dek}
          </p>
          <div className="mt-6 flex items-center gap-3 text-sm">
            <MemberAvatar name={article.user.name} avatarUrl={article.user.avatar_url} size="sm" />
            <p className="flex flex-wrap gap-x-2 text-ink-muted">
              <Link to={to(`/users/${article.user.slug}`)} className="font-semibold text-ink underline-offset-4 hover:underline" data-article-author>
                {article.user.name}
              </Link>
              <span aria-hidden="true">·</span>
              <time dateTime={article.published_at}>{formatDate(article.published_at, locale)}</time>
              <span aria-hidden="true">·</span>
              <span data-reading-time>{t("readingTime", { count: article.reading_minutes })}</span>
            </p>
          </div>
        </header>
        {article.cover ? (
          <img
            src={article.cover.url}
            width={article.cover.width}
            height={article.cover.height}
            alt=""
            {...{ fetchpriority: "high" }}
            className="mt-8 aspect-[16/9] w-full rounded-xl object-cover"
          />
        ) : null}
        <div
          className={`forum-post article-body mt-8 space-y-4 break-words text-lg leading-relaxed ${article.plus_only ? PLUS_PART_CLASS : ""}`}
          data-article-body
          dangerouslySetInnerHTML={{ __html: article.body_html }}
        />
        {article.preview ? (
          <aside className="mt-8 rounded-xl border border-accent bg-accent-soft p-6" data-plus-preview>
            <p className="font-display text-lg font-semibold">{t("plus.title")}</p>
            <p className="mt-1">{t("plus.preview")}</p>
          </aside>
        ) : null}
      </article>
      {article.related_recipes.length > 0 ? (
        <section aria-labelledby="related-recipes" className="mt-12" data-related-recipes>
          <h2 id="related-recipes" className="mb-4 text-2xl font-semibold">
            {t("related")}
          </h2>
          <RecipeGrid recipes={article.related_recipes} />
        </section>
      ) : null}
    </div>
  );
}
