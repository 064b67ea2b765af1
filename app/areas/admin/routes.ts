import { page, type PageNode } from "../../platform/routing/page-declaration";

/** The admin area's pages (§6; §2's guard forbids anyone without the page's permission). English under /en by the locale layout. */
export const adminRoutes: PageNode[] = [
  // The site's one moderation queue (decision 094): moderators' own permission, not the admin area's. Rendered on every view: others' posts fill it.
  page("admin/moderation", "areas/admin/moderation.tsx", {
    id: "admin/moderation",
    access: "admin",
    permission: "moderate:forum-post",
    cache: "private",
    index: "noindex",
    nav: [{ menu: "admin", order: 0, labelKey: "nav.moderation" }],
    ads: "none",
    analytics: "admin",
  }),
  page("admin/ingredient-proposals", "areas/admin/ingredient-proposals.tsx", {
    id: "admin/ingredient-proposals",
    access: "admin",
    cache: "private",
    index: "noindex",
    // The queue moves the member version (migration 0025; a role taken away moves the content version).
    memberCache: true,
    nav: [{ menu: "admin", order: 1, labelKey: "nav.ingredientProposals" }],
    ads: "none",
    analytics: "admin",
  }),
];
