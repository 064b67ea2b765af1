import { page, type PageNode } from "../../platform/routing/page-declaration";

/** Article pages are public and kept by the page cache under their cache tags (decision 103). */
const articlePage = { access: "public", cache: 600, analytics: "content", index: "sitemap" } as const;

/** Editorial articles (issue 34): the list and an article by slug; the sitemap lists each article. */
export const articleRoutes: PageNode[] = [
  page("articles", "areas/articles/articles.tsx", {
    id: "articles/index",
    indexRoute: true,
    ...articlePage,
    sitemapOrder: 11,
    nav: [{ menu: "primary", order: 4, labelKey: "nav.articles" }],
  }),
  page("articles/:slug", "areas/articles/article.tsx", { id: "articles/article", ...articlePage }),
];
