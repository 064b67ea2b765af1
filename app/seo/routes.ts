import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** Files for crawlers, outside the locale layout: §2's guard never runs for them. */
export const seoRoutes: RouteConfigEntry[] = [
  route("robots.txt", "seo/robots-txt.ts", { id: "seo/robots-txt" }),
  route("sitemap.xml", "seo/sitemap-xml.ts", { id: "seo/sitemap-xml" }),
  route("ads.txt", "seo/ads-txt.ts", { id: "seo/ads-txt" }),
];
