import { page, type PageNode } from "../../platform/routing/page-declaration";

/** Challenge pages are public and kept by the page cache under their cache tags, until the next window boundary (decisions 109, 110). */
const challengePage = { access: "public", cache: 300, analytics: "content", index: "sitemap" } as const;

/** Cooking challenges (issue 34): the list and a challenge by slug, with its entering and voting forms. */
export const challengeRoutes: PageNode[] = [
  page("challenges", "areas/challenges/challenges.tsx", { id: "challenges/index", indexRoute: true, ...challengePage, sitemapOrder: 12 }),
  page("challenges/c/:slug", "areas/challenges/challenge.tsx", { id: "challenges/challenge", ...challengePage, index: "unlisted" }),
];
