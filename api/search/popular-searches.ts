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

/**
 * Counts a view of a search page served from the page cache (decision 034), where the API was not
 * asked: a search counted before (so it found something then) counts once more; any other is left
 * to the next rendered view, which asks the API.
 */
export async function recordCachedSearchView(db: Database, locale: string, text: string) {
  const query = normaliseSearch(text);
  if (query.length < 2 || query.length > 100) return;
  await db
    .update(searchQueries)
    .set({ searches: sql`${searchQueries.searches} + 1`, lastSearchedAt: sql`now()` })
    .where(and(eq(searchQueries.locale, locale), eq(searchQueries.query, query)));
}
