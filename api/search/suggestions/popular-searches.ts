import { and, asc, desc, eq, gte, notExists, or, sql } from "drizzle-orm";
import { POPULAR_SEARCH_MIN_COUNT, POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY } from "../../contract/limits";
import type { Database } from "../../db/client";
import { hiddenSearchTerms, searchQueries, searchQueryClients } from "../../db/schema";
import { getCatalogue } from "../query/catalogue-lookup";
import { freshRecipeIndex } from "../index/recipe-index";
import { vocabularyOf } from "../query/resolve-filters";
import { hashedClient, type SearchClient, utcDay } from "../search-clients";
import { parseSemanticQuery } from "../query/semantic/semantic-query";
import { rowsOf } from "../../db/rows-of";

/** Short, case- and space-normalised: "  Tarta de QUESO " and "tarta de queso" are one search. */
function normaliseSearch(text: string) {
  return text.toLocaleLowerCase("es").replace(/\s+/g, " ").trim();
}

/** A scheme ("http://", "mailto:"), "www." or a host name ("casino.example", "bit.ly/x"): an advert, not a dish. */
const ADDRESS_LIKE = /[a-z][a-z0-9+.-]*:\/*\S|\bwww\.|[\p{L}\p{N}-]\.[\p{L}]{2,}|@/iu;

/**
 * Whether anything in the text is something the site knows: a word of some recipe's text (as the
 * full-text search reads it, in either language) or a catalogue name or phrase the plain-words
 * request understands ("sin gluten", "cena rápida"). A search found only by resembling a title
 * (the typo fallback) with no known word at all is not one to show others.
 */
async function isRecognised(db: Database, text: string): Promise<boolean> {
  if (parseSemanticQuery(text, vocabularyOf(await getCatalogue(db))).applied.length > 0) return true;
  const lexemes = rowsOf<{ lexeme: string }>(
    await db.execute(sql`select unnest(tsvector_to_array(to_tsvector('sazon_es', ${text}) || to_tsvector('sazon_en', ${text}))) as lexeme`),
  );
  if (lexemes.length === 0) return false;
  const index = await freshRecipeIndex(db);
  return lexemes.some(({ lexeme }) => index.hasLexeme(lexeme));
}

/**
 * Counts a search that found recipes (the caller knows) toward "popular searches" — at most once a
 * day per client (the member, or the visitor's address) and per address, at most
 * POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY texts per address a day, never an address-like text or
 * one the site does not recognise at all (decisions/031). Answers whether it counted.
 */
export async function recordSearch(db: Database, locale: string, text: string, client: SearchClient): Promise<boolean> {
  const query = normaliseSearch(text);
  if (query.length < 2 || query.length > 100 || ADDRESS_LIKE.test(query)) return false;
  const day = utcDay();
  const { clientHash, addressHash } = await hashedClient(db, day, client);
  const sameSearch = and(eq(searchQueryClients.locale, locale), eq(searchQueryClients.query, query));
  const stillOpen = async (executor: Pick<Database, "select">) => {
    const [seen] = await executor
      .select({
        same: sql<number>`count(*) filter (where ${sameSearch})`.mapWith(Number),
        fromAddress: sql<number>`count(*) filter (where ${searchQueryClients.addressHash} = ${addressHash})`.mapWith(Number),
      })
      .from(searchQueryClients)
      .where(and(eq(searchQueryClients.day, day), or(eq(searchQueryClients.clientHash, clientHash), eq(searchQueryClients.addressHash, addressHash))));
    return seen!.same === 0 && seen!.fromAddress < POPULAR_SEARCH_TERMS_PER_ADDRESS_PER_DAY;
  };
  // A repeat (the common case: reloads, the same link shared) stops at this read, without a write.
  if (!(await stillOpen(db)) || !(await isRecognised(db, query))) return false;
  return db.transaction(async (tx) => {
    // One address at a time, across processes, so a burst cannot slip past the cap between read and write.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`popular-search:${addressHash}`}, 0))`);
    if (!(await stillOpen(tx))) return false;
    const inserted = await tx.insert(searchQueryClients).values({ day, clientHash, addressHash, locale, query }).onConflictDoNothing().returning({ day: searchQueryClients.day });
    if (inserted.length === 0) return false;
    await tx
      .insert(searchQueries)
      .values({ locale, query })
      .onConflictDoUpdate({
        target: [searchQueries.locale, searchQueries.query],
        set: { searches: sql`${searchQueries.searches} + 1`, lastSearchedAt: sql`now()` },
      });
    return true;
  });
}

/**
 * The texts most clients searched, in one language: only those at least POPULAR_SEARCH_MIN_COUNT
 * client-days asked for (one person's search is not shown to everyone), none an admin hid. Read
 * from the table on every call, so a hidden text is gone from the very next answer.
 */
export async function listPopularSearches(db: Database, locale: string, limit: number) {
  return db
    .select({ query: searchQueries.query, count: searchQueries.searches })
    .from(searchQueries)
    .where(
      and(
        eq(searchQueries.locale, locale),
        gte(searchQueries.searches, POPULAR_SEARCH_MIN_COUNT),
        notExists(db.select({ query: hiddenSearchTerms.query }).from(hiddenSearchTerms).where(eq(hiddenSearchTerms.query, searchQueries.query))),
      ),
    )
    .orderBy(desc(searchQueries.searches), desc(searchQueries.lastSearchedAt), asc(searchQueries.query))
    .limit(limit);
}

export async function hideSearchTerm(db: Database, text: string, adminId: number) {
  const query = normaliseSearch(text);
  await db.insert(hiddenSearchTerms).values({ query, hiddenBy: adminId }).onConflictDoNothing();
  return query;
}

export async function unhideSearchTerm(db: Database, text: string) {
  const removed = await db
    .delete(hiddenSearchTerms)
    .where(eq(hiddenSearchTerms.query, normaliseSearch(text)))
    .returning({ query: hiddenSearchTerms.query });
  return removed.length > 0;
}

export async function listHiddenSearchTerms(db: Database) {
  const rows = await db.select().from(hiddenSearchTerms).orderBy(desc(hiddenSearchTerms.hiddenAt), asc(hiddenSearchTerms.query));
  return rows.map((row) => ({ query: row.query, hidden_at: row.hiddenAt.toISOString() }));
}

const CACHED_VIEWS_REMEMBERED = 10_000;

/**
 * Counts views of search pages served from the page cache (decision 034), where the API was not
 * asked, by recordSearch's own rules (once a day per client, decision 031): a search counted before
 * (so it found something then) may count for this client; any other waits for its next rendered
 * view, which asks the API. A client's repeats of one search today are skipped in memory, so they
 * cost the database nothing (on the embedded one, a read or write per cached view would queue
 * behind the pages).
 */
export function createCachedSearchViewRecorder(db: Database) {
  const seen = new Set<string>();
  return async (locale: string, text: string, client: SearchClient) => {
    const query = normaliseSearch(text);
    const key = `${utcDay()}\n${client.memberId ?? ""}\n${client.address}\n${locale}\n${query}`;
    if (seen.has(key)) return;
    if (seen.size >= CACHED_VIEWS_REMEMBERED) seen.clear();
    seen.add(key);
    const [known] = await db
      .select({ query: searchQueries.query })
      .from(searchQueries)
      .where(and(eq(searchQueries.locale, locale), eq(searchQueries.query, query)));
    if (known) await recordSearch(db, locale, text, client);
  };
}
