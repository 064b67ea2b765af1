import { indexPage, page, type PageNode } from "../../platform/routing/page-declaration";

export const homeRoutes: PageNode[] = [
  indexPage("areas/home/home.tsx", { id: "home", access: "public", cache: 3600, index: "sitemap", sitemapOrder: 1, ads: { slots: 5, auto: true }, analytics: "home" }),
  // The short onboarding after sign-up (decision 071); the verified e-mail's page leads here.
  page("bienvenida", "areas/home/welcome.tsx", { id: "home/welcome", access: "member", cache: "private", index: "noindex", ads: "none", analytics: "account" }),
];
