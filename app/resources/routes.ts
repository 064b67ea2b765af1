import { prefix, route, type RouteConfigEntry } from "@remix-run/route-config";

/** Resource routes the pages post to or fetch (no page of their own), outside the locale layout. */
export const resourceRoutes: RouteConfigEntry[] = prefix("resources", [
  route("search-suggestions", "resources/search-suggestions.ts", { id: "resources/search-suggestions" }),
  route("broadcasting-auth", "resources/broadcasting-auth.ts", { id: "resources/broadcasting-auth" }),
  route("notifications", "resources/notifications.ts", { id: "resources/notifications" }),
  route("sign-out", "resources/sign-out.ts", { id: "resources/sign-out" }),
  route("locale", "resources/locale.ts", { id: "resources/locale" }),
  route("theme", "resources/theme.ts", { id: "resources/theme" }),
]);
