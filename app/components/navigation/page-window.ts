export type PageItem = number | "gap";

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with a neighbour
 * on each side; a single missing page is shown rather than hidden behind an ellipsis.
 */
export function pageWindow(currentPage: number, lastPage: number, neighbours = 1): PageItem[] {
  const last = Math.max(1, lastPage);
  const current = Math.min(Math.max(1, currentPage), last);
  const shown = new Set([1, last]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(previous + 1);
    else if (page - previous > 2) items.push("gap");
    items.push(page);
    previous = page;
  }
  return items;
}
