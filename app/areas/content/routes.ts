import { page, type PageNode } from "../../platform/routing/page-declaration";

const information = { access: "public", cache: 3600, index: "sitemap", analytics: "content" } as const;

/** The information pages (§2 public pages), texts from the `pages` namespace. */
export const contentRoutes: PageNode[] = [
  page("about", "areas/content/about.tsx", {
    id: "content/about",
    ...information,
    sitemapOrder: 5,
    nav: [
      { menu: "primary", order: 4, labelKey: "nav.about" },
      { menu: "help", order: 3, labelKey: "nav.about" },
    ],
  }),
  page("contact", "areas/content/contact.tsx", { id: "content/contact", ...information, sitemapOrder: 9, nav: [{ menu: "help", order: 2, labelKey: "nav.contact" }] }),
  page("cookies", "areas/content/cookies.tsx", { id: "content/cookies", ...information, sitemapOrder: 8, nav: [{ menu: "legal", order: 3, labelKey: "nav.cookies" }] }),
  page("faq", "areas/content/faq.tsx", { id: "content/faq", ...information, sitemapOrder: 4, nav: [{ menu: "help", order: 1, labelKey: "nav.faq" }] }),
  page("privacy", "areas/content/privacy.tsx", { id: "content/privacy", ...information, sitemapOrder: 7, nav: [{ menu: "legal", order: 2, labelKey: "nav.privacy" }] }),
  page("terms", "areas/content/terms.tsx", { id: "content/terms", ...information, sitemapOrder: 6, nav: [{ menu: "legal", order: 1, labelKey: "nav.terms" }] }),
];
