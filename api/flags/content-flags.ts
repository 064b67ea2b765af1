import { type SQL, sql } from "drizzle-orm";
import type { FlagReason, FlagSubjectType } from "../contract/flags";
import type { FlaggedKind } from "../contract/moderation-queue";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";

/**
 * Members' flags on what others wrote (decisions 094 and 097), in the one `content_flags` table:
 * forum threads and replies, reviews and cooksnaps. A flag and the hiding that enough weight of open
 * flags brings, in one statement; the queue reads and reviews them (api/moderation/flagged-items.ts).
 */

/** The weight of open flags that hides a thing until a moderator reviews it: three trusted members' flags, or one moderator's. */
export const FLAG_WEIGHT_TO_HIDE = 3;

export const subjectTypes: Record<FlaggedKind, FlagSubjectType> = { thread: "forum_thread", reply: "forum_reply", review: "review", cooksnap: "cooksnap" };
export const subjectTables: Record<FlaggedKind, SQL> = {
  thread: sql.raw("forum_threads"),
  reply: sql.raw("forum_replies"),
  review: sql.raw("reviews"),
  cooksnap: sql.raw("cooksnaps"),
};

/** The thing a flag is on; `threadId` for forum posts (the flag's cascade and the log's thread). */
export type FlagSubject = { kind: FlaggedKind; id: number; threadId: number | null };

/**
 * What an area owes when a flag hides its thing, written in the flag's statement: CTEs (their
 * leading comma included) reading the hidden row's id from the table named by `hidden`.
 */
export type OwedOnHide = (hidden: SQL) => SQL;

/**
 * A member's flag, and the thing hidden in the same statement when the open flags' weight reaches
 * the threshold (with what `owedOnHide` writes then). `created` is false when the member had
 * flagged it already.
 */
export async function flagSubject(
  db: Database,
  subject: FlagSubject,
  reporterId: number,
  weight: number,
  reason: FlagReason,
  note: string,
  owedOnHide?: OwedOnHide,
): Promise<{ created: boolean; hidden: boolean }> {
  const type = subjectTypes[subject.kind];
  const [row] = rowsOf<{ created: boolean; hidden: boolean }>(
    await db.execute(sql`
      with inserted as (
        insert into content_flags (subject_type, subject_id, thread_id, user_id, reason, note, weight)
        values (${type}, ${subject.id}, ${subject.threadId}, ${reporterId}, ${reason}, ${note}, ${weight})
        on conflict do nothing returning weight
      ),
      total as (
        select (select coalesce(sum(weight), 0) from content_flags where subject_type = ${type} and subject_id = ${subject.id} and resolved_at is null)
          + (select coalesce(sum(weight), 0) from inserted) as weight
      ),
      hidden as (
        update ${subjectTables[subject.kind]} set status = 'hidden'
        where id = ${subject.id} and status = 'published' and exists (select 1 from inserted) and (select weight from total) >= ${FLAG_WEIGHT_TO_HIDE}
        returning id
      )
      ${owedOnHide ? owedOnHide(sql.raw("hidden")) : sql``}
      select exists (select 1 from inserted) as created, exists (select 1 from hidden) as hidden`),
  );
  return { created: Boolean(row?.created), hidden: Boolean(row?.hidden) };
}
