import { page, type PageNode } from "../../platform/routing/page-declaration";

/**
 * /dashboard: the community's week, public (decision 112), apart from the member's own
 * /user/dashboard. Kept by the page cache like the forums it shows.
 */
export const communityWeekRoutes: PageNode[] = [
  page("dashboard", "areas/community-week/community-week.tsx", {
    id: "community-week/dashboard",
    access: "public",
    cache: 300,
    analytics: "community",
    index: "sitemap",
    sitemapOrder: 12,
    memberCache: true,
  }),
];
