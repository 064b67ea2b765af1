import { and, asc, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias, type SelectedFields } from "drizzle-orm/pg-core";
import { z } from "zod";
import { type ForumCategory, type ForumPostReactions, type ForumReply, type ForumThread, type ForumThreadSort, type ForumThreadSummary, forumThreadKey } from "../contract/forums";
import { slugify } from "../contract/text";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { forumCategories, forumReplies, forumThreads, users } from "../db/schema";
import { asRecordId } from "../http/address-params";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { forumReplyEvent, forumThreadEvent } from "./forum-outbox-events";
import { reactionsOnPosts } from "./forum-reactions";

/** Forums' reads and writes (issue 33). Counts and last activity are kept by the write, never counted on read. */

const lastUsers = alias(users, "last_users");
const author = { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl };
type Author = { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
const presentAuthor = (user: Author) => ({ id: user.id, name: user.name, slug: user.slug, is_ai_chef: user.isAiChef, avatar_url: user.avatarUrl });

const threadColumns = {
  thread: forumThreads,
  activityAt: sql<string>`${forumThreads.lastActivityAt}::text`,
  createdAt: sql<string>`${forumThreads.createdAt}::text`,
  category: { slug: forumCategories.slug, nameEs: forumCategories.nameEs, nameEn: forumCategories.nameEn, colour: forumCategories.colour },
  author,
  lastUser: { name: lastUsers.name, slug: lastUsers.slug },
};
type ThreadRow = {
  thread: typeof forumThreads.$inferSelect;
  activityAt: string;
  createdAt: string;
  category: { slug: string; nameEs: string; nameEn: string; colour: string };
  author: Author;
  lastUser: { name: string; slug: string } | null;
};

/** `extra`: columns a caller's joins add (the top sort's reaction count). */
export const selectThreads = <Extra extends SelectedFields = Record<never, never>>(db: Database, extra?: Extra) =>
  db
    .select({ ...threadColumns, ...(extra as Extra) })
    .from(forumThreads)
    .innerJoin(forumCategories, eq(forumCategories.id, forumThreads.categoryId))
    .innerJoin(users, eq(users.id, forumThreads.userId))
    .leftJoin(lastUsers, eq(lastUsers.id, forumThreads.lastUserId));

export function presentThreadSummary(row: ThreadRow, locale: ApiLocale): ForumThreadSummary {
  const { thread } = row;
  return {
    id: thread.id,
    slug: thread.slug,
    key: forumThreadKey(thread),
    title: thread.title,
    category: { slug: row.category.slug, name: pickText(locale, row.category.nameEs, row.category.nameEn), colour: row.category.colour },
    user: presentAuthor(row.author),
    pinned: thread.pinned,
    locked: thread.locked,
    solved: thread.solvedReplyId !== null,
    replies_count: thread.repliesCount,
    created_at: thread.createdAt.toISOString(),
    last_activity_at: thread.lastActivityAt.toISOString(),
    last_user: row.lastUser ?? { name: row.author.name, slug: row.author.slug },
  };
}

function presentThread(row: ThreadRow, locale: ApiLocale, reactions: ForumPostReactions, viewerId: number | undefined): ForumThread {
  const withheld = withheldText(row.thread, viewerId);
  return {
    ...presentThreadSummary(row, locale),
    solved_reply_id: row.thread.solvedReplyId,
    status: row.thread.status,
    body_source: withheld ? "" : row.thread.bodySource,
    body_html: withheld ? "" : row.thread.bodyHtml,
    edited_at: row.thread.editedAt?.toISOString() ?? null,
    reactions,
  };
}

type CategoryRow = typeof forumCategories.$inferSelect;
export const presentCategory = (category: CategoryRow, locale: ApiLocale) => ({
  id: category.id,
  slug: category.slug,
  name: pickText(locale, category.nameEs, category.nameEn),
  description: pickText(locale, category.descriptionEs, category.descriptionEn),
  colour: category.colour,
});

/** Every category in its order, with its counts and the thread most recently active in it. */
export async function listCategories(db: Database, locale: ApiLocale): Promise<ForumCategory[]> {
  type Row = {
    id: number;
    slug: string;
    name_es: string;
    name_en: string;
    description_es: string;
    description_en: string;
    colour: string;
    position: number;
    threads_count: number | string;
    replies_count: number | string;
    thread_id: number | null;
    thread_slug: string | null;
    thread_title: string | null;
    user_name: string | null;
    user_slug: string | null;
    at: Date | string | null;
  };
  const rows = rowsOf<Row>(
    await db.execute(sql`
      select c.*, coalesce(s.threads_count, 0)::int as threads_count, coalesce(s.replies_count, 0)::int as replies_count,
        l.id as thread_id, l.slug as thread_slug, l.title as thread_title, l.user_name, l.user_slug, l.at
      from forum_categories c
      left join (select category_id, count(*) as threads_count, sum(replies_count) as replies_count from forum_threads where status = 'published' group by category_id) s on s.category_id = c.id
      left join lateral (
        select t.id, t.slug, t.title, t.last_activity_at as at, u.name as user_name, u.slug as user_slug
        from forum_threads t join users u on u.id = coalesce(t.last_user_id, t.user_id)
        where t.category_id = c.id and t.status = 'published' order by t.last_activity_at desc, t.id desc limit 1
      ) l on true
      order by c.position, c.id`),
  );
  return rows.map((row) => ({
    ...presentCategory(
      {
        id: row.id,
        slug: row.slug,
        nameEs: row.name_es,
        nameEn: row.name_en,
        descriptionEs: row.description_es,
        descriptionEn: row.description_en,
        colour: row.colour,
        position: row.position,
      },
      locale,
    ),
    threads_count: Number(row.threads_count),
    replies_count: Number(row.replies_count),
    latest:
      row.thread_id !== null && row.at !== null
        ? {
            thread: { key: forumThreadKey({ id: row.thread_id, slug: row.thread_slug ?? "" }), title: row.thread_title ?? "" },
            user: { name: row.user_name ?? "", slug: row.user_slug ?? "" },
            at: new Date(row.at).toISOString(),
          }
        : null,
  }));
}

export async function findCategory(db: Database, slug: string) {
  const [category] = await db.select().from(forumCategories).where(eq(forumCategories.slug, slug));
  return category;
}

const threadCursor = z.tuple([cursorTime, cursorRecordId]);

/** What everyone may see of the forums (decision 094): held and rejected posts are left out of every list. */
export const published = (table: typeof forumThreads | typeof forumReplies) => eq(table.status, "published");

/** Statuses shown to everyone: a hidden or removed post keeps its place, its text left out (`withheldText`). */
const shownStatuses = ["published", "hidden", "removed"] as const;

/** A held or rejected thread is found only for its author (held, marked so) and moderators; for anyone else it does not exist. */
export function threadVisibleTo(row: ThreadRow, viewer: { id: number } | undefined, moderator: boolean) {
  return (shownStatuses as readonly string[]).includes(row.thread.status) || moderator || row.thread.userId === viewer?.id;
}

/** A hidden or removed post's text is its author's alone (decision 094): others get its place and status. */
const withheldText = (post: { status: string; userId: number }, viewerId: number | undefined) =>
  (post.status === "hidden" || post.status === "removed") && post.userId !== viewerId;

/**
 * A category's threads by cursor: latest activity (pinned ones apart, above the first page),
 * newest first, or unanswered (no reply yet, newest first).
 */
export async function listCategoryThreads(db: Database, category: CategoryRow, sort: ForumThreadSort, perPage: number, locale: ApiLocale, cursor?: string) {
  const after = decodeCursor(cursor, threadCursor);
  const byActivity = sort === "latest";
  const key = byActivity ? forumThreads.lastActivityAt : forumThreads.createdAt;
  const conditions: (SQL | undefined)[] = [
    eq(forumThreads.categoryId, category.id),
    published(forumThreads),
    byActivity ? eq(forumThreads.pinned, false) : undefined,
    sort === "unanswered" ? eq(forumThreads.repliesCount, 0) : undefined,
    after ? sql`(${key}, ${forumThreads.id}) < (${after[0]}::timestamptz, ${after[1]})` : undefined,
  ];
  const [rows, pinned] = await Promise.all([
    selectThreads(db)
      .where(and(...conditions))
      .orderBy(desc(key), desc(forumThreads.id))
      .limit(perPage + 1),
    byActivity && !after
      ? selectThreads(db)
          .where(and(eq(forumThreads.categoryId, category.id), published(forumThreads), eq(forumThreads.pinned, true)))
          .orderBy(desc(forumThreads.lastActivityAt))
      : Promise.resolve([]),
  ]);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  return {
    category: { ...presentCategory(category, locale), threads_count: 0, replies_count: 0 },
    pinned: pinned.map((row) => presentThreadSummary(row, locale)),
    data: page.map((row) => presentThreadSummary(row, locale)),
    meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([byActivity ? last.activityAt : last.createdAt, last.thread.id]) : null },
  };
}

