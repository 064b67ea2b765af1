import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { forumEdits, forumReplies, forumThreads } from "../db/schema";

const HOUR = 3_600_000;

/**
 * Edited posts with a history (decision 101): in each language the solved question's solution, whose
 * author completed an hour after posting; that first draft is what its history shows.
 */
export async function seedDemoEdits(db: Database) {
  const solutions = await db
    .select({ id: forumReplies.id, userId: forumReplies.userId, source: forumReplies.bodySource, at: forumReplies.createdAt })
    .from(forumReplies)
    .innerJoin(forumThreads, eq(forumThreads.solvedReplyId, forumReplies.id));
  const edits = solutions.flatMap((reply) => {
    // The first draft stopped at the first clause: "Fuego medio-bajo." before "… y tapa los primeros minutos: …".
    const cut = reply.source.search(/[:;,]| and | y /);
    const first = cut > 0 ? `${reply.source.slice(0, cut).trim()}.` : undefined;
    return first ? [{ replyId: reply.id, editorId: reply.userId, previousSource: first, editedAt: new Date(reply.at.getTime() + HOUR) }] : [];
  });
  if (edits.length === 0) return;
  await db.insert(forumEdits).values(edits);
  await db.execute(sql`
    update forum_replies r set edited_at = e.edited_at from forum_edits e where e.reply_id = r.id and r.id = any(${`{${edits.map((edit) => edit.replyId).join(",")}}`}::int[])`);
}
