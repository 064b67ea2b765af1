import { foodKindBySlug } from "#api/contract/food-kinds";
import { slugify } from "#api/contract/text";

/**
 * The ingredient fields of the search take catalogue ingredients only (issue 30): a typed word the
 * catalogue does not know ("cacahu") is not applied, the page says so in its language, keeps the
 * word in its field and suggests the nearest name ("cacahuete").
 */

export interface TypedMiss {
  field: "includeIngredients" | "excludeIngredients";
  typed: string;
  suggestion?: { slug: string; name: string };
}

/** Edits between two words, or `limit + 1` once past it. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The catalogue name nearest to what was typed: the shortest one it begins, else the fewest edits away (at most a third of it). */
export function nearestIngredient(typed: string, entries: ReadonlyArray<{ slug: string; name: string }>): { slug: string; name: string } | undefined {
  const key = slugify(typed);
  if (!key) return undefined;
  const keyed = entries.map((entry) => ({ entry, key: slugify(entry.name) }));
  const prefixed = keyed.filter((item) => item.key.startsWith(key) || item.entry.slug.startsWith(key)).sort((a, b) => a.key.length - b.key.length);
  if (prefixed[0]) return prefixed[0].entry;
  const limit = Math.max(1, Math.floor(key.length / 3));
  let best: { entry: { slug: string; name: string }; distance: number } | undefined;
  for (const item of keyed) {
    const distance = Math.min(editDistance(key, item.key, limit), editDistance(key, item.entry.slug, limit));
    if (distance <= limit && (!best || distance < best.distance)) best = { entry: item.entry, distance };
  }
  return best?.entry;
}

/** The first ingredient token of the state the catalogue does not know (neither an ingredient's slug nor a kind of food's). */
export function firstUnknownIngredient(
  state: { includeIngredients: string[]; excludeIngredients: string[] },
  known: ReadonlySet<string>,
): { field: TypedMiss["field"]; typed: string } | undefined {
  for (const field of ["includeIngredients", "excludeIngredients"] as const) {
    const typed = state[field].find((token) => !known.has(token) && !foodKindBySlug.has(token) && !/^\d+$/.test(token));
    if (typed) return { field, typed };
  }
  return undefined;
}
