import { page, type PageNode } from "../../platform/routing/page-declaration";

/** A profile and who follows whom: indexable, found through links (§9: 180 s). */
const profile = { access: "public", cache: 180, index: "unlisted", analytics: "community" } as const;

/** Members' profiles (docs/decisions/020-profile-urls.md), who follows whom, and the feed. */
export const communityRoutes: PageNode[] = [
  page("users/:slug", "areas/community/profile.tsx", { id: "community/profile", ...profile }),
  page("users/:slug/followers", "areas/community/follow-list.tsx", { id: "community/followers", ...profile }),
  page("users/:slug/following", "areas/community/follow-list.tsx", { id: "community/following", ...profile }),
  // Bare /perfil/ is the reader's own profile, /perfil/{slug} an old address: both redirect.
  page("perfil", "areas/community/own-profile.tsx", {
    id: "community/own-profile",
    indexRoute: true,
    ...profile,
    index: "redirect",
    trailingSlash: true,
    ads: "none",
    nav: [{ menu: "member", order: 2, labelKey: "community:links.profile" }],
  }),
  page("perfil/*", "areas/community/legacy-profile.tsx", { id: "community/legacy-profile", ...profile, index: "redirect", ads: "none" }),
  page("feed", "areas/community/feed.tsx", {
    id: "community/feed",
    access: "member",
    cache: "private",
    index: "noindex",
    // Which items: follows, recipes and reviews move the member version; an item's own text, its tags (decision 096).
    memberCache: true,
    analytics: "community",
    nav: [{ menu: "member", order: 1, labelKey: "community:links.feed" }],
  }),
];
