import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { FlagReason, FlagSubjectType } from "../contract/flags";
import { type FlagDecision, forumThreadKey } from "../contract/forums";
import type { FlaggedItem, FlaggedKind } from "../contract/moderation-queue";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { subjectTables, subjectTypes } from "../flags/content-flags";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { owePostChange } from "../forums/forum-post-changes";
import { fileUrl } from "../photos/photo-queries";

/**
 * The queue's flagged things (decisions 094 and 097): forum posts, reviews and cooksnaps with open
 * flags, paged, and a moderator's review of one, logged in `moderation_actions`.
 */

/** How many flagged things the queue shows at once, first flagged first. */
const QUEUE_SHOWN = 50;
/** The notes shown per thing (the latest). */
const NOTES_SHOWN = 10;

const flaggedCursor = z.tuple([cursorTime, z.enum(["cooksnap", "forum_reply", "forum_thread", "review"]), cursorRecordId]);

type FlaggedRow = {
  subject_type: FlagSubjectType;
  subject_id: number;
  first_at: string;
  reporters: number | string;
  reasons: Record<string, number>;
  notes: { reason: FlagReason; note: string; user: string; at: string }[];
  thread_id: number | null;
  thread_slug: string | null;
  thread_title: string | null;
  recipe_slug: string | null;
  recipe_title_es: string | null;
  recipe_title_en: string | null;
  body_html: string | null;
  text: string | null;
  rating: number | null;
  photo_id: string | null;
  photo_width: number | null;
  status: string;
  user_id: number;
  user_name: string;
  user_slug: string;
};

const kindOf: Record<FlagSubjectType, FlaggedKind> = { forum_thread: "thread", forum_reply: "reply", review: "review", cooksnap: "cooksnap" };

/**
 * Things with open flags, first flagged first, a page of 50 after `cursor`, with their reasons
 * counted, reporters and notes; what they are and where (a thread, a recipe); and how many in all.
 */
export async function listFlagged(
  db: Database,
  cursor: string | undefined,
  locale: ApiLocale,
  mediaBaseUrl: string,
): Promise<{ items: FlaggedItem[]; total: number; nextCursor: string | null }> {
  const after = decodeCursor(cursor, flaggedCursor);
  const [rows, counted] = await Promise.all([
    db.execute(sql`
      with open_flags as (
        select f.subject_type, f.subject_id, f.reason, f.note, f.created_at, u.name as user_name
        from content_flags f join users u on u.id = f.user_id
        where f.resolved_at is null
      ),
      grouped as (
        select subject_type, subject_id, count(*) as reporters, min(created_at) as first_at,
          (select jsonb_object_agg(reason, n) from (select reason, count(*) as n from open_flags o where o.subject_type = g.subject_type and o.subject_id = g.subject_id group by reason) r) as reasons,
          (select jsonb_agg(jsonb_build_object('reason', reason, 'note', note, 'user', user_name, 'at', created_at) order by created_at desc)
             from (select * from open_flags o where o.subject_type = g.subject_type and o.subject_id = g.subject_id order by created_at desc limit ${NOTES_SHOWN}) latest) as notes
        from open_flags g group by subject_type, subject_id
      ),
      paged as (
        select * from grouped
        ${after ? sql`where (first_at, subject_type, subject_id) > (${after[0]}::timestamptz, ${after[1]}, ${after[2]})` : sql``}
        order by first_at, subject_type, subject_id limit ${QUEUE_SHOWN + 1}
      )
      select g.subject_type, g.subject_id, g.first_at::text as first_at, g.reporters, g.reasons, g.notes,
        coalesce(t.id, rt.id) as thread_id, coalesce(t.slug, rt.slug) as thread_slug, coalesce(t.title, rt.title) as thread_title,
        rc.slug as recipe_slug, rc.title_es as recipe_title_es, rc.title_en as recipe_title_en,
        coalesce(t.body_html, r.body_html) as body_html, coalesce(v.body, s.comment) as text, v.rating,
        p.id as photo_id, p.width as photo_width,
        coalesce(t.status, r.status, v.status, s.status) as status, u.id as user_id, u.name as user_name, u.slug as user_slug
      from paged g
      left join forum_threads t on g.subject_type = 'forum_thread' and t.id = g.subject_id
      left join forum_replies r on g.subject_type = 'forum_reply' and r.id = g.subject_id
      left join forum_threads rt on rt.id = r.thread_id
      left join reviews v on g.subject_type = 'review' and v.id = g.subject_id
      left join cooksnaps s on g.subject_type = 'cooksnap' and s.id = g.subject_id
      left join photos p on p.id = s.photo_id
      left join recipes rc on rc.id = coalesce(v.recipe_id, s.recipe_id)
      join users u on u.id = coalesce(t.user_id, r.user_id, v.user_id, s.user_id)
      order by g.first_at, g.subject_type, g.subject_id`),
    db.execute(sql`select count(distinct (subject_type, subject_id)) as total from content_flags where resolved_at is null`),
  ]);
  const found = rowsOf<FlaggedRow>(rows);
  const page = found.slice(0, QUEUE_SHOWN);
  const last = page.at(-1);
  const items = page.map((row) => ({
    kind: kindOf[row.subject_type],
    id: Number(row.subject_id),
    thread:
      row.thread_id === null ? null : { id: Number(row.thread_id), key: forumThreadKey({ id: Number(row.thread_id), slug: row.thread_slug ?? "" }), title: row.thread_title ?? "" },
    recipe: row.recipe_slug === null ? null : { slug: row.recipe_slug, title: pickText(locale, row.recipe_title_es, row.recipe_title_en) },
    user: { id: Number(row.user_id), name: row.user_name, slug: row.user_slug },
    body_html: row.body_html,
    text: row.text,
    rating: row.rating === null ? null : Number(row.rating),
    photo_url: row.photo_id === null ? null : fileUrl(row.photo_id, Number(row.photo_width), "webp", mediaBaseUrl),
    hidden: row.status === "hidden",
    reporters: Number(row.reporters),
    reasons: Object.entries(row.reasons ?? {}).map(([reason, count]) => ({ reason: reason as FlagReason, count: Number(count) })),
    notes: (row.notes ?? []).map((note) => ({ reason: note.reason, note: note.note, user: note.user, at: new Date(note.at).toISOString() })),
  }));
  return {
    items,
    total: Number(rowsOf<{ total: number | string }>(counted)[0]?.total ?? 0),
    nextCursor: found.length > QUEUE_SHOWN && last ? encodeCursor([last.first_at, last.subject_type, Number(last.subject_id)]) : null,
  };
}

