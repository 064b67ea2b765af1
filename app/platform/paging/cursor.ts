/**
 * The address of the next page of a cursor list: the same path and query with `name` set to the
 * cursor (or removed for the first page), parameters sorted by name as the canonical rules write
 * them, and an optional fragment to land on the list.
 */
export function cursorHref(pathname: string, search: string, cursor: string | null | undefined, options: { name?: string; hash?: string } = {}): string {
  const name = options.name ?? "cursor";
  const params = new URLSearchParams(search);
  if (cursor) params.set(name, cursor);
  else params.delete(name);
  params.sort();
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}${options.hash ? `#${options.hash}` : ""}`;
}
