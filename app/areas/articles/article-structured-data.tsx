import type { Article } from "#api/contract/articles";
import { JsonLd, useAbsoluteUrl } from "~/components/seo/json-ld";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { articlePath } from "~/components/articles/article-card";

/** The part of the page a plus-only article keeps for plus members, named for search engines (Google's paywalled content markup). */
export const PLUS_PART_CLASS = "article-plus-part";

/** schema.org's Article for an article's page; a plus-only one says it is not free to read all of. */
export function ArticleStructuredData({ article, siteName }: { article: Article; siteName: string }) {
  const absolute = useAbsoluteUrl();
  const to = useLocalizedPath();
  const url = absolute(to(articlePath(article.slug)));
  const block = {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title,
    description: article.dek,
    url,
    mainEntityOfPage: url,
    ...(article.cover ? { image: [new URL(article.cover.url, absolute("/")).href] } : {}),
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { "@type": "Person", name: article.user.name, url: absolute(to(`/users/${article.user.slug}`)) },
    publisher: { "@type": "Organization", name: siteName, logo: { "@type": "ImageObject", url: absolute("/img/logo.png") } },
    timeRequired: `PT${article.reading_minutes}M`,
    ...(article.plus_only ? { isAccessibleForFree: false, hasPart: { "@type": "WebPageElement", isAccessibleForFree: false, cssSelector: `.${PLUS_PART_CLASS}` } } : {}),
  };
  return <JsonLd block={block} />;
}
