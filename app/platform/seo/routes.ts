import { resource, type PageNode } from "../routing/page-declaration";

/** Files for crawlers, outside the locale layout: §2's guard never runs for them. */
export const seoRoutes: PageNode[] = [
  resource("robots.txt", "platform/seo/robots-txt.ts", { id: "seo/robots-txt", access: "unguarded" }),
  resource("sitemap.xml", "platform/seo/sitemap-xml.ts", { id: "seo/sitemap-xml", access: "unguarded" }),
  resource("ads.txt", "platform/seo/ads-txt.ts", { id: "seo/ads-txt", access: "unguarded" }),
];
