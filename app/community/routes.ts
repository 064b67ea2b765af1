import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** Members' profiles (docs/decisions/020-profile-urls.md), who follows whom, and the feed. */
export const communityRoutes: RouteConfigEntry[] = [
  route("users/:slug", "community/profile.tsx", { id: "community/profile" }),
  route("users/:slug/followers", "community/follow-list.tsx", { id: "community/followers" }),
  route("users/:slug/following", "community/follow-list.tsx", { id: "community/following" }),
  route("perfil", "community/own-profile.tsx", { id: "community/own-profile", index: true }),
  route("perfil/*", "community/legacy-profile.tsx", { id: "community/legacy-profile" }),
  route("feed", "community/feed.tsx", { id: "community/feed" }),
];
