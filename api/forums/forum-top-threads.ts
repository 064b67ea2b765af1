import { and, desc, eq, gte, inArray, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { ForumBusyPeriod, ForumTopPeriod } from "../contract/forums";
import { RECORD_ID_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { forumCategories, forumReactions, forumReplies, forumThreads } from "../db/schema";
import { cursorRecordId, decodeCursor, encodeCursor } from "../http/cursor";
import type { ApiLocale } from "../i18n/messages";
import { presentCategory, presentThreadSummary, published, selectThreads } from "./forum-queries";

/**
 * A category's "top" threads (decision 092): by the reactions their posts got in the period, most
 * first, ties by id (newest first). A thread nobody reacted to in the period is not top: it is left out.
 */

/** Where each period starts counting; "all" counts every reaction. */
const periodStart: Record<ForumTopPeriod, SQL | undefined> = {
  week: sql`now() - interval '7 days'`,
  month: sql`now() - interval '1 month'`,
  year: sql`now() - interval '1 year'`,
  all: undefined,
};

/**
 * Across categories, the published threads with the most published replies in the period, most
 * first, then the latest active: what the community talked about (/dashboard). A thread nobody
 * replied to in the period is left out.
 */
export async function listBusiestThreads(db: Database, period: ForumBusyPeriod, limit: number, locale: ApiLocale) {
  const replies = db
    .select({ threadId: forumReplies.threadId, count: sql<number>`count(*)::int`.as("replies_in_period") })
    .from(forumReplies)
    .where(and(published(forumReplies), gte(forumReplies.createdAt, periodStart[period]!)))
    .groupBy(forumReplies.threadId)
    .as("recent");
  const rows = await selectThreads(db, { count: replies.count })
    .innerJoin(replies, eq(replies.threadId, forumThreads.id))
    .where(published(forumThreads))
    .orderBy(desc(replies.count), desc(forumThreads.lastActivityAt), desc(forumThreads.id))
    .limit(limit);
  return rows.map((row) => ({ ...presentThreadSummary(row, locale), replies_in_period: Number(row.count) }));
}

/** The last row's reactions in the period and its id. */
const topCursor = z.tuple([z.number().int().min(1).max(RECORD_ID_MAX), cursorRecordId]);

export async function listTopThreads(db: Database, category: typeof forumCategories.$inferSelect, period: ForumTopPeriod, perPage: number, locale: ApiLocale, cursor?: string) {
  const after = decodeCursor(cursor, topCursor);
  const since = periodStart[period];
  const inCategory = db.select({ id: forumThreads.id }).from(forumThreads).where(eq(forumThreads.categoryId, category.id));
  const scores = db
    .select({ threadId: forumReactions.threadId, score: sql<number>`count(*)::int`.as("score") })
    .from(forumReactions)
    .where(and(inArray(forumReactions.threadId, inCategory), since ? gte(forumReactions.createdAt, since) : undefined))
    .groupBy(forumReactions.threadId)
    .as("scores");
  const rows = await selectThreads(db, { score: scores.score })
    .innerJoin(scores, eq(scores.threadId, forumThreads.id))
    .where(
      and(eq(forumThreads.categoryId, category.id), published(forumThreads), after ? sql`(${scores.score}, ${forumThreads.id}) < (${after[0]}::int, ${after[1]}::int)` : undefined),
    )
    .orderBy(desc(scores.score), desc(forumThreads.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    category: { ...presentCategory(category, locale), threads_count: 0, replies_count: 0 },
    pinned: [],
    data: page.map((row) => presentThreadSummary(row, locale)),
    meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([Number(last.score), last.thread.id]) : null },
  };
}
