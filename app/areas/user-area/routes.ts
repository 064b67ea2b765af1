import { page, type PageNode } from "../../platform/routing/page-declaration";

/** The signed-in member's own area (§2 user-area layout); /user/dashboard is where signing in lands. */
export const userAreaRoutes: PageNode[] = [
  page("user/dashboard", "areas/user-area/dashboard.tsx", {
    id: "user-area/dashboard",
    access: "member",
    cache: "private",
    index: "noindex",
    memberCache: true,
    nav: [{ menu: "user-area", order: 1, labelKey: "nav.dashboard" }],
    analytics: "account",
  }),
];
