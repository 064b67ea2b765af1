import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { knownSinceLastWrite } from "../db/sole-writer";
import { rowsOf } from "../db/rows-of";
import { EVERY_TAG } from "../contract/cache-tags";

/** No kept page lives this long (server/page-cache.ts keeps one a minute at most): older changes are forgotten. */
const FORGET_AFTER_MS = 5 * 60_000;
/** More changes than this since the last read (a bulk import): every kept page goes, rather than read them all. */
const MAX_CHANGES_READ = 5_000;

export interface CacheTagLog {
  /** Reads what was logged since the last call; the stamp a page rendered from now on is made at. */
  currentStamp(): Promise<number>;
  /** Whether any of `tags` changed after `stamp` (the stamp of the page that showed them). */
  changedSince(tags: readonly string[], stamp: number): boolean;
}

/**
 * This process's view of the cache-tag log (migration 0033, decision 085): for each tag changed in
 * the last few minutes, the stamp of its latest change. Stamps follow commit order, so reading the
 * rows after the last stamp seen misses nothing, whichever process wrote them; on PGlite the read is
 * made only after a write (api/db/sole-writer.ts).
 */
export function createCacheTagLog(db: Database): CacheTagLog {
  let known: number | undefined;
  /** Pages made before this stamp are not trusted: the log was not read then (start, a "*", a flood). */
  let everythingChangedAt = 0;
  const latest = new Map<string, { stamp: number; at: number }>();
  let forgotAt = Date.now();

  const clockNow = async () => Number(rowsOf<{ seq: string | number }>(await db.execute(sql`select seq from cache_tag_clock where id = 1`))[0]?.seq ?? 0);

  function forgetOld(now: number) {
    if (now - forgotAt < FORGET_AFTER_MS) return;
    forgotAt = now;
    for (const [tag, change] of latest) if (now - change.at > FORGET_AFTER_MS) latest.delete(tag);
  }

  async function read(): Promise<number> {
    if (known === undefined) {
      known = everythingChangedAt = await clockNow();
      return known;
    }
    const rows = rowsOf<{ seq: string | number; tag: string }>(
      await db.execute(sql`select seq, tag from cache_tag_changes where seq > ${known} order by seq limit ${MAX_CHANGES_READ + 1}`),
    );
    const now = Date.now();
    if (rows.length > MAX_CHANGES_READ) {
      latest.clear();
      known = everythingChangedAt = await clockNow();
      return known;
    }
    for (const row of rows) {
      const stamp = Number(row.seq);
      if (row.tag === EVERY_TAG) everythingChangedAt = stamp;
      else latest.set(row.tag, { stamp, at: now });
      known = Math.max(known, stamp);
    }
    forgetOld(now);
    return known;
  }

  return {
    currentStamp: () => knownSinceLastWrite(db, "cache_tag_changes", read),
    changedSince(tags, stamp) {
      if (everythingChangedAt > stamp) return true;
      for (const tag of tags) if ((latest.get(tag)?.stamp ?? 0) > stamp) return true;
      return false;
    },
  };
}

const logs = new WeakMap<Database, CacheTagLog>();

/** The one log of a database in this process, shared by the page cache and the API's kept answers. */
export function cacheTagLogFor(db: Database): CacheTagLog {
  let log = logs.get(db);
  if (!log) logs.set(db, (log = createCacheTagLog(db)));
  return log;
}
