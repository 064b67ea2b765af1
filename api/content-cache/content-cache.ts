import type { Database } from "../db/client";
import { and, gt, isNull, sql } from "drizzle-orm";
import { recipes } from "../db/schema";
import { readSearchIndexVersion } from "../db/search-index-version";
import { type CacheTagLog, cacheTagLogFor } from "./cache-tag-log";
import { rowsOf } from "../db/rows-of";

interface Entry {
  version: string;
  /** The cache-tag log's stamp when the computation started (decision 086). */
  stamp: number;
  /** What the answer shows, once it is known: it stands by them after the version moved, for a while. */
  tags?: readonly string[];
  /** Epoch ms: the max age, or sooner when a scheduled recipe comes out before it (that is no write). */
  validUntil: number;
  /** Epoch ms: after this the entry stands only by the version. */
  taggedUntil: number;
  value: Promise<unknown>;
}

export interface ContentCacheOptions {
  maxEntries: number;
  maxAgeMs?: number;
  /**
   * How long an answer stands by its tags once the version moved: what tags cannot tell (a list's
   * order or a rating filter when only ratings moved, decision 085) lags at most this long.
   */
  taggedMaxAgeMs?: number;
}

const DEFAULT_MAX_AGE_MS = 1_800_000;
const DEFAULT_TAGGED_MAX_AGE_MS = 60_000;

/**
 * When the next scheduled recipe comes out (epoch ms; Infinity when none is scheduled): answers kept
 * for the content version are good until then, since a publication time passing is no write.
 */
async function nextPublicationAt(db: Database): Promise<number> {
  const [row] = await db
    .select({ at: sql<number | string | null>`(extract(epoch from min(${recipes.publishedAt})) * 1000)::float8` })
    .from(recipes)
    .where(and(gt(recipes.publishedAt, sql`now()`), isNull(recipes.deletedAt)));
  return row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
}

/** The next publication time only moves with a write (a new version) or when it passes: read once per version. */
const publications = new WeakMap<Database, { version: string; at: number }>();
export async function nextPublicationFor(db: Database, version: string): Promise<number> {
  const known = publications.get(db);
  if (known && known.version === version && Date.now() < known.at) return known.at;
  const at = await nextPublicationAt(db);
  publications.set(db, { version, at });
  return at;
}

/**
 * The next moment a challenge's window opens or closes (epoch ms; Infinity when none is coming,
 * decision 110): a challenge's phase changes then with no write, so kept pages expire by it. The
 * windows move only with a challenge's write, which moves the community version (migration 0048):
 * read once per that version, or again when the moment passes.
 */
const challengeBoundaries = new WeakMap<Database, { version: string; at: number }>();
export async function nextChallengeBoundaryFor(db: Database, communityVersion: string): Promise<number> {
  const known = challengeBoundaries.get(db);
  if (known && known.version === communityVersion && Date.now() < known.at) return known.at;
  const [row] = rowsOf<{ at: number | string | null }>(
    await db.execute(sql`
      select (extract(epoch from min(at)) * 1000)::float8 as at from (
        select min(opens_at) as at from challenges where opens_at > now()
        union all select min(voting_at) from challenges where voting_at > now()
        union all select min(closes_at) from challenges where closes_at > now()
      ) boundaries`),
  );
  const at = row?.at === null || row?.at === undefined ? Number.POSITIVE_INFINITY : Number(row.at);
  challengeBoundaries.set(db, { version: communityVersion, at });
  return at;
}

/** Whether none of `tags` was written after `stamp`, the log read up to now. */
async function unchangedSince(tagLog: CacheTagLog, tags: readonly string[], stamp: number): Promise<boolean> {
  await tagLog.currentStamp();
  return !tagLog.changedSince(tags, stamp);
}

/**
 * Answers made from published content, kept per database. An answer stands while the content
 * version holds: every write search reads moves it (migrations 0007 and 0009, from any process; a
 * review moves its recipe's row through 0010's trigger), so a write shows on the very next request.
 * An answer whose caller says what it shows (`tagsOf`, the same tags its HTTP answer names) also
 * stands after the version moved while none of its tags was written (decision 086): a review of one
 * recipe leaves the other recipes' answers kept. A lookup costs one primary-key read; a miss
 * computes and keeps the answer, the least recently used going first. Concurrent misses share one
 * computation. `undefined` (not found) is answered, never kept.
 */
export function createContentCache({ maxEntries, maxAgeMs = DEFAULT_MAX_AGE_MS, taggedMaxAgeMs = DEFAULT_TAGGED_MAX_AGE_MS }: ContentCacheOptions) {
  const caches = new WeakMap<Database, Map<string, Entry>>();
  return async function cached<T>(
    db: Database,
    key: string,
    compute: (version: string) => Promise<T>,
    tagsOf?: (value: NoInfer<Exclude<T, undefined>>) => readonly string[] | undefined,
  ): Promise<T> {
    let cache = caches.get(db);
    if (!cache) caches.set(db, (cache = new Map()));
    const version = await readSearchIndexVersion(db);
    const tagLog = cacheTagLogFor(db);
    const entry = cache.get(key);
    if (entry && Date.now() < entry.validUntil) {
      const stands = entry.version === version || (entry.tags !== undefined && Date.now() < entry.taggedUntil && (await unchangedSince(tagLog, entry.tags, entry.stamp)));
      if (stands && cache.get(key) === entry) {
        // Re-inserting keeps the map in least-recently-used order.
        cache.delete(key);
        cache.set(key, entry);
        return entry.value as Promise<T>;
      }
    }
    const now = Date.now();
    const fresh: Entry = { version, stamp: 0, validUntil: now + maxAgeMs, taggedUntil: now + taggedMaxAgeMs, value: Promise.resolve() };
    fresh.value = (async () => {
      // Read before computing: a write committed meanwhile is after the stamp, so it is seen.
      if (tagsOf) fresh.stamp = await tagLog.currentStamp();
      fresh.validUntil = Math.min(fresh.validUntil, await nextPublicationFor(db, version));
      // The version read is given on, so the computation need not read it again.
      const value = await compute(version);
      if (tagsOf && value !== undefined) fresh.tags = tagsOf(value as Exclude<T, undefined>);
      return value;
    })();
    cache.set(key, fresh);
    while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
    const forget = () => {
      if (cache.get(key) === fresh) cache.delete(key);
    };
    fresh.value.then((value) => value === undefined && forget(), forget);
    return fresh.value as Promise<T>;
  };
}
