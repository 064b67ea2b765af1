import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ForumSearchResult, MarkedText } from "../contract/forum-questions";
import type { Database } from "../db/client";
import { forumThreads } from "../db/schema";
import { decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { presentThreadSummary, published, selectThreads } from "./forum-queries";

/**
 * Forum search (decision 095) with the recipes' text machinery: websearch_to_tsquery in both of
 * Sazón's text configurations (sazon_es, sazon_en: stemmed, accents folded by unaccent; migration
 * 0003), so "jamon" finds "jamón" and the other way round, over the expression migration 0042
 * indexes. Ranked, then latest activity first. Published threads only, for everyone (decision 094):
 * a held, hidden or removed thread is found by nobody.
 */

/** The indexed expression, written as in migration 0042's index so the planner uses it. */
const forumSearchDocument = sql`(
  setweight(to_tsvector('sazon_es'::regconfig, ${forumThreads.title}), 'A') || setweight(to_tsvector('sazon_en'::regconfig, ${forumThreads.title}), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, ${forumThreads.bodySource}), 'B') || setweight(to_tsvector('sazon_en'::regconfig, ${forumThreads.bodySource}), 'B')
)`;

/** Marks around the words found: control characters no stored text holds (hasForbiddenCharacters). */
const START = "\u0002";
const STOP = "\u0003";
const headlineOptions = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const titleOptions = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** Results are paged by how many came before (a rank is no key to continue from). */
const offsetCursor = z.tuple([z.number().int().min(1).max(1000)]);

/** Markdown's marks left out of an excerpt: `[text](address)` is its text; emphasis, quotes and code marks go. */
function plainText(markdown: string): string {
  return (
    markdown
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
      // A passage cut inside a link: its tail and its start.
      .replace(/\]\([^)\s]*\)?/g, "")
      .replace(/!?\[/g, "")
      .replace(/^\s{0,3}(?:>\s?)+/gm, "")
      .replace(/[*_`~]+/g, "")
      .replace(/\s+/g, " ")
      .trim()
  );
}

/** "a \u0002b\u0003 c" → [{a , false}, {b, true}, { c, false}]. */
function marked(text: string): MarkedText {
  const parts: MarkedText = [];
  for (const [index, piece] of text.split(new RegExp(`[${START}${STOP}]`)).entries()) if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  return parts;
}

const hasMatch = (text: string) => text.includes(START);

/** The title with its marks, when the headline kept it as written (its parser may read markup in it as tags); else unmarked. */
function markedTitle(title: string, headline: string): MarkedText {
  const parts = marked(headline);
  return parts.map((part) => part.text).join("") === title ? parts : [{ text: title, match: false }];
}

export async function searchThreads(db: Database, q: string, options: { categoryId?: number; perPage: number; cursor?: string; locale: ApiLocale }) {
  const offset = decodeCursor(options.cursor, offsetCursor)?.[0] ?? 0;
  const query = sql`(websearch_to_tsquery('sazon_es', ${q}) || websearch_to_tsquery('sazon_en', ${q}))`;
  const rows = await selectThreads(db, {
    titleEs: sql<string>`ts_headline('sazon_es', ${forumThreads.title}, ${query}, ${titleOptions})`,
    titleEn: sql<string>`ts_headline('sazon_en', ${forumThreads.title}, ${query}, ${titleOptions})`,
    excerptEs: sql<string>`ts_headline('sazon_es', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
    excerptEn: sql<string>`ts_headline('sazon_en', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
  })
    .where(and(sql`${forumSearchDocument} @@ ${query}`, published(forumThreads), options.categoryId === undefined ? undefined : eq(forumThreads.categoryId, options.categoryId)))
    .orderBy(sql`ts_rank(${forumSearchDocument}, ${query}) desc`, desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(options.perPage + 1)
    .offset(offset);
  const page = rows.slice(0, options.perPage);
  const data: ForumSearchResult[] = page.map((row) => {
    // Each language's stemmer marks its own words: the headline that found something, Spanish first.
    const title = hasMatch(row.titleEs) || !hasMatch(row.titleEn) ? row.titleEs : row.titleEn;
    const excerpt = hasMatch(row.excerptEs) || !hasMatch(row.excerptEn) ? row.excerptEs : row.excerptEn;
    return { ...presentThreadSummary(row, options.locale), title_marked: markedTitle(row.thread.title, title), excerpt: marked(plainText(excerpt)) };
  });
  return { data, meta: { per_page: options.perPage, next_cursor: rows.length > options.perPage ? encodeCursor([offset + options.perPage]) : null } };
}
