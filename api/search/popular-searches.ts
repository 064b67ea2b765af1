import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { searchQueries } from "../db/schema";

/** Short, case- and space-normalised: "  Tarta de QUESO " and "tarta de queso" are one search. */
function normaliseSearch(text: string) {
  return text.toLocaleLowerCase("es").replace(/\s+/g, " ").trim();
}

/** Counts a search someone made; only searches that found something, so typos and junk do not trend. */
export async function recordSearch(db: Database, locale: string, text: string) {
  const query = normaliseSearch(text);
  if (query.length < 2 || query.length > 100) return;
  await db
    .insert(searchQueries)
    .values({ locale, query })
    .onConflictDoUpdate({
      target: [searchQueries.locale, searchQueries.query],
      set: { searches: sql`${searchQueries.searches} + 1`, lastSearchedAt: sql`now()` },
    });
}

export async function listPopularSearches(db: Database, locale: string, limit: number) {
  const rows = await db
    .select({ query: searchQueries.query, count: searchQueries.searches })
    .from(searchQueries)
    .where(eq(searchQueries.locale, locale))
    .orderBy(desc(searchQueries.searches), desc(searchQueries.lastSearchedAt), searchQueries.query)
    .limit(limit);
  return rows;
}

const CACHED_VIEWS_FLUSH_MS = 5_000;

/**
 * Counts views of search pages served from the page cache (decision 034), where the API was not
 * asked: a search counted before (so it found something then) counts once more for each; any
 * other is left to its next rendered view, which asks the API. Added up in memory and written every
 * few seconds, one UPDATE per search, so a cached view costs no write of its own (on the embedded
 * database a write a view would halve the search page's throughput); a crash loses those seconds'
 * counts, a statistic's price. `close()` writes what is left.
 */
export function createCachedSearchViewCounter(db: Database, flushMs = CACHED_VIEWS_FLUSH_MS) {
  let pending = new Map<string, { locale: string; query: string; views: number }>();
  let flushing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = [...pending.values()];
    pending = new Map();
    flushing = flushing.then(async () => {
      for (const { locale, query, views } of batch) {
        await db
          .update(searchQueries)
          .set({ searches: sql`${searchQueries.searches} + ${views}`, lastSearchedAt: sql`now()` })
          .where(and(eq(searchQueries.locale, locale), eq(searchQueries.query, query)))
          .catch(() => undefined);
      }
    });
    return flushing;
  };
  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();
  return {
    count(locale: string, text: string) {
      const query = normaliseSearch(text);
      if (query.length < 2 || query.length > 100) return;
      const key = `${locale}\n${query}`;
      const known = pending.get(key);
      if (known) known.views++;
      else pending.set(key, { locale, query, views: 1 });
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
