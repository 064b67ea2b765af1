import { sql } from "drizzle-orm";
import type { FlagReason } from "../contract/flags";
import { type FlagDecision, forumThreadKey } from "../contract/forums";
import type { FlaggedForumPost, HeldPostKind } from "../contract/moderation-queue";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { owePostChange } from "./forum-post-changes";
import { FLAG_WEIGHT_TO_HIDE } from "./forum-trust";

/**
 * Flags on forum posts (decision 094), in the one `content_flags` table: a member's flag, the
 * hiding that enough weight of open flags brings, the queue's reads and a moderator's review.
 */

const subjectType = (kind: HeldPostKind) => (kind === "thread" ? "forum_thread" : "forum_reply");
const postTable = (kind: HeldPostKind) => (kind === "thread" ? sql.raw("forum_threads") : sql.raw("forum_replies"));
const threadIdColumn = (kind: HeldPostKind) => (kind === "thread" ? sql.raw("id") : sql.raw("thread_id"));

/**
 * A member's flag on a post, and the post hidden in the same statement when the open flags' weight
 * reaches the threshold (its thread's open pages told, decision 098). `created` is false when the
 * member had flagged it already.
 */
export async function flagPost(
  db: Database,
  post: { kind: HeldPostKind; id: number; threadId: number },
  reporterId: number,
  weight: number,
  reason: FlagReason,
  note: string,
): Promise<{ created: boolean; hidden: boolean }> {
  const type = subjectType(post.kind);
  const [row] = rowsOf<{ created: boolean; hidden: boolean }>(
    await db.execute(sql`
      with inserted as (
        insert into content_flags (subject_type, subject_id, thread_id, user_id, reason, note, weight)
        values (${type}, ${post.id}, ${post.threadId}, ${reporterId}, ${reason}, ${note}, ${weight})
        on conflict do nothing returning weight
      ),
      total as (
        select (select coalesce(sum(weight), 0) from content_flags where subject_type = ${type} and subject_id = ${post.id} and resolved_at is null)
          + (select coalesce(sum(weight), 0) from inserted) as weight
      ),
      hidden as (
        update ${postTable(post.kind)} set status = 'hidden'
        where id = ${post.id} and status = 'published' and exists (select 1 from inserted) and (select weight from total) >= ${FLAG_WEIGHT_TO_HIDE}
        returning id
      )
      ${owePostChange(sql`select ${post.threadId}::int, ${post.kind === "reply" ? post.id : null}::int, 'hidden'::text from hidden`)}
      select exists (select 1 from inserted) as created, exists (select 1 from hidden) as hidden`),
  );
  return { created: Boolean(row?.created), hidden: Boolean(row?.hidden) };
}

/** How many flagged posts the queue shows at once, first flagged first. */
const QUEUE_SHOWN = 50;
/** The notes shown per post (the latest). */
const NOTES_SHOWN = 10;

type FlaggedRow = {
  subject_type: "forum_thread" | "forum_reply";
  subject_id: number;
  reporters: number | string;
  reasons: Record<string, number>;
  notes: { reason: FlagReason; note: string; user: string; at: string }[];
  thread_id: number;
  thread_slug: string;
  thread_title: string;
  body_html: string;
  status: string;
  user_id: number;
  user_name: string;
  user_slug: string;
};

