import type { ForumReaction } from "../contract/forums";
import type { Database } from "../db/client";
import { forumReactions } from "../db/schema";
import { seededRandom } from "./random";

/** A post of the demo forum: its thread, the reply (null for the opening post), its author, and who else may read it. */
export interface DemoPost {
  thread: number;
  reply: number | null;
  authorId: number;
  at: Date;
  /** The members and chefs who write in the thread's language. */
  readers: number[];
}

/** What each kind of post draws: questions are found helpful or interesting, answers and dishes praised. */
const moods: Record<"opening" | "reply", ForumReaction[]> = {
  opening: ["interesting", "interesting", "helpful", "yum", "love"],
  reply: ["helpful", "helpful", "helpful", "yum", "yum", "love", "bravo", "interesting"],
};

/**
 * Reactions on the demo forum (decision 089): most posts get a few from readers of their language,
 * never from their author, one of each kind per reader, some time after the post. One statement.
 */
export async function seedDemoReactions(db: Database, posts: DemoPost[]) {
  const random = seededRandom(89);
  const rows: (typeof forumReactions.$inferInsert)[] = [];
  for (const post of posts) {
    const others = post.readers.filter((reader) => reader !== post.authorId);
    const reactors = random.int(0, Math.min(4, others.length));
    const start = random.int(0, Math.max(others.length - 1, 0));
    for (let turn = 0; turn < reactors; turn++) {
      const userId = others[(start + turn) % others.length]!;
      const kinds = new Set([random.pick(moods[post.reply === null ? "opening" : "reply"])]);
      if (random.next() < 0.2) kinds.add(random.pick(moods.reply));
      for (const reaction of kinds)
        rows.push({ threadId: post.thread, replyId: post.reply, userId, reaction, createdAt: new Date(post.at.getTime() + random.int(1, 48) * 3_600_000) });
    }
  }
  if (rows.length > 0) await db.insert(forumReactions).values(rows);
  return rows.length;
}
