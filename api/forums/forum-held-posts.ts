import { sql } from "drizzle-orm";
import { z } from "zod";
import { forumThreadKey, type HeldPostDecision } from "../contract/forums";
import type { HeldForumPost, HeldPostKind } from "../contract/moderation-queue";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { forumReplyEvent, forumThreadEvent } from "./forum-outbox-events";
import { mentionedHandles } from "./forum-mentions";

/**
 * New members' held posts (decision 094): the moderation queue's reads, and a moderator's approval
 * or rejection. Approving publishes the post as if it were written then (its time, the thread's
 * count and activity) and owes the outbox what posting it would have owed; each decision is logged
 * in `moderation_actions` by the statement that makes it.
 */

/** How many held posts the queue shows at once, oldest first. */
const QUEUE_SHOWN = 50;

const heldCursor = z.tuple([cursorTime, z.enum(["reply", "thread"]), cursorRecordId]);

type HeldRow = {
  kind: HeldPostKind;
  id: number;
  thread_id: number;
  thread_slug: string;
  thread_title: string;
  body_html: string;
  user_id: number;
  user_name: string;
  user_slug: string;
  created_at: Date | string;
  exact_at: string;
};

/** Held threads and replies together, oldest first, 50 after `cursor`, and how many wait in all. */
export async function listHeldPosts(db: Database, cursor?: string): Promise<{ posts: HeldForumPost[]; total: number; nextCursor: string | null }> {
  const after = decodeCursor(cursor, heldCursor);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      select * from (
        select 'thread' as kind, t.id, t.id as thread_id, t.slug as thread_slug, t.title as thread_title, t.body_html, u.id as user_id, u.name as user_name, u.slug as user_slug, t.created_at, t.created_at::text as exact_at
        from forum_threads t join users u on u.id = t.user_id where t.status = 'held'
        union all
        select 'reply', r.id, t.id, t.slug, t.title, r.body_html, u.id, u.name, u.slug, r.created_at, r.created_at::text
        from forum_replies r join forum_threads t on t.id = r.thread_id join users u on u.id = r.user_id where r.status = 'held'
      ) held
      ${after ? sql`where (created_at, kind, id) > (${after[0]}::timestamptz, ${after[1]}, ${after[2]})` : sql``}
      order by created_at, kind, id limit ${QUEUE_SHOWN + 1}`),
    db.execute(sql`select (select count(*) from forum_threads where status = 'held') + (select count(*) from forum_replies where status = 'held') as total`),
  ]);
  const found = rowsOf<HeldRow>(rows);
  const page = found.slice(0, QUEUE_SHOWN);
  const last = page.at(-1);
  const posts = page.map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    thread: { id: Number(row.thread_id), key: forumThreadKey({ id: Number(row.thread_id), slug: row.thread_slug }), title: row.thread_title },
    user: { id: Number(row.user_id), name: row.user_name, slug: row.user_slug },
    body_html: row.body_html,
    created_at: new Date(row.created_at).toISOString(),
  }));
  const nextCursor = found.length > QUEUE_SHOWN && last ? encodeCursor([last.exact_at, last.kind, Number(last.id)]) : null;
  return { posts, total: Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0), nextCursor };
}

/** A held post's state and source, as the decision needs them; undefined when there is no such post. */
async function heldPost(db: Database, kind: HeldPostKind, id: number) {
  const rows =
    kind === "thread"
      ? await db.execute(sql`select status, body_source from forum_threads where id = ${id}`)
      : await db.execute(sql`select status, body_source from forum_replies where id = ${id}`);
  return rowsOf<{ status: string; body_source: string }>(rows)[0];
}

type HeldPostOutcome = "done" | "already" | "decided" | "not-found";

/**
 * Approves or rejects a held post. "already": it is already what the decision makes it (a form sent
 * twice acts once); "decided": another decision was made first.
 */
export async function decideHeldPost(db: Database, actorId: number, kind: HeldPostKind, id: number, decision: HeldPostDecision, reason: string | null): Promise<HeldPostOutcome> {
  const found = await heldPost(db, kind, id);
  if (!found) return "not-found";
  const target = decision === "approve" ? "published" : "rejected";
  if (found.status === target) return "already";
  if (found.status !== "held") return "decided";
  const mentions = JSON.stringify(mentionedHandles(found.body_source));
  const statement =
    decision === "reject"
      ? rejectStatement(kind, id, actorId, reason ?? "")
      : kind === "thread"
        ? sql`
          with changed as (
            update forum_threads set status = 'published', created_at = now(), last_activity_at = now() where id = ${id} and status = 'held'
            returning id, title, slug, user_id, category_id
          ),
          owed as (
            insert into outbox_events (kind, payload)
            select ${forumThreadEvent.kind}, jsonb_build_object('thread', jsonb_build_object('id', changed.id, 'title', changed.title, 'slug', changed.slug),
              'author', jsonb_build_object('id', u.id, 'name', u.name, 'slug', u.slug), 'mentions', ${mentions}::jsonb, 'category', changed.category_id)
            from changed join users u on u.id = changed.user_id
          ),
          logged as (insert into moderation_actions (actor_id, action, thread_id) select ${actorId}::int, 'approve', id from changed)
          select count(*)::int as changed from changed`
        : sql`
          with changed as (
            update forum_replies set status = 'published', created_at = now() where id = ${id} and status = 'held'
            returning id, thread_id, user_id, created_at
          ),
          counted as (
            update forum_threads t set replies_count = replies_count + 1, last_activity_at = changed.created_at, last_user_id = changed.user_id
            from changed where t.id = changed.thread_id
            returning t.id, t.title, t.slug
          ),
          owed as (
            insert into outbox_events (kind, payload)
            select ${forumReplyEvent.kind}, jsonb_build_object('reply', jsonb_build_object('id', changed.id), 'thread', jsonb_build_object('id', counted.id, 'title', counted.title, 'slug', counted.slug),
              'replier', jsonb_build_object('id', u.id, 'name', u.name, 'slug', u.slug), 'mentions', ${mentions}::jsonb)
            from changed join counted on counted.id = changed.thread_id join users u on u.id = changed.user_id
          ),
          logged as (insert into moderation_actions (actor_id, action, thread_id, reply_id) select ${actorId}::int, 'approve', thread_id, id from changed)
          select count(*)::int as changed from changed`;
  const [row] = rowsOf<{ changed: number | string }>(await db.execute(statement));
  // Decided by someone else between the read and the write.
  return Number(row?.changed ?? 0) > 0 ? "done" : "decided";
}

function rejectStatement(kind: HeldPostKind, id: number, actorId: number, reason: string) {
  return kind === "thread"
    ? sql`
      with changed as (update forum_threads set status = 'rejected' where id = ${id} and status = 'held' returning id),
      logged as (insert into moderation_actions (actor_id, action, thread_id, reason) select ${actorId}::int, 'reject', id, ${reason}::text from changed)
      select count(*)::int as changed from changed`
    : sql`
      with changed as (update forum_replies set status = 'rejected' where id = ${id} and status = 'held' returning id, thread_id),
      logged as (insert into moderation_actions (actor_id, action, thread_id, reply_id, reason) select ${actorId}::int, 'reject', thread_id, id, ${reason}::text from changed)
      select count(*)::int as changed from changed`;
}
