import { route, type RouteConfigEntry } from "@remix-run/route-config";

/**
 * The search page at both of §2's addresses: /buscar/ (canonical) and /search (the app shell's
 * search action). /buscar/{query} redirects to /buscar?q={query}.
 */
export const searchRoutes: RouteConfigEntry[] = [
  route("buscar", "search/search.tsx", { id: "search/buscar" }, [route(":query", "search/search-by-path.ts", { id: "search/buscar-query" })]),
  route("search", "search/search.tsx", { id: "search/search" }),
];
