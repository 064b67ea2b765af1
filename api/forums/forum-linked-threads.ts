import { type SQL, sql } from "drizzle-orm";
import type { RecipeQuestion } from "../contract/forum-questions";
import { forumThreadKey } from "../contract/forums";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumThreads } from "../db/schema";
import { published } from "./forum-queries";

/**
 * Threads read to order a linked list: its tags name them all, so any of them solved or answered
 * may move into the first lines. Those not published (held, hidden, removed: decision 094) are read
 * after them and never shown, to name their tags too: an approval or a restore moves the list.
 */
const LINKED_THREADS_READ = 50;

/**
 * The published threads a link table ties to one thing (a recipe, decision 095; an ingredient, 099),
 * solved first, then by latest activity: the first `shown`, the ids of every thread read (for the
 * answer's tags) and how many are published in all. The same for every viewer (a public answer): a
 * held thread is not listed even to its author.
 */
export async function listLinkedThreads(db: Database, linkTable: SQL, linkColumn: SQL, linkedId: number, shown: number) {
  type Row = { id: number; slug: string; title: string; listed: boolean; solved: boolean; replies_count: number; last_activity_at: Date | string; total: number | string };
  const listed = published(forumThreads);
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select ${forumThreads.id} as id, ${forumThreads.slug} as slug, ${forumThreads.title} as title, ${listed} as listed,
        ${forumThreads.solvedReplyId} is not null as solved, ${forumThreads.repliesCount} as replies_count, ${forumThreads.lastActivityAt} as last_activity_at,
        count(*) filter (where ${listed}) over () as total
      from ${linkTable} l join ${forumThreads} on ${forumThreads.id} = l.thread_id
      where l.${linkColumn} = ${linkedId}
      order by ${listed} desc, (${forumThreads.solvedReplyId} is not null) desc, ${forumThreads.lastActivityAt} desc, ${forumThreads.id} desc
      limit ${LINKED_THREADS_READ}`),
  );
  const data: RecipeQuestion[] = rows
    .filter((row) => row.listed)
    .slice(0, shown)
    .map((row) => ({
      key: forumThreadKey(row),
      title: row.title,
      solved: Boolean(row.solved),
      replies_count: Number(row.replies_count),
      last_activity_at: new Date(row.last_activity_at).toISOString(),
    }));
  return { data, total: Number(rows[0]?.total ?? 0), threadIds: rows.map((row) => Number(row.id)) };
}