/** Where the moderation log records a thing: a forum post's thread (and reply), or a review or a cooksnap. */
function logTarget(kind: FlaggedKind, id: number): { columns: SQL; values: SQL } {
  if (kind === "thread") return { columns: sql.raw("thread_id"), values: sql`${id}::int` };
  if (kind === "reply") return { columns: sql.raw("thread_id, reply_id"), values: sql`(select thread_id from forum_replies where id = ${id}), ${id}::int` };
  return { columns: sql.raw(kind === "review" ? "review_id" : "cooksnap_id"), values: sql`${id}::int` };
}

/**
 * A moderator hides a thing (removed) or shows it again (published) without waiting for flags
 * (decision 097): its open flags close, and the action is logged with its reason, in one statement.
 * "already" when it is so already (nothing changes or is logged); "not-found" for none, or a
 * post still held or rejected (the queue's approval decides those).
 */
export async function setVisibility(
  db: Database,
  actorId: number,
  kind: FlaggedKind,
  id: number,
  action: "hide" | "restore",
  reason: string,
): Promise<"done" | "already" | "not-found"> {
  const [found] = rowsOf<{ status: string }>(await db.execute(sql`select status from ${subjectTables[kind]} where id = ${id}`));
  if (!found || found.status === "held" || found.status === "rejected") return "not-found";
  const target = action === "hide" ? "removed" : "published";
  if (found.status === target) return "already";
  const logged = logTarget(kind, id);
  const [row] = rowsOf<{ changed: number | string }>(
    await db.execute(sql`
      with changed as (
        update ${subjectTables[kind]} set status = ${target} where id = ${id} and status in ('published', 'hidden', 'removed') and status <> ${target} returning id
      )
      ${toldLive(kind, id, action === "hide" ? "removed" : "restored")},
      closed as (
        update content_flags set resolved_at = now(), resolved_by = ${actorId}
        where subject_type = ${subjectTypes[kind]} and subject_id = ${id} and resolved_at is null and exists (select 1 from changed)
      ),
      logged as (
        insert into moderation_actions (actor_id, action, reason, ${logged.columns})
        select ${actorId}::int, ${action}::text, ${reason}::text, ${logged.values} where exists (select 1 from changed)
      )
      select count(*) as changed from changed`),
  );
  return Number(row?.changed ?? 0) > 0 ? "done" : "already";
}

/**
 * For a forum post, its thread's open pages are told of the change (decision 098): the outbox event
 * in the same statement, from the `changed` CTE's rows. Nothing for reviews and cooksnaps.
 */
function toldLive(kind: FlaggedKind, id: number, change: "removed" | "restored"): SQL {
  if (kind !== "thread" && kind !== "reply") return sql``;
  const thread = kind === "thread" ? sql`${id}::int` : sql`(select thread_id from forum_replies where id = ${id})`;
  return owePostChange(sql`select ${thread}, ${kind === "reply" ? id : null}::int, ${change}::text from changed`);
}

type FlagReviewOutcome = "done" | "no-flags" | "not-found";

/**
 * A moderator's review of a thing's open flags: "dismiss" closes them and shows it again if they had
 * hidden it (logged as a restore), "hide" closes them and removes it. One statement after one read.
 */
export async function reviewFlags(db: Database, actorId: number, kind: FlaggedKind, id: number, decision: FlagDecision): Promise<FlagReviewOutcome> {
  const type = subjectTypes[kind];
  const [found] = rowsOf<{ status: string; open: number | string }>(
    await db.execute(
      sql`select p.status, (select count(*) from content_flags where subject_type = ${type} and subject_id = ${id} and resolved_at is null) as open from ${subjectTables[kind]} p where p.id = ${id}`,
    ),
  );
  if (!found) return "not-found";
  if (Number(found.open) === 0) return "no-flags";
  const status = decision === "hide" ? "removed" : "published";
  const logged = decision === "hide" ? "hide" : found.status === "hidden" ? "restore" : "dismiss";
  const target = logTarget(kind, id);
  const [row] = rowsOf<{ closed: number | string }>(
    await db.execute(sql`
      with closed as (
        update content_flags set resolved_at = now(), resolved_by = ${actorId}
        where subject_type = ${type} and subject_id = ${id} and resolved_at is null returning id
      ),
      changed as (
        update ${subjectTables[kind]} set status = ${status}
        where id = ${id} and status in ('published', 'hidden') and status <> ${status} and exists (select 1 from closed)
        returning id
      )
      ${toldLive(kind, id, decision === "hide" ? "removed" : "restored")},
      logged as (
        insert into moderation_actions (actor_id, action, ${target.columns})
        select ${actorId}::int, ${logged}::text, ${target.values} where exists (select 1 from closed)
      )
      select count(*) as closed from closed`),
  );
  return Number(row?.closed ?? 0) > 0 ? "done" : "no-flags";
}
