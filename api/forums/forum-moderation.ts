import { and, desc, eq, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type ForumModerationAction, type ForumModerationNotice, postReviewActions } from "../contract/forums";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumCategories, moderationActions, users } from "../db/schema";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";

/**
 * A thread's solution and its moderators' actions (decision 091). Each write is one statement that
 * changes the thread only when it is not already so and logs the change in `moderation_actions`
 * with it: a form sent twice changes and logs once.
 */

/** How many of a thread's latest log lines its page shows. */
const NOTICES_SHOWN = 20;

/**
 * Marks a reply of the thread as its solution (`replyId`), or takes the mark back (null). `found`
 * is false when the reply is not one of the thread's; `changed`, whether anything was written.
 */
export async function setSolution(db: Database, actorId: number, threadId: number, replyId: number | null) {
  const [row] = rowsOf<{ found: boolean; changed: boolean }>(
    await db.execute(sql`
      with target as (select id, solved_reply_id from forum_threads where id = ${threadId}),
      chosen as (select r.id from forum_replies r join target on r.thread_id = target.id where r.id = ${replyId}::int and r.status = 'published'),
      changed as (
        update forum_threads t set solved_reply_id = (select id from chosen)
        from target
        where t.id = target.id and (${replyId}::int is null or exists (select 1 from chosen))
          and t.solved_reply_id is distinct from (select id from chosen)
        returning t.id, t.solved_reply_id, target.solved_reply_id as earlier
      ),
      logged as (
        insert into ${moderationActions} (actor_id, action, thread_id, reply_id)
        select ${actorId}::int, case when solved_reply_id is null then 'unsolve' else 'solve' end, id, coalesce(solved_reply_id, earlier) from changed
      )
      select (${replyId}::int is null or exists (select 1 from chosen)) as found, exists (select 1 from changed) as changed`),
  );
  return { found: Boolean(row?.found), changed: Boolean(row?.changed) };
}

/** What each action sets on the thread, and when it would change anything. */
function changeOf(action: ForumModerationAction, toCategoryId: number | null): { set: SQL; when: SQL } {
  switch (action) {
    case "pin":
      return { set: sql`pinned = true`, when: sql`not target.pinned` };
    case "unpin":
      return { set: sql`pinned = false`, when: sql`target.pinned` };
    case "lock":
      return { set: sql`locked = true`, when: sql`not target.locked` };
    case "unlock":
      return { set: sql`locked = false`, when: sql`target.locked` };
    case "move":
      return { set: sql`category_id = ${toCategoryId}::int`, when: sql`target.category_id <> ${toCategoryId}::int` };
  }
}

/** Pins, unpins, locks, unlocks or moves a thread and logs it with the moderator's reason; false when it was already so. */
export async function moderateThread(db: Database, actorId: number, threadId: number, action: ForumModerationAction, reason: string, toCategoryId: number | null) {
  const { set, when } = changeOf(action, toCategoryId);
  const moved = action === "move";
  const [row] = rowsOf<{ changed: boolean }>(
    await db.execute(sql`
      with target as (select id, category_id, pinned, locked from forum_threads where id = ${threadId}),
      changed as (
        update forum_threads t set ${set} from target where t.id = target.id and ${when}
        returning t.id, target.category_id as earlier_category
      ),
      logged as (
        insert into ${moderationActions} (actor_id, action, thread_id, reason, from_category_id, to_category_id)
        select ${actorId}::int, ${action}::text, id, ${reason}::text, case when ${moved}::boolean then earlier_category end, case when ${moved}::boolean then ${toCategoryId}::int end from changed
      )
      select exists (select 1 from changed) as changed`),
  );
  return Boolean(row?.changed);
}

const actors = alias(users, "moderation_actors");
const fromCategories = alias(forumCategories, "from_categories");
const toCategories = alias(forumCategories, "to_categories");

/** A thread's latest moderation notices, oldest first, as everyone sees them: no reasons (decision 091), no held posts' decisions (094). */
export async function moderationNotices(db: Database, threadId: number, locale: ApiLocale): Promise<{ notices: ForumModerationNotice[]; actorIds: number[] }> {
  const rows = await db
    .select({
      id: moderationActions.id,
      action: moderationActions.action,
      at: moderationActions.createdAt,
      replyId: moderationActions.replyId,
      actor: { id: actors.id, name: actors.name, slug: actors.slug },
      from: { slug: fromCategories.slug, nameEs: fromCategories.nameEs, nameEn: fromCategories.nameEn, colour: fromCategories.colour },
      to: { slug: toCategories.slug, nameEs: toCategories.nameEs, nameEn: toCategories.nameEn, colour: toCategories.colour },
    })
    .from(moderationActions)
    .leftJoin(actors, eq(actors.id, moderationActions.actorId))
    .leftJoin(fromCategories, eq(fromCategories.id, moderationActions.fromCategoryId))
    .leftJoin(toCategories, eq(toCategories.id, moderationActions.toCategoryId))
    // A post's review (held, flagged) is for moderators (decision 094): the post itself is what others see.
    .where(
      and(
        eq(moderationActions.threadId, threadId),
        notInArray(moderationActions.action, [...postReviewActions]),
        // A correction of a reply others cannot read (held, hidden, removed) is not theirs to hear of (decision 101).
        sql`not (${moderationActions.action} = 'edit' and exists (select 1 from forum_replies r where r.id = ${moderationActions.replyId} and r.status <> 'published'))`,
      ),
    )
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(NOTICES_SHOWN);
  const present = (found: { slug: string; nameEs: string; nameEn: string; colour: string } | null) =>
    found ? { slug: found.slug, name: pickText(locale, found.nameEs, found.nameEn), colour: found.colour } : null;
  const notices = rows.reverse().map((row) => ({
    action: row.action,
    user: row.actor ? { name: row.actor.name, slug: row.actor.slug } : null,
    at: row.at.toISOString(),
    reply_id: row.replyId,
    from: present(row.from),
    to: present(row.to),
  }));
  return { notices, actorIds: rows.flatMap((row) => (row.actor ? [row.actor.id] : [])) };
}