/**
 * A thread by its address key (decision 083): "{slug}-{id}" or the id finds it by id (the slug
 * part may be out of date: the web redirects to the canonical key); a bare slug finds the oldest
 * thread with that slug.
 */
export async function findThread(db: Database, key: string): Promise<ThreadRow | undefined> {
  const id = asRecordId(key) ?? asRecordId(/-(\d{1,10})$/.exec(key)?.[1] ?? "");
  const [row] = await selectThreads(db)
    .where(id !== undefined ? eq(forumThreads.id, id) : eq(forumThreads.slug, key))
    .orderBy(asc(forumThreads.id))
    .limit(1);
  return row;
}

/** A thread found, with its opening post's reactions (none for one just started), as `viewerId` may see it. */
export function presentFoundThread(row: ThreadRow, locale: ApiLocale, reactions: ForumPostReactions = [], viewerId?: number) {
  return presentThread(row, locale, reactions, viewerId);
}

const quotedUsers = alias(users, "quoted_users");
const quotedReplies = alias(forumReplies, "quoted_replies");
const replyCursor = z.tuple([cursorTime, cursorRecordId]);

type ReplyRow = {
  reply: typeof forumReplies.$inferSelect;
  exactAt: string;
  author: Author;
  quoted: { id: number | null; userId: number | null; name: string | null; slug: string | null } | null;
};

