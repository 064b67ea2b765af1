import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { forumEdits, moderationActions, users } from "../db/schema";
import { forumEditMentionsEvent } from "./forum-outbox-events";
import { owePostChange } from "./forum-post-changes";
import { type RenderedPost, threadSlug } from "./forum-queries";

/**
 * Editing a post (decision 101): the earlier version kept in `forum_edits`, a moderator's correction
 * of someone else's post logged in `moderation_actions` with its reason, and, for a published post,
 * the thread's live event (decision 098) and the notifications of the handles the edit added owed
 * to the outbox: one statement each.
 */
export interface PostEdit {
  editor: { id: number; name: string; slug: string };
  body: RenderedPost;
  /** Handles the new text mentions that the earlier one did not. */
  addedMentions: string[];
  /** A moderator's reason for correcting someone else's post; null for one's own edit (nothing logged). */
  reason: string | null;
}

/** How many of a post's earlier versions its history shows, newest first. */
const REVISIONS_SHOWN = 50;

/** What an edit owes, as CTEs after `edited` (its thread_id, reply_id, status, and the thread's title and slug). */
function owedByEdit({ editor, addedMentions, reason }: PostEdit) {
  return sql`,
    logged as (
      insert into ${moderationActions} (actor_id, action, thread_id, reply_id, reason)
      select ${editor.id}::int, 'edit', thread_id, reply_id, ${reason}::text from edited where ${reason}::text is not null
    ),
    mentioned as (
      insert into outbox_events (kind, payload)
      select ${forumEditMentionsEvent.kind}, jsonb_build_object('thread', jsonb_build_object('id', thread_id, 'title', title, 'slug', slug), 'reply', reply_id,
        'writer', ${JSON.stringify(editor)}::jsonb, 'mentions', ${JSON.stringify(addedMentions)}::jsonb)
      from edited where status = 'published' and ${addedMentions.length > 0}::boolean
    )
    ${owePostChange(sql`select thread_id, reply_id, 'edited'::text from edited where status = 'published'`)}`;
}

/** A new source for a thread's opening post (and title). */
export async function editThread(db: Database, threadId: number, title: string | undefined, edit: PostEdit) {
  const { body } = edit;
  await db.execute(sql`
    with earlier as (select id, title, body_source from forum_threads where id = ${threadId}),
    kept as (insert into ${forumEdits} (thread_id, editor_id, previous_title, previous_source) select id, ${edit.editor.id}, title, body_source from earlier),
    edited as (
      update forum_threads set body_source = ${body.source}, body_html = ${body.html}, edited_at = now(),
        title = coalesce(${title ?? null}::text, title), slug = coalesce(${title === undefined ? null : threadSlug(title)}::text, slug)
      where id = ${threadId} returning id as thread_id, null::int as reply_id, status, title, slug
    )
    ${owedByEdit(edit)}
    select count(*) from edited`);
}

/** A new source for a reply, as `editThread`. */
export async function editReply(db: Database, replyId: number, edit: PostEdit) {
  const { body } = edit;
  await db.execute(sql`
    with earlier as (select id, body_source from forum_replies where id = ${replyId}),
    kept as (insert into ${forumEdits} (reply_id, editor_id, previous_source) select id, ${edit.editor.id}, body_source from earlier),
    edited as (
      update forum_replies r set body_source = ${body.source}, body_html = ${body.html}, edited_at = now()
      from forum_threads t where r.id = ${replyId} and t.id = r.thread_id
      returning r.thread_id, r.id as reply_id, r.status, t.title, t.slug
    )
    ${owedByEdit(edit)}
    select count(*) from edited`);
}

/** A post's earlier versions, newest first: who replaced each (null once their account is gone), when, and what it said. */
export function postRevisions(db: Database, post: { thread: number } | { reply: number }) {
  return db
    .select({
      editor: { id: users.id, name: users.name, slug: users.slug },
      editedAt: forumEdits.editedAt,
      previousTitle: forumEdits.previousTitle,
      previousSource: forumEdits.previousSource,
    })
    .from(forumEdits)
    .leftJoin(users, eq(users.id, forumEdits.editorId))
    .where("thread" in post ? eq(forumEdits.threadId, post.thread) : eq(forumEdits.replyId, post.reply))
    .orderBy(desc(forumEdits.editedAt), desc(forumEdits.id))
    .limit(REVISIONS_SHOWN);
}
