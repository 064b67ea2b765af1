import { SITEMAP_MAX_PER_PAGE } from "#api/contract/limits";
import { localizePath, locales } from "~/platform/i18n/locales";
import { sitemapFixedPaths } from "~/platform/routing/page-table";

/**
 * The sitemap as data (§2 page metadata; docs/decisions/013-canonical-urls.md): every public page in
 * both languages, each with its hreflang alternates. Past the per-file limit it becomes a sitemap
 * index of /sitemap-{n}.xml parts.
 */
/** A page by its Spanish (unprefixed) canonical path. */
export interface SitemapPage {
  path: string;
  /** ISO timestamp of the last change, when known. */
  updatedAt?: string;
}

export function sitemapPages(content: {
  categorySlugs: string[];
  tagSlugs: string[];
  recipes: { slug: string; updated_at: string }[];
  /** The forum's categories, last changed when their latest thread was active. */
  forumCategories?: { slug: string; latest: { at: string } | null }[];
  /** The forum's threads at their canonical `{slug}-{id}` (decisions 083, 092). */
  forumThreads?: { key: string; last_activity_at: string }[];
  /** The articles at /articles/{slug} (decision 103). */
  articles?: { slug: string; updated_at: string }[];
  /** The events at /events/{slug} (decision 106). */
  events?: { slug: string; updated_at: string }[];
}): SitemapPage[] {
  return [
    ...sitemapFixedPaths().map((path) => ({ path })),
    ...content.categorySlugs.map((slug) => ({ path: `/categoria/${slug}` })),
    ...(content.forumCategories ?? []).map((category) => ({ path: `/forums/c/${category.slug}`, updatedAt: category.latest?.at })),
    ...content.tagSlugs.map((slug) => ({ path: `/tag/${slug}` })),
    ...content.recipes.map((recipe) => ({ path: `/receta/${recipe.slug}`, updatedAt: recipe.updated_at })),
    ...(content.forumThreads ?? []).map((thread) => ({ path: `/forums/t/${thread.key}`, updatedAt: thread.last_activity_at })),
    ...(content.articles ?? []).map((article) => ({ path: `/articles/${article.slug}`, updatedAt: article.updated_at })),
    ...(content.events ?? []).map((event) => ({ path: `/events/${event.slug}`, updatedAt: event.updated_at })),
  ];
}

/** Every slug of a category tree, parents before their children. */
export function categoryTreeSlugs(tree: readonly { slug: string; children: readonly unknown[] }[]): string[] {
  return tree.flatMap((node) => [node.slug, ...categoryTreeSlugs(node.children as typeof tree)]);
}

export interface SitemapOptions {
  siteUrl: string;
  /** Absent: /sitemap.xml itself. A number: the part /sitemap-{n}.xml. */
  part?: number;
  /** Addresses per file; a parameter so tests can cross it cheaply. */
  maxUrlsPerFile?: number;
}

/** The XML of /sitemap.xml or of one part, or undefined when there is no such part. */
export function renderSitemap(pages: readonly SitemapPage[], { siteUrl, part, maxUrlsPerFile = SITEMAP_MAX_PER_PAGE }: SitemapOptions): string | undefined {
  // Both languages of a page stay in one file, next to each other.
  const pagesPerFile = Math.max(1, Math.floor(maxUrlsPerFile / locales.length));
  const split = pages.length * locales.length > maxUrlsPerFile;
  if (part === undefined) return split ? sitemapIndex(pages, pagesPerFile, siteUrl) : urlSet(pages, siteUrl);
  if (!split || !Number.isInteger(part) || part < 1) return undefined;
  const slice = pages.slice((part - 1) * pagesPerFile, part * pagesPerFile);
  return slice.length > 0 ? urlSet(slice, siteUrl) : undefined;
}

function urlSet(pages: readonly SitemapPage[], siteUrl: string): string {
  const entries = pages.flatMap((page) => {
    const lastmod = page.updatedAt ? `<lastmod>${page.updatedAt.slice(0, 10)}</lastmod>` : "";
    const alternates = [
      ...locales.map((locale) => alternate(locale, `${siteUrl}${localizePath(page.path, locale)}`)),
      alternate("x-default", `${siteUrl}${localizePath(page.path, "es")}`),
    ].join("");
    return locales.map((locale) => `<url><loc>${escapeXml(`${siteUrl}${localizePath(page.path, locale)}`)}</loc>${lastmod}${alternates}</url>`);
  });
  return document(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>`);
}

function sitemapIndex(pages: readonly SitemapPage[], pagesPerFile: number, siteUrl: string): string {
  const parts = Math.ceil(pages.length / pagesPerFile);
  const entries = Array.from({ length: parts }, (_, index) => {
    const latest = pages
      .slice(index * pagesPerFile, (index + 1) * pagesPerFile)
      .reduce<string | undefined>((newest, page) => (page.updatedAt && (!newest || page.updatedAt > newest) ? page.updatedAt : newest), undefined);
    return `<sitemap><loc>${escapeXml(`${siteUrl}/sitemap-${index + 1}.xml`)}</loc>${latest ? `<lastmod>${latest.slice(0, 10)}</lastmod>` : ""}</sitemap>`;
  });
  return document(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>`);
}

function alternate(hreflang: string, href: string): string {
  return `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
}

function document(body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => `&#${character.charCodeAt(0)};`);
}
