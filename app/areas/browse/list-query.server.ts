import { z } from "zod";
import { MAX_PAGE } from "#api/contract/limits";
import { sortValues } from "#api/contract/search-words";
import { slugParam } from "#api/contract/slug-param";
import { DEFAULT_SORT, type ListQuery } from "./list-query";

/** A list's query string. Bad values fall back to the defaults: a mistyped link still shows a useful page. */
const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  sort: z.enum(sortValues).catch(DEFAULT_SORT),
  category: slugParam.optional().catch(undefined),
}) satisfies z.ZodType<ListQuery>;

export function parseListQuery(url: URL): ListQuery {
  return listQuery.parse(Object.fromEntries(url.searchParams));
}
