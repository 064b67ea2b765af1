import { z } from "zod";
import { MAX_PAGE } from "#api/contract/limits";
import { type SortBy, sortValues } from "#api/contract/search";
import { slugParam } from "#api/contract/text";

export const DEFAULT_SORT: SortBy = "latest";
export const recipeSortOptions = sortValues;

/** A list's query string. Bad values fall back to the defaults: a mistyped link still shows a useful page. */
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  sort: z.enum(sortValues).catch(DEFAULT_SORT),
  category: slugParam.optional().catch(undefined),
});
export type ListQuery = z.infer<typeof listQuery>;

export function parseListQuery(url: URL): ListQuery {
  return listQuery.parse(Object.fromEntries(url.searchParams));
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
