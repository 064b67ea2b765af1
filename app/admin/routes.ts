import { route, type RouteConfigEntry } from "@remix-run/route-config";

/** The admin area's pages (§6: admins only; §2's guard forbids anyone else). English under /en by the locale layout. */
export const adminRoutes: RouteConfigEntry[] = [route("admin/ingredient-proposals", "admin/ingredient-proposals.tsx", { id: "admin/ingredient-proposals" })];
