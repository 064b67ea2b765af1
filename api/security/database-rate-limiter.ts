import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitCounters } from "../db/schema";

/** Ended windows are deleted at most this often (on a hit), so the table holds about the live keys. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * A window's count in the database: one statement opens the window, counts the hit inside it, or
 * opens a new one once it has ended, and answers the count with the time left by the database's
 * clock (an API process's clock may differ from a PostgreSQL server's).
 */
export function createDatabaseCounter(db: Database) {
  let lastSweep = 0;
  const now = sql`clock_timestamp()`;
  return {
    async hit(key: string, windowMs: number) {
      if (Date.now() - lastSweep >= SWEEP_INTERVAL_MS) {
        lastSweep = Date.now();
        await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, now));
      }
      const windowEnd = sql`${now} + ${windowMs} * interval '1 millisecond'`;
      const ended = sql`${rateLimitCounters.resetsAt} <= ${now}`;
      const [row] = await db
        .insert(rateLimitCounters)
        .values({ key, hits: 1, resetsAt: windowEnd })
        .onConflictDoUpdate({
          target: rateLimitCounters.key,
          set: {
            hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
            resetsAt: sql`CASE WHEN ${ended} THEN excluded.resets_at ELSE ${rateLimitCounters.resetsAt} END`,
          },
        })
        .returning({ hits: rateLimitCounters.hits, msLeft: sql<string>`ceil(extract(epoch from ${rateLimitCounters.resetsAt} - ${now}) * 1000)` });
      return { count: row!.hits, msLeft: Number(row!.msLeft) };
    },
    async reset(key: string) {
      await db.delete(rateLimitCounters).where(sql`${rateLimitCounters.key} = ${key}`);
    },
  };
}
