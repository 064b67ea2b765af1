import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import type { ForumSearchResult, MarkedText } from "../contract/forum-questions";
import type { Database } from "../db/client";
import { forumReplies, forumThreads, users } from "../db/schema";
import { decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { markdownAsPlainText } from "../markdown/plain-text";
import { presentThreadSummary, published, selectThreads } from "./forum-queries";

/**
 * Forum search (decision 095) with the recipes' text machinery: websearch_to_tsquery in both of
 * Sazón's text configurations (sazon_es, sazon_en: stemmed, accents folded by unaccent; migration
 * 0003), so "jamon" finds "jamón" and the other way round, over the expression migration 0042
 * indexes, and over replies (decision 099, migration 0044): a thread is found by its best reply too,
 * with a passage of it. Ranked, then latest activity first. Published threads and replies only, for
 * everyone (decision 094): a held, hidden or removed post is found by nobody.
 */

/** The indexed expression over a threads table's alias, written as in migration 0042's index so the planner uses it. */
const forumSearchDocumentOf = (table: string) => `(
  setweight(to_tsvector('sazon_es'::regconfig, ${table}.title), 'A') || setweight(to_tsvector('sazon_en'::regconfig, ${table}.title), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, ${table}.body_source), 'B') || setweight(to_tsvector('sazon_en'::regconfig, ${table}.body_source), 'B')
)`;
const forumSearchDocument = sql.raw(forumSearchDocumentOf(`"forum_threads"`));

/** Marks around the words found: control characters no stored text holds (hasForbiddenCharacters). */
const START = "\u0002";
const STOP = "\u0003";
const headlineOptions = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=10, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`;
const titleOptions = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;

/** Results are paged by how many came before (a rank is no key to continue from). */
const offsetCursor = z.tuple([z.number().int().min(1).max(1000)]);

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

/** A reply's document, written as in migration 0044's index. */
const replySearchDocument = sql`(to_tsvector('sazon_es'::regconfig, ${forumReplies.bodySource}) || to_tsvector('sazon_en'::regconfig, ${forumReplies.bodySource}))`;

export async function searchThreads(db: Database, q: string, options: { categoryId?: number; perPage: number; cursor?: string; locale: ApiLocale }) {
  const offset = decodeCursor(options.cursor, offsetCursor)?.[0] ?? 0;
  const query = sql`(websearch_to_tsquery('sazon_es', ${q}) || websearch_to_tsquery('sazon_en', ${q}))`;
  // Each thread's first published reply holding the words (decision 099), found through the replies'
  // index alone: ranking every matching reply by ts_rank re-read each one's text, a long thread's 200 included.
  const replyHits = db
    .selectDistinctOn([forumReplies.threadId], {
      threadId: forumReplies.threadId,
      replyId: sql<number>`${forumReplies.id}`.as("reply_id"),
      userName: sql<string>`${users.name}`.as("reply_user_name"),
      userSlug: sql<string>`${users.slug}`.as("reply_user_slug"),
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(sql`${replySearchDocument} @@ ${query}`, published(forumReplies)))
    .orderBy(forumReplies.threadId, forumReplies.id)
    .as("reply_hits");
  // The threads whose own title or opening post hold the words, through migration 0042's index.
  const ownHits = sql`(select t.id from ${forumThreads} t where ${sql.raw(forumSearchDocumentOf("t"))} @@ ${query})`;
  const rows = await selectThreads(db, {
    titleEs: sql<string>`ts_headline('sazon_es', ${forumThreads.title}, ${query}, ${titleOptions})`,
    titleEn: sql<string>`ts_headline('sazon_en', ${forumThreads.title}, ${query}, ${titleOptions})`,
    excerptEs: sql<string>`ts_headline('sazon_es', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
    excerptEn: sql<string>`ts_headline('sazon_en', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
    reply: { id: replyHits.replyId, name: replyHits.userName, slug: replyHits.userSlug },
  })
    .leftJoin(replyHits, eq(replyHits.threadId, forumThreads.id))
    .where(
      and(
        sql`(${forumThreads.id} in ${ownHits} or ${replyHits.threadId} is not null)`,
        published(forumThreads),
        options.categoryId === undefined ? undefined : eq(forumThreads.categoryId, options.categoryId),
      ),
    )
    // A thread's own words rank it; one found only by a reply ranks 0, after them, by latest activity.
    .orderBy(sql`ts_rank(${forumSearchDocument}, ${query}) desc`, desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(options.perPage + 1)
    .offset(offset);
  const page = rows.slice(0, options.perPage);
  // Each language's stemmer marks its own words: the headline that found something, Spanish first.
  const found = (es: string, en: string) => (hasMatch(es) || !hasMatch(en) ? es : en);
  const openings = page.map((row) => found(row.excerptEs, row.excerptEn));
  // The opening post's passage when it holds the words; else the reply's, headlined for those rows only.
  const replyIds = page.flatMap((row, index) => (row.reply && !hasMatch(openings[index]!) ? [row.reply.id] : []));
  const replyPassages = new Map(
    replyIds.length === 0
      ? []
      : (
          await db
            .select({
              id: forumReplies.id,
              es: sql<string>`ts_headline('sazon_es', ${forumReplies.bodySource}, ${query}, ${headlineOptions})`,
              en: sql<string>`ts_headline('sazon_en', ${forumReplies.bodySource}, ${query}, ${headlineOptions})`,
            })
            .from(forumReplies)
            .where(inArray(forumReplies.id, replyIds))
        ).map((row) => [row.id, found(row.es, row.en)]),
  );
  const data: ForumSearchResult[] = page.map((row, index) => {
    const reply = row.reply && replyPassages.has(row.reply.id) ? row.reply : null;
    const excerpt = reply ? replyPassages.get(reply.id)! : openings[index]!;
    return {
      ...presentThreadSummary(row, options.locale),
      title_marked: markedTitle(row.thread.title, found(row.titleEs, row.titleEn)),
      excerpt: marked(markdownAsPlainText(excerpt)),
      reply: reply ? { id: reply.id, user: { name: reply.name, slug: reply.slug } } : null,
    };
  });
  return { data, meta: { per_page: options.perPage, next_cursor: rows.length > options.perPage ? encodeCursor([offset + options.perPage]) : null } };
}