const selectReplies = (db: Database) =>
  db
    .select({
      reply: forumReplies,
      exactAt: sql<string>`${forumReplies.createdAt}::text`,
      author,
      quoted: { id: quotedReplies.id, userId: quotedUsers.id, name: quotedUsers.name, slug: quotedUsers.slug },
    })
    .from(forumReplies)
    .innerJoin(users, eq(users.id, forumReplies.userId))
    .leftJoin(quotedReplies, eq(quotedReplies.id, forumReplies.quotedReplyId))
    .leftJoin(quotedUsers, eq(quotedUsers.id, quotedReplies.userId));

function presentReply(row: ReplyRow, solvedReplyId: number | null, reactions: ForumPostReactions, viewerId: number | undefined): ForumReply {
  const withheld = withheldText(row.reply, viewerId);
  return {
    id: row.reply.id,
    user: presentAuthor(row.author),
    body_source: withheld ? "" : row.reply.bodySource,
    body_html: withheld ? "" : row.reply.bodyHtml,
    quoted: row.quoted?.id ? { id: row.quoted.id, user: { id: row.quoted.userId ?? 0, name: row.quoted.name ?? "", slug: row.quoted.slug ?? "" } } : null,
    created_at: row.reply.createdAt.toISOString(),
    edited_at: row.reply.editedAt?.toISOString() ?? null,
    solution: row.reply.id === solvedReplyId,
    reactions,
    status: row.reply.status,
  };
}

/**
 * A thread's replies, oldest first, by cursor, and the reactions of those and of the opening post, the caller's marked (decision 089);
 * the caller's own held replies among them (decision 094).
 */
export async function listReplies(db: Database, thread: { id: number; solvedReplyId: number | null }, perPage: number, callerId: number | undefined, cursor?: string) {
  const after = decodeCursor(cursor, replyCursor);
  const rows = await selectReplies(db)
    .where(
      and(
        eq(forumReplies.threadId, thread.id),
        callerId === undefined
          ? inArray(forumReplies.status, [...shownStatuses])
          : sql`(${forumReplies.status} in ('published', 'hidden', 'removed') or (${forumReplies.status} = 'held' and ${forumReplies.userId} = ${callerId}))`,
        after ? sql`(${forumReplies.createdAt}, ${forumReplies.id}) > (${after[0]}::timestamptz, ${after[1]})` : undefined,
      ),
    )
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  const reactionsOf = await reactionsOnPosts(
    db,
    thread.id,
    page.map((row) => row.reply.id),
    callerId,
  );
  return {
    opening: reactionsOf("opening"),
    data: page.map((row) => presentReply(row, thread.solvedReplyId, reactionsOf(row.reply.id), callerId)),
    meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([last.exactAt, last.reply.id]) : null },
  };
}

/**
 * The cursor of the page of `perPage` replies (oldest first, as listReplies pages them) that holds
 * the reply: null for the first page, undefined when the thread has no such reply. A notification
 * or a reply just posted links there, not to the first page of a long thread.
 */
export async function replyPageCursor(db: Database, threadId: number, replyId: number, perPage: number): Promise<string | null | undefined> {
  // Counted among the replies everyone's pages list (decision 094); the reply itself may be its author's held one.
  const inThread = and(eq(forumReplies.threadId, threadId), inArray(forumReplies.status, [...shownStatuses]));
  const [target] = await db
    .select({ exactAt: sql<string>`${forumReplies.createdAt}::text` })
    .from(forumReplies)
    .where(and(eq(forumReplies.threadId, threadId), eq(forumReplies.id, replyId)));
  if (!target) return undefined;
  const [counted] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(forumReplies)
    .where(and(inThread, sql`(${forumReplies.createdAt}, ${forumReplies.id}) < (${target.exactAt}::timestamptz, ${replyId})`));
  const start = Math.floor(Number(counted?.before ?? 0) / perPage) * perPage;
  if (start === 0) return null;
  const [last] = await db
    .select({ id: forumReplies.id, exactAt: sql<string>`${forumReplies.createdAt}::text` })
    .from(forumReplies)
    .where(inThread)
    .orderBy(asc(forumReplies.createdAt), asc(forumReplies.id))
    .offset(start - 1)
    .limit(1);
  return last ? encodeCursor([last.exactAt, last.id]) : null;
}

