import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The signed-in member's own area (§2 user-area layout); /user/dashboard is where signing in lands. */
export const userAreaRoutes: RouteConfigEntry[] = [route("user/dashboard", "user-area/dashboard.tsx", { id: "user-area/dashboard" })];
