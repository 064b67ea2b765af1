import type { PaginationMeta } from "#api/contract/envelopes";
import { notFound } from "~/platform/http/responses.server";

/** A page number past the last page is not a page: 404 rather than an empty, indexable list. */
export function requireExistingPage(request: Request, paging: PaginationMeta) {
  if (paging.current_page > paging.last_page) throw notFound(request);
}

/** What a list page needs to draw its pagination. */
export function pagingOf(paging: PaginationMeta) {
  return { currentPage: paging.current_page, lastPage: paging.last_page, total: paging.total };
}
