import { page, type PageNode } from "../../platform/routing/page-declaration";

/** The admin area's pages (§6: admins only; §2's guard forbids anyone else). English under /en by the locale layout. */
export const adminRoutes: PageNode[] = [
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
