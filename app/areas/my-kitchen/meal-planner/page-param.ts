import { MAX_PAGE } from "#api/contract/limits";

/** `?page=N` of the plans list: a whole number from 1 to MAX_PAGE, else the first page. */
export function readPage(url: URL): number {
  const raw = url.searchParams.get("page") ?? "";
  const page = /^\d{1,4}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 && page <= MAX_PAGE ? page : 1;
}
