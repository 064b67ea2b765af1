import { type SortBy, sortValues } from "#api/contract/search-words";
import { emptySearchState, searchHref, urlSortValues } from "~/areas/search/search-url";

export const DEFAULT_SORT: SortBy = "latest";
export const recipeSortOptions = sortValues;

/** A list's page, sort and category filter; read from a query string by list-query.server.ts. */
export interface ListQuery {
  page: number;
  sort: SortBy;
  category?: string | undefined;
}

/**
 * The address of a list page. Defaults (page 1, newest first) are left out and the parameters are
 * in alphabetical order, as §2's canonical rules write them.
 */
export function listHref(path: string, { page = 1, sort = DEFAULT_SORT, category }: Partial<ListQuery>): string {
  const params = new URLSearchParams();
  if (category) params.set("category", category);
  if (page > 1) params.set("page", String(page));
  if (sort !== DEFAULT_SORT) params.set("sort", sort);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The list's filters live on the search page (decisions/041): the same view there (its category,
 * its order when the search has it; "popular" and by-title have no search order and fall back to
 * the newest), with the filter sheet open on a phone (#filtros).
 */
export function listFiltersHref(searchPath: string, { sort = DEFAULT_SORT, category }: Partial<ListQuery>): string {
  const searchSort = sort === "rating" ? "rating_desc" : urlSortValues.find((value) => value === sort && value !== "latest");
  return `${searchHref(searchPath, { ...emptySearchState(), categories: category ? [category] : [], sort: searchSort })}#filtros`;
}
