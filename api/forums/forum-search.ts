import { and, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { ForumSearchResult, MarkedText } from "../contract/forum-questions";
import type { Database } from "../db/client";
import { forumReplies, forumThreads, users } from "../db/schema";
import { decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { markdownAsPlainText } from "./forum-plain-text";
import { presentThreadSummary, published, selectThreads } from "./forum-queries";

/**
 * Forum search (decision 095) with the recipes' text machinery: websearch_to_tsquery in both of
 * Sazón's text configurations (sazon_es, sazon_en: stemmed, accents folded by unaccent; migration
 * 0003), so "jamon" finds "jamón" and the other way round, over the expression migration 0042
 * indexes, and over replies (decision 099, migration 0045): a thread is found by its best reply too,
 * with a passage of it. Ranked, then latest activity first. Published threads and replies only, for
 * everyone (decision 094): a held, hidden or removed post is found by nobody.
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

/** A reply's document, written as in migration 0045's index: unweighted (D), so a thread's own words rank above a reply's. */
const replySearchDocument = sql`(to_tsvector('sazon_es'::regconfig, ${forumReplies.bodySource}) || to_tsvector('sazon_en'::regconfig, ${forumReplies.bodySource}))`;

export async function searchThreads(db: Database, q: string, options: { categoryId?: number; perPage: number; cursor?: string; locale: ApiLocale }) {
  const offset = decodeCursor(options.cursor, offsetCursor)?.[0] ?? 0;
  const query = sql`(websearch_to_tsquery('sazon_es', ${q}) || websearch_to_tsquery('sazon_en', ${q}))`;
  // Each thread's best published reply holding the words (decision 099), found through the replies' index.
  const replyHits = db
    .selectDistinctOn([forumReplies.threadId], {
      threadId: forumReplies.threadId,
      replyId: sql<number>`${forumReplies.id}`.as("reply_id"),
      source: sql<string>`${forumReplies.bodySource}`.as("reply_source"),
      rank: sql<number>`ts_rank(${replySearchDocument}, ${query})`.as("reply_rank"),
      userName: sql<string>`${users.name}`.as("reply_user_name"),
      userSlug: sql<string>`${users.slug}`.as("reply_user_slug"),
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .where(and(sql`${replySearchDocument} @@ ${query}`, published(forumReplies)))
    .orderBy(forumReplies.threadId, sql`reply_rank desc`, forumReplies.id)
    .as("reply_hits");
  const rows = await selectThreads(db, {
    titleEs: sql<string>`ts_headline('sazon_es', ${forumThreads.title}, ${query}, ${titleOptions})`,
    titleEn: sql<string>`ts_headline('sazon_en', ${forumThreads.title}, ${query}, ${titleOptions})`,
    excerptEs: sql<string>`ts_headline('sazon_es', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
    excerptEn: sql<string>`ts_headline('sazon_en', ${forumThreads.bodySource}, ${query}, ${headlineOptions})`,
    reply: { id: replyHits.replyId, name: replyHits.userName, slug: replyHits.userSlug },
    replyExcerptEs: sql<string | null>`ts_headline('sazon_es', ${replyHits.source}, ${query}, ${headlineOptions})`,
    replyExcerptEn: sql<string | null>`ts_headline('sazon_en', ${replyHits.source}, ${query}, ${headlineOptions})`,
  })
    .leftJoin(replyHits, eq(replyHits.threadId, forumThreads.id))
    .where(
      and(
        sql`(${forumSearchDocument} @@ ${query} or ${replyHits.threadId} is not null)`,
        published(forumThreads),
        options.categoryId === undefined ? undefined : eq(forumThreads.categoryId, options.categoryId),
      ),
    )
    .orderBy(sql`greatest(ts_rank(${forumSearchDocument}, ${query}), coalesce(${replyHits.rank}, 0)) desc`, desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(options.perPage + 1)
    .offset(offset);
  const page = rows.slice(0, options.perPage);
  const data: ForumSearchResult[] = page.map((row) => {
    // Each language's stemmer marks its own words: the headline that found something, Spanish first.
    const found = (es: string, en: string) => (hasMatch(es) || !hasMatch(en) ? es : en);
    const title = found(row.titleEs, row.titleEn);
    const opening = found(row.excerptEs, row.excerptEn);
    // The opening post's passage when it holds the words; else the reply's that does.
    const reply = !hasMatch(opening) && row.reply && row.replyExcerptEs !== null && row.replyExcerptEn !== null ? row.reply : null;
    const excerpt = reply ? found(row.replyExcerptEs!, row.replyExcerptEn!) : opening;
    return {
      ...presentThreadSummary(row, options.locale),
      title_marked: markedTitle(row.thread.title, title),
      excerpt: marked(markdownAsPlainText(excerpt)),
      reply: reply ? { id: reply.id, user: { name: reply.name, slug: reply.slug } } : null,
    };
  });
  return { data, meta: { per_page: options.perPage, next_cursor: rows.length > options.perPage ? encodeCursor([offset + options.perPage]) : null } };
}
