import type { SortBy } from "../../contract/search";
import { buffers } from "./scan-buffers";
import type { ScannedColumns } from "./recipe-columns";
import type { TextMatch } from "./text-index";

/** The order of a page (§7's sorts, or text rank) and the first positions in it, found without sorting them all. */

/** Compares two positions of the columns: negative when the first comes first. */
type Compare = (a: number, b: number) => number;

/**
 * An order, and the number that settles most of its comparisons: `primary` (larger first when
 * `descending`) decides unless two positions hold the same value, when `compare` does.
 */
interface Order {
  compare: Compare;
  primary?: { values: Int32Array | Float64Array | Uint8Array; descending: boolean };
}

const titlePrefixKeys = new WeakMap<string[], Float64Array>();

/**
 * Each title key's first three UTF-16 code units as one number, ordered as the strings are (a
 * shorter key pads with 0): titles that differ there compare as numbers, without reading strings.
 */
function titlePrefixes(titles: string[]): Float64Array {
  let keys = titlePrefixKeys.get(titles);
  if (!keys) {
    keys = new Float64Array(titles.length);
    for (let position = 0; position < titles.length; position++) {
      const title = titles[position]!;
      keys[position] = (title.charCodeAt(0) || 0) * 2 ** 32 + (title.charCodeAt(1) || 0) * 2 ** 16 + (title.charCodeAt(2) || 0);
    }
    titlePrefixKeys.set(titles, keys);
  }
  return keys;
}

/** -1, 0 or 1: a small integer, which a comparison can return without allocating (a difference of doubles is boxed). */
const signOf = (difference: number) => (difference > 0 ? 1 : difference < 0 ? -1 : 0);

export function orderFor(sortBy: SortBy | undefined, text: TextMatch | null, locale: "es" | "en", columns: ScannedColumns): Order {
  const { id, publishedAt, reviewsCount, averageRating, totalMinutes, difficulty } = columns;
  const newest: Compare = (a, b) => signOf(publishedAt[b]! - publishedAt[a]!) || id[b]! - id[a]!;
  const titles = locale === "en" ? columns.titleKeyEn : columns.titleKeyEs;
  const byTitle: Compare = (a, b) => (titles[a]! < titles[b]! ? -1 : titles[a]! > titles[b]! ? 1 : id[a]! - id[b]!);
  const first = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: true });
  const last = (values: Int32Array | Float64Array | Uint8Array) => ({ values, descending: false });
  switch (sortBy) {
    case "popular":
      return { compare: (a, b) => reviewsCount[b]! - reviewsCount[a]! || signOf(averageRating[b]! - averageRating[a]!) || newest(a, b), primary: first(reviewsCount) };
    case "rating":
      return { compare: (a, b) => signOf(averageRating[b]! - averageRating[a]!) || reviewsCount[b]! - reviewsCount[a]! || newest(a, b), primary: first(averageRating) };
    case "title_asc":
      return { compare: byTitle, primary: last(titlePrefixes(titles)) };
    case "title_desc":
      return { compare: (a, b) => byTitle(b, a), primary: first(titlePrefixes(titles)) };
    case "time_asc":
      return { compare: (a, b) => totalMinutes[a]! - totalMinutes[b]! || newest(a, b), primary: last(totalMinutes) };
    case "time_desc":
      return { compare: (a, b) => totalMinutes[b]! - totalMinutes[a]! || newest(a, b), primary: first(totalMinutes) };
    case "difficulty_asc":
      return { compare: (a, b) => difficulty[a]! - difficulty[b]! || newest(a, b), primary: last(difficulty) };
    case "difficulty_desc":
      return { compare: (a, b) => difficulty[b]! - difficulty[a]! || newest(a, b), primary: first(difficulty) };
    case "latest":
      return { compare: newest, primary: first(publishedAt) };
    default: {
      // No sort asked: with text, the best matches first (decisions/016); otherwise the newest.
      if (!text) return { compare: newest, primary: first(publishedAt) };
      const ranks = text.ranks;
      return { compare: (a, b) => signOf(ranks[b]! - ranks[a]!) || newest(a, b), primary: first(ranks) };
    }
  }
}

/** From this many positions on (a deep page), a heap costs more than finding the primary value the last of them holds. */
const DEEP_PAGE = 256;

/**
 * The first `count` positions for a deep page: the primary value the count-th best holds (found in
 * linear time), then only the positions at or past it are sorted.
 */
function firstByThreshold(positions: Int32Array, compare: Compare, { values, descending }: NonNullable<Order["primary"]>, count: number) {
  const size = positions.length;
  const sign = descending ? 1 : -1;
  if (buffers.keys.length < size) buffers.keys = new Float64Array(Math.ceil(size * 1.25));
  const keys = buffers.keys;
  for (let at = 0; at < size; at++) keys[at] = sign * values[positions[at]!]!;
  const threshold = nthSmallest(keys, size, size - count);
  const chosen: number[] = [];
  for (let at = 0; at < size; at++) if (sign * values[positions[at]!]! >= threshold) chosen.push(positions[at]!);
  return chosen.sort(compare).slice(0, count);
}

/** The value that would stand at index `nth` of keys[0..size) sorted ascending (Hoare's selection; reorders keys). */
function nthSmallest(keys: Float64Array, size: number, nth: number) {
  let left = 0;
  let right = size - 1;
  while (left < right) {
    const pivot = keys[(left + right) >> 1]!;
    let i = left;
    let j = right;
    while (i <= j) {
      while (keys[i]! < pivot) i++;
      while (keys[j]! > pivot) j--;
      if (i <= j) {
        const held = keys[i]!;
        keys[i++] = keys[j]!;
        keys[j--] = held;
      }
    }
    if (nth <= j) right = j;
    else if (nth >= i) left = i;
    else return keys[nth]!;
  }
  return keys[nth]!;
}

/** The first `count` positions in order, without sorting them all: a bounded heap, worst on top. */
export function firstInOrder(positions: Int32Array, { compare, primary }: Order, count: number): number[] {
  if (count <= 0) return [];
  if (count * 4 >= positions.length) return Array.from(positions).sort(compare).slice(0, count);
  if (primary && count > DEEP_PAGE) return firstByThreshold(positions, compare, primary, count);
  const heap: number[] = [];
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  const values = primary?.values;
  const sign = primary?.descending ? 1 : -1;
  for (let at = 0; at < positions.length; at++) {
    const position = positions[at]!;
    if (heap.length < count) {
      heap.push(position);
      for (let at = heap.length - 1; at > 0 && compare(heap[at]!, heap[(at - 1) >> 1]!) > 0; at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
      continue;
    }
    if (values) {
      // Most positions lose to the worst kept one on the primary value alone.
      const ahead = sign * (values[position]! - values[heap[0]!]!);
      if (ahead < 0) continue;
      if (!(ahead > 0) && compare(position, heap[0]!) >= 0) continue;
    } else if (compare(position, heap[0]!) >= 0) continue;
    heap[0] = position;
    for (let at = 0; ;) {
      const left = 2 * at + 1;
      const right = left + 1;
      let worst = at;
      if (left < count && compare(heap[left]!, heap[worst]!) > 0) worst = left;
      if (right < count && compare(heap[right]!, heap[worst]!) > 0) worst = right;
      if (worst === at) break;
      swap(at, worst);
      at = worst;
    }
  }
  return heap.sort(compare);
}
