import { page, type PageNode } from "../../platform/routing/page-declaration";

const searchPage = { access: "public", cache: 1200, index: "unlisted", ads: { slots: 4, auto: false }, analytics: "search" } as const;

/**
 * The search page at both of §2's addresses: /buscar/ (canonical) and /search (the app shell's
 * search action). /buscar/{query} redirects to /buscar?q={query}.
 */
export const searchRoutes: PageNode[] = [
  page("buscar", "areas/search/search.tsx", { id: "search/buscar", ...searchPage, trailingSlash: true, nav: [{ menu: "primary", order: 3, labelKey: "nav.search" }] }, [
    page(":query", "areas/search/search-by-path.ts", { id: "search/buscar-query", ...searchPage, index: "redirect" }),
  ]),
  page("search", "areas/search/search.tsx", { id: "search/search", ...searchPage }),
  // §2's page for checking the filters by hand: public, never indexed, rendered for each query as the search is.
  page("test/filtros", "areas/search/filter-test.tsx", { id: "search/filter-test", access: "public", cache: 1200, index: "noindex", analytics: "search" }),
];
