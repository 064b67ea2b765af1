import { and, eq, sql } from "drizzle-orm";
import type { ForumWatchLevel } from "../contract/forums";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumThreadWatches } from "../db/schema";

/** Members' watch levels on threads (decision 087): who a reply tells, and each member's own choice. */

/** The member's level on a thread: their choice, or "normal" when they made none and never posted there. */
export async function watchLevelOf(db: Database, threadId: number, userId: number): Promise<ForumWatchLevel> {
  const [row] = await db
    .select({ level: forumThreadWatches.level })
    .from(forumThreadWatches)
    .where(and(eq(forumThreadWatches.threadId, threadId), eq(forumThreadWatches.userId, userId)));
  return row?.level ?? "normal";
}

export async function setWatchLevel(db: Database, threadId: number, userId: number, level: ForumWatchLevel) {
  await db
    .insert(forumThreadWatches)
    .values({ threadId, userId, level })
    .onConflictDoUpdate({ target: [forumThreadWatches.threadId, forumThreadWatches.userId], set: { level, updatedAt: sql`now()` } });
}

/**
 * Whom a reply tells: the thread's author and the author of the reply it quotes (both at any level
 * but muted), and everyone watching the thread since before it was written; never the one who wrote
 * it. Read when the outbox does the event, so a mute meanwhile counts; a watch begun meanwhile (a
 * member who replied after it) does not: they read the thread then.
 */
export async function replyRecipients(db: Database, replyId: number): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      with reply as (
        select r.thread_id, r.user_id, r.created_at, t.user_id as thread_author, q.user_id as quoted_author
        from forum_replies r join forum_threads t on t.id = r.thread_id left join forum_replies q on q.id = r.quoted_reply_id
        where r.id = ${replyId}
      ),
      candidates as (
        select thread_author as id from reply
        union select quoted_author from reply where quoted_author is not null
        union select w.user_id from forum_thread_watches w join reply on w.thread_id = reply.thread_id where w.level = 'watching' and w.updated_at <= reply.created_at
      )
      select c.id from candidates c, reply
      where c.id <> reply.user_id
        and not exists (select 1 from forum_thread_watches m where m.thread_id = reply.thread_id and m.user_id = c.id and m.level = 'muted')
      order by c.id`),
  );
  return rows.map((row) => Number(row.id));
}