/** Forum posts with open flags, first flagged first, with their reasons counted, reporters, notes; and how many there are. */
export async function listFlaggedPosts(db: Database): Promise<{ posts: FlaggedForumPost[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with open_flags as (
        select f.subject_type, f.subject_id, f.reason, f.note, f.created_at, u.name as user_name
        from content_flags f join users u on u.id = f.user_id
        where f.resolved_at is null and f.subject_type in ('forum_thread', 'forum_reply')
      ),
      grouped as (
        select subject_type, subject_id, count(*) as reporters, min(created_at) as first_at,
          (select jsonb_object_agg(reason, n) from (select reason, count(*) as n from open_flags o where o.subject_type = g.subject_type and o.subject_id = g.subject_id group by reason) r) as reasons,
          (select jsonb_agg(jsonb_build_object('reason', reason, 'note', note, 'user', user_name, 'at', created_at) order by created_at desc)
             from (select * from open_flags o where o.subject_type = g.subject_type and o.subject_id = g.subject_id order by created_at desc limit ${NOTES_SHOWN}) latest) as notes
        from open_flags g group by subject_type, subject_id
      )
      select g.subject_type, g.subject_id, g.reporters, g.reasons, g.notes,
        coalesce(t.id, rt.id) as thread_id, coalesce(t.slug, rt.slug) as thread_slug, coalesce(t.title, rt.title) as thread_title,
        coalesce(t.body_html, r.body_html) as body_html, coalesce(t.status, r.status) as status, u.id as user_id, u.name as user_name, u.slug as user_slug
      from grouped g
      left join forum_threads t on g.subject_type = 'forum_thread' and t.id = g.subject_id
      left join forum_replies r on g.subject_type = 'forum_reply' and r.id = g.subject_id
      left join forum_threads rt on rt.id = r.thread_id
      join users u on u.id = coalesce(t.user_id, r.user_id)
      order by g.first_at, g.subject_id
      limit ${QUEUE_SHOWN}`),
    db.execute(sql`select count(distinct (subject_type, subject_id)) as total from content_flags where resolved_at is null and subject_type in ('forum_thread', 'forum_reply')`),
  ]);
  const posts = rowsOf<FlaggedRow>(rows).map((row) => ({
    kind: row.subject_type === "forum_thread" ? ("thread" as const) : ("reply" as const),
    id: Number(row.subject_id),
    thread: { id: Number(row.thread_id), key: forumThreadKey({ id: Number(row.thread_id), slug: row.thread_slug }), title: row.thread_title },
    user: { id: Number(row.user_id), name: row.user_name, slug: row.user_slug },
    body_html: row.body_html,
    hidden: row.status === "hidden",
    reporters: Number(row.reporters),
    reasons: Object.entries(row.reasons ?? {}).map(([reason, count]) => ({ reason: reason as FlagReason, count: Number(count) })),
    notes: (row.notes ?? []).map((note) => ({ reason: note.reason, note: note.note, user: note.user, at: new Date(note.at).toISOString() })),
  }));
  return { posts, total: Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0) };
}

type FlagReviewOutcome = "done" | "no-flags" | "not-found";

/**
 * A moderator's review of a post's open flags: "dismiss" closes them and shows the post again if they
 * had hidden it (logged as a restore), "hide" closes them and removes the post; the thread's open
 * pages are told of either change (decision 098). One statement.
 */
export async function reviewFlags(db: Database, actorId: number, kind: HeldPostKind, id: number, decision: FlagDecision): Promise<FlagReviewOutcome> {
  const type = subjectType(kind);
  const [found] = rowsOf<{ status: string; open: number | string }>(
    await db.execute(
      sql`select p.status, (select count(*) from content_flags where subject_type = ${type} and subject_id = ${id} and resolved_at is null) as open from ${postTable(kind)} p where p.id = ${id}`,
    ),
  );
  if (!found) return "not-found";
  if (Number(found.open) === 0) return "no-flags";
  const status = decision === "hide" ? "removed" : "published";
  const logged = decision === "hide" ? "hide" : found.status === "hidden" ? "restore" : "dismiss";
  const [row] = rowsOf<{ closed: number | string }>(
    await db.execute(sql`
      with closed as (
        update content_flags set resolved_at = now(), resolved_by = ${actorId}
        where subject_type = ${type} and subject_id = ${id} and resolved_at is null returning id
      ),
      changed as (
        update ${postTable(kind)} set status = ${status}
        where id = ${id} and status in ('published', 'hidden') and status <> ${status} and exists (select 1 from closed)
        returning ${threadIdColumn(kind)} as thread_id
      )
      ${owePostChange(sql`select thread_id, ${kind === "reply" ? id : null}::int, ${decision === "hide" ? "removed" : "restored"}::text from changed`)},
      logged as (
        insert into moderation_actions (actor_id, action, thread_id, reply_id)
        select ${actorId}::int, ${logged}::text, p.${threadIdColumn(kind)}, ${kind === "reply" ? id : null}::int
        from ${postTable(kind)} p where p.id = ${id} and exists (select 1 from closed)
      )
      select count(*) as closed from closed`),
  );
  return Number(row?.closed ?? 0) > 0 ? "done" : "no-flags";
}
