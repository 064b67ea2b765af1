import type { Database } from "../db/client";
import { readSearchIndexVersion } from "./recipe-index";

/** §9: search answers live 1800 s at most; the version check makes any change show at once. */
const MAX_AGE_MS = 1_800_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  version: string;
  storedAt: number;
  value: unknown;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/**
 * Search answers and facet counts, kept per database until anything search reads changes
 * (migration 0007 moves `search_index_version` on every such write, from any process). Costs one
 * primary-key read per request; a miss computes (given the version read, so the index need not read
 * it again) and stores, the oldest entries going first.
 */
export async function cachedSearchAnswer<T>(db: Database, key: string, compute: (version: string) => Promise<T>): Promise<T> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const version = await readSearchIndexVersion(db);
  const entry = cache.get(key);
  if (entry && entry.version === version && Date.now() - entry.storedAt < MAX_AGE_MS) {
    // Re-inserting keeps the map in least-recently-used order.
    cache.delete(key);
    cache.set(key, entry);
    return entry.value as T;
  }
  const value = await compute(version);
  cache.set(key, { version, storedAt: Date.now(), value });
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
