import { desc, eq, sql } from "drizzle-orm";
import type { ArticleSearchResult } from "../contract/articles";
import type { MarkedText } from "../contract/forum-questions";
import type { Database } from "../db/client";
import { articles, users } from "../db/schema";
import type { ApiLocale } from "../i18n/messages";
import { markdownAsPlainText } from "../markdown/plain-text";
import { articleColumns, presentArticleSummary } from "./article-queries";

/**
 * The recipe search's "Artículos" group (decision 103): articles whose titles, deks or bodies hold
 * the words, in either language, through the text machinery the recipes and forums use
 * (websearch_to_tsquery in sazon_es and sazon_en, accents folded), over migration 0046's index,
 * ranked. One statement, which the search page asks beside the recipe search.
 */

/** The indexed expression, written as in migration 0046's index so the planner uses it. */
const searchDocument = sql`(
  setweight(to_tsvector('sazon_es'::regconfig, ${articles.titleEs}), 'A') || setweight(to_tsvector('sazon_en'::regconfig, ${articles.titleEn}), 'A') ||
  setweight(to_tsvector('sazon_es'::regconfig, ${articles.dekEs}), 'B') || setweight(to_tsvector('sazon_en'::regconfig, ${articles.dekEn}), 'B') ||
  setweight(to_tsvector('sazon_es'::regconfig, ${articles.bodySourceEs}), 'C') || setweight(to_tsvector('sazon_en'::regconfig, ${articles.bodySourceEn}), 'C')
)`;

/** Marks around the words found: control characters no stored text holds (hasForbiddenCharacters). */
const START = "\u0002";
const STOP = "\u0003";
const titleOptions = `StartSel=${START}, StopSel=${STOP}, HighlightAll=true`;
const excerptOptions = `StartSel=${START}, StopSel=${STOP}, MaxWords=24, MinWords=10, ShortWord=2, MaxFragments=1`;

function marked(text: string): MarkedText {
  const parts: MarkedText = [];
  for (const [index, piece] of text.split(new RegExp(`[${START}${STOP}]`)).entries()) if (piece) parts.push({ text: piece, match: index % 2 === 1 });
  return parts;
}

/** The title with its marks when the headline kept it as written; else unmarked. */
function markedTitle(title: string, headline: string): MarkedText {
  const parts = marked(headline);
  return parts.map((part) => part.text).join("") === title ? parts : [{ text: title, match: false }];
}

/** At most `limit` articles for the words, best first, in the caller's language (title and a passage of its body). */
export async function searchArticles(db: Database, q: string, options: { limit: number; locale: ApiLocale; mediaBaseUrl: string }): Promise<ArticleSearchResult[]> {
  const query = sql`(websearch_to_tsquery('sazon_es', ${q}) || websearch_to_tsquery('sazon_en', ${q}))`;
  const en = options.locale === "en";
  const config = sql.raw(en ? "'sazon_en'" : "'sazon_es'");
  // PostgreSQL computes the headlines after the limit (they cost more than sorting): for the few rows shown only.
  const rows = await db
    .select({
      ...articleColumns,
      titleHeadline: sql<string>`ts_headline(${config}, ${en ? articles.titleEn : articles.titleEs}, ${query}, ${titleOptions})`,
      excerptHeadline: sql<string>`ts_headline(${config}, ${en ? articles.bodySourceEn : articles.bodySourceEs}, ${query}, ${excerptOptions})`,
    })
    .from(articles)
    .innerJoin(users, eq(users.id, articles.authorId))
    .where(sql`${searchDocument} @@ ${query}`)
    .orderBy(sql`ts_rank(${searchDocument}, ${query}) desc`, desc(articles.publishedAt))
    .limit(options.limit);
  return rows.map((row) => {
    const summary = presentArticleSummary(row, options.locale, options.mediaBaseUrl);
    return {
      ...summary,
      title_marked: markedTitle(summary.title, row.titleHeadline),
      excerpt: row.excerptHeadline.includes(START) ? marked(markdownAsPlainText(row.excerptHeadline)) : [{ text: summary.dek, match: false }],
    };
  });
}
