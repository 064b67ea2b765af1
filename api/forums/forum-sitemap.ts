import { asc, sql } from "drizzle-orm";
import { forumThreadKey } from "../contract/forums";
import type { Database } from "../db/client";
import { forumThreads } from "../db/schema";
import { published } from "./forum-queries";

/** Every published forum thread's address key and last activity, by id, a page at a time, for the sitemap (decision 092). */
export async function listSitemapThreads(db: Database, page: number, perPage: number) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: forumThreads.id, slug: forumThreads.slug, lastActivityAt: forumThreads.lastActivityAt })
      .from(forumThreads)
      .where(published(forumThreads))
      .orderBy(asc(forumThreads.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(forumThreads)
      .where(published(forumThreads)),
  ]);
  return { rows: rows.map((row) => ({ id: row.id, key: forumThreadKey(row), last_activity_at: row.lastActivityAt.toISOString() })), total: counted?.total ?? 0 };
}
