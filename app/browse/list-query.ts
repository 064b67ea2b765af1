import { type SortBy, sortValues } from "#api/contract/search-words";

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
