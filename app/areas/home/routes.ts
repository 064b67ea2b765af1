import { indexPage, type PageNode } from "../../platform/routing/page-declaration";

export const homeRoutes: PageNode[] = [
  indexPage("areas/home/home.tsx", { id: "home", access: "public", cache: 3600, index: "sitemap", sitemapOrder: 1, ads: { slots: 5, auto: true }, analytics: "home" }),
];