export async function findReply(db: Database, id: number) {
  const [row] = await selectReplies(db).where(eq(forumReplies.id, id));
  if (!row) return undefined;
  const [thread] = await db
    .select({ id: forumThreads.id, solvedReplyId: forumThreads.solvedReplyId, locked: forumThreads.locked })
    .from(forumThreads)
    .where(eq(forumThreads.id, row.reply.threadId));
  // Its author's answers (posting, editing): the text is theirs to see.
  return thread ? { row, thread, present: (reactions: ForumPostReactions = []) => presentReply(row, thread.solvedReplyId, reactions, row.reply.userId) } : undefined;
}

export interface RenderedPost {
  source: string;
  html: string;
}

/** A title's slug, kept short: the address adds the id (decision 083). */
export const threadSlug = (title: string) => slugify(title).slice(0, 80).replace(/-+$/, "");

/**
 * A thread, its author watching it, and what it owes to the outbox in one statement: the
 * notifications of the members its opening post mentions (decision 087) and its category's live
 * event (decision 098). A held thread (decision 094) owes nothing until a moderator approves it.
 */
export async function createThread(
  db: Database,
  author: { id: number; name: string; slug: string },
  categoryId: number,
  title: string,
  body: RenderedPost,
  mentions: string[],
  held = false,
) {
  const userId = author.id;
  const slug = threadSlug(title);
  const status = held ? "held" : "published";
  const insert = db
    .insert(forumThreads)
    .values({ categoryId, userId, title, slug, bodySource: body.source, bodyHtml: body.html, status })
    .returning({ id: forumThreads.id })
    .getSQL();
  const [created] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with created as (${insert}),
      watched as (insert into forum_thread_watches (thread_id, user_id, level) select id, ${userId}, 'watching' from created),
      owed as (
        insert into outbox_events (kind, payload)
        select ${forumThreadEvent.kind}, jsonb_build_object('thread', jsonb_build_object('id', created.id, 'title', ${title}::text, 'slug', ${slug}::text),
          'author', ${JSON.stringify(author)}::jsonb, 'mentions', ${JSON.stringify(mentions)}::jsonb, 'category', ${categoryId}::int)
        from created where not ${held}::boolean
      )
      select id from created`),
  );
  return Number(created!.id);
}

/**
 * A reply, its thread's count and last activity, the replier watching the thread unless they chose
 * a level there, and the notifications it owes to the outbox (decision 087), in one statement; none
 * when the thread is locked by then. A quoted reply counts only when it is in the same thread. A held
 * reply (decision 094) is written alone: its count, activity and notifications wait for its approval.
 */
export async function createReply(
  db: Database,
  replier: { id: number; name: string; slug: string },
  thread: { id: number; title: string; slug: string },
  body: RenderedPost,
  quoteId: number | null | undefined,
  mentions: string[],
  held = false,
) {
  const userId = replier.id;
  const threadId = thread.id;
  const status = held ? "held" : "published";
  const [created] = rowsOf<{ id: number }>(
    await db.execute(sql`
      with target as (select id from forum_threads where id = ${threadId} and not locked),
      written as (
        insert into forum_replies (thread_id, user_id, body_source, body_html, quoted_reply_id, status)
        select target.id, ${userId}, ${body.source}, ${body.html},
          (select q.id from forum_replies q where q.id = ${quoteId ?? null}::int and q.thread_id = target.id and q.status = 'published'), ${status}
        from target returning id, thread_id, created_at
      ),
      counted as (
        update forum_threads set replies_count = replies_count + 1, last_activity_at = written.created_at, last_user_id = ${userId}
        from written where forum_threads.id = written.thread_id and not ${held}::boolean
      ),
      watched as (insert into forum_thread_watches (thread_id, user_id, level) select thread_id, ${userId}, 'watching' from written on conflict do nothing),
      owed as (
        insert into outbox_events (kind, payload)
        select ${forumReplyEvent.kind}, jsonb_build_object('reply', jsonb_build_object('id', written.id), 'thread', ${JSON.stringify(thread)}::jsonb,
          'replier', ${JSON.stringify(replier)}::jsonb, 'mentions', ${JSON.stringify(mentions)}::jsonb)
        from written where not ${held}::boolean
      )
      select id from written`),
  );
  return created?.id;
}
