import { buffersFor } from "./scan-buffers";
import type { LinkColumn } from "./recipe-columns";

/**
 * How one filter narrows the candidate positions over one column: a bound over a number column
 * (`keepWithin`) or a list of ids over a link column (`keepLinking`, through the inverted postings).
 */

/** Keeps the candidates whose value lies within [min, max]; NaN never does, as NULL never passes a bound in SQL. */
export function keepWithin(candidates: Int32Array, count: number, column: Int32Array | Float64Array | Uint8Array, min: number, max: number) {
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const value = column[position]!;
    if (value >= min && value <= max) candidates[kept++] = position;
  }
  return kept;
}

/** A lookup table over ids: marks[id] is 1 for the given ids. */
export function marksOf(ids: number[], size = 0) {
  const marks = new Uint8Array(Math.max(size - 1, 0, ...ids) + 1);
  for (const id of ids) marks[id] = 1;
  return marks;
}

/**
 * A link column turned around, built once per version of the columns on first use: for each id,
 * the positions linking to it (ascending, each once), and how many links it has in all.
 */
interface InvertedLinks {
  start: Int32Array;
  positions: Int32Array;
  linkCounts: Int32Array;
}

const inverted = new WeakMap<LinkColumn, InvertedLinks>();

export function invertedOf(links: LinkColumn): InvertedLinks {
  let found = inverted.get(links);
  if (found) return found;
  const { start, ids } = links;
  const size = start.length - 1;
  let largest = 0;
  for (let link = 0; link < ids.length; link++) largest = Math.max(largest, ids[link]!);
  const linkCounts = new Int32Array(largest + 1);
  // A recipe listing an id twice holds one place in its list (the triggers keep the lists distinct, but cheaply sure).
  const lastPosition = new Int32Array(largest + 1).fill(-1);
  const from = new Int32Array(largest + 2);
  for (let position = 0; position < size; position++)
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
      const id = ids[link]!;
      linkCounts[id]!++;
      if (lastPosition[id] !== position) {
        lastPosition[id] = position;
        from[id + 1]!++;
      }
    }
  for (let id = 0; id <= largest; id++) from[id + 1]! += from[id]!;
  const positions = new Int32Array(from[largest + 1]!);
  const filled = from.slice(0, largest + 1);
  lastPosition.fill(-1);
  for (let position = 0; position < size; position++)
    for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
      const id = ids[link]!;
      if (lastPosition[id] === position) continue;
      lastPosition[id] = position;
      positions[filled[id]!++] = position;
    }
  found = { start: from, positions, linkCounts };
  inverted.set(links, found);
  return found;
}

/** Which positions link to any of the ids, one byte each (1 = links): their postings marked, not every recipe's links read. */
export function positionsLinkingAny(links: LinkColumn, ids: readonly number[]): Uint8Array {
  const turned = invertedOf(links);
  const largest = turned.linkCounts.length - 1;
  const linking = new Uint8Array(links.start.length - 1);
  for (const id of new Set(ids)) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) linking[turned.positions[at]!] = 1;
  }
  return linking;
}

/**
 * Keeps the candidates linking to any of the ids, to all of them, or to none. Testing each
 * candidate's links costs (candidates × links per recipe); marking the ids' positions costs their
 * number twice over: the cheaper way is taken.
 */
export function keepLinking(links: LinkColumn, ids: number[], mode: "any" | "all" | "none", candidates: Int32Array, count: number) {
  const distinct = [...new Set(ids)];
  const turned = invertedOf(links);
  const largest = turned.linkCounts.length - 1;
  let marked = 0;
  for (const id of distinct) if (id >= 0 && id <= largest) marked += turned.start[id + 1]! - turned.start[id]!;
  const size = links.start.length - 1;
  const perCandidate = (count * links.ids.length) / Math.max(size, 1);
  if (perCandidate <= 2 * marked || distinct.length > 250) {
    if (mode === "all") return keepLinkingAll(links, distinct, candidates, count);
    return keepLinkingAny(links, marksOf(distinct), mode === "any", candidates, count);
  }
  const { marks } = buffersFor(size);
  const { positions } = turned;
  for (const id of distinct) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) marks[positions[at]!]!++;
  }
  const wanted = mode === "all" ? distinct.length : 1;
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const times = marks[position]!;
    if (mode === "none" ? times === 0 : times >= wanted) candidates[kept++] = position;
  }
  for (const id of distinct) {
    if (id < 0 || id > largest) continue;
    for (let at = turned.start[id]!, end = turned.start[id + 1]!; at < end; at++) marks[positions[at]!] = 0;
  }
  return kept;
}

/** Keeps the candidates linking to any of the marked ids (or, with `linked` false, to none of them). */
function keepLinkingAny({ start, ids }: LinkColumn, marks: Uint8Array, linked: boolean, candidates: Int32Array, count: number) {
  const size = marks.length;
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    let found = false;
    for (let link = start[position]!, end = start[position + 1]!; link < end && !found; link++) {
      const id = ids[link]!;
      found = id < size && marks[id] === 1;
    }
    if (found === linked) candidates[kept++] = position;
  }
  return kept;
}

/** Keeps the candidates linking to every one of the (distinct) wanted ids. */
function keepLinkingAll({ start, ids }: LinkColumn, distinct: number[], candidates: Int32Array, count: number) {
  // Up to 30 ids, one bit each: a recipe passes when its links set every bit.
  if (distinct.length <= 30) {
    const bits = new Int32Array(Math.max(0, ...distinct) + 1);
    distinct.forEach((id, bit) => (bits[id] = 1 << bit));
    const all = (1 << distinct.length) - 1;
    const size = bits.length;
    let kept = 0;
    for (let at = 0; at < count; at++) {
      const position = candidates[at]!;
      let seen = 0;
      for (let link = start[position]!, end = start[position + 1]!; link < end; link++) {
        const id = ids[link]!;
        if (id < size) seen |= bits[id]!;
      }
      if (seen === all) candidates[kept++] = position;
    }
    return kept;
  }
  let kept = 0;
  for (let at = 0; at < count; at++) {
    const position = candidates[at]!;
    const end = start[position + 1]!;
    let every = true;
    for (const id of distinct) {
      let found = false;
      for (let link = start[position]!; link < end && !found; link++) found = ids[link] === id;
      if (!(every = found)) break;
    }
    if (every) candidates[kept++] = position;
  }
  return kept;
}
