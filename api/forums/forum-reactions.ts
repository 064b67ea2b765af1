import { sql } from "drizzle-orm";
import { type ForumPostReactions, type ForumReaction, forumReactionKinds } from "../contract/forums";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";

/** Reactions on forum posts (decision 089): counted on read, a page's posts at a time, with the caller's own marked. */

/** A post: the thread's opening post (`reply` null) or one of its replies. */
export interface ReactedPost {
  thread: number;
  reply: number | null;
}

type CountRow = { reply_id: number | null; reaction: ForumReaction; count: number | string; mine: boolean };

const inSetOrder = (rows: CountRow[]): ForumPostReactions =>
  rows
    .map((row) => ({ reaction: row.reaction, count: Number(row.count), mine: row.mine }))
    .sort((a, b) => forumReactionKinds.indexOf(a.reaction) - forumReactionKinds.indexOf(b.reaction));

/** The reactions of a thread's opening post and of the replies named, keyed by reply id ("opening" for the opening post). */
export async function reactionsOnPosts(db: Database, threadId: number, replyIds: number[], callerId: number | undefined) {
  const rows = rowsOf<CountRow>(
    await db.execute(sql`
      select reply_id, reaction, count(*)::int as count, coalesce(bool_or(user_id = ${callerId ?? null}::int), false) as mine
      from forum_reactions
      where thread_id = ${threadId} and (reply_id is null or reply_id = any(${`{${replyIds.join(",")}}`}::int[]))
      group by reply_id, reaction`),
  );
  const byPost = new Map<number | "opening", CountRow[]>();
  for (const row of rows) {
    const key = row.reply_id === null ? "opening" : Number(row.reply_id);
    byPost.set(key, [...(byPost.get(key) ?? []), row]);
  }
  return (post: number | "opening") => inSetOrder(byPost.get(post) ?? []);
}

/**
 * Adds (`on`) or takes back the member's reaction on a post and answers the post's reactions after
 * it, in one statement: the rows read are those before the write, so the one written is added to
 * them (or the one removed left out). Adding twice or removing what is not there changes nothing.
 */
export async function setReaction(db: Database, post: ReactedPost, userId: number, reaction: ForumReaction, on: boolean): Promise<ForumPostReactions> {
  const samePost = post.reply === null ? sql`reply_id is null` : sql`reply_id = ${post.reply}`;
  const rows = rowsOf<CountRow>(
    await db.execute(
      on
        ? sql`
          with added as (
            insert into forum_reactions (thread_id, reply_id, user_id, reaction) values (${post.thread}, ${post.reply}, ${userId}, ${reaction})
            on conflict do nothing returning reply_id, user_id, reaction
          ),
          post_rows as (
            select reply_id, user_id, reaction from forum_reactions where thread_id = ${post.thread} and ${samePost}
            union all select reply_id, user_id, reaction from added
          )
          select null::int as reply_id, reaction, count(*)::int as count, bool_or(user_id = ${userId}) as mine from post_rows group by reaction`
        : sql`
          with removed as (
            delete from forum_reactions where thread_id = ${post.thread} and ${samePost} and user_id = ${userId} and reaction = ${reaction} returning id
          )
          select null::int as reply_id, reaction, count(*)::int as count, bool_or(user_id = ${userId}) as mine
          from forum_reactions where thread_id = ${post.thread} and ${samePost} and id not in (select id from removed)
          group by reaction`,
    ),
  );
  return inSetOrder(rows);
}
