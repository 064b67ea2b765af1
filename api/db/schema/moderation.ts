import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { ModerationLogAction } from "../../contract/forums";
import { forumCategories, forumReplies, forumThreads } from "./forums";
import { users } from "./users";

/**
 * The moderation log (decision 091): one row per action, written by the statement that does it.
 * Who (null once their account is gone), what, on which thread or reply, why, and for a move the
 * categories from and to. Later moderation (hiding posts, flags, the site's queue) adds its actions
 * and, for reviews or cooksnaps, its own target columns here. A row outlives its thread or reply
 * (that column becomes null): the log is a record, not a part of the post.
 */
export const moderationActions = pgTable(
  "moderation_actions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").$type<ModerationLogAction>().notNull(),
    threadId: integer("thread_id").references(() => forumThreads.id, { onDelete: "set null" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "set null" }),
    /** Required of moderators' actions; null for a solution marked by the thread's author. */
    reason: text("reason"),
    fromCategoryId: integer("from_category_id").references(() => forumCategories.id, { onDelete: "set null" }),
    toCategoryId: integer("to_category_id").references(() => forumCategories.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("moderation_actions_thread_idx").on(table.threadId, table.createdAt),
    index("moderation_actions_actor_idx").on(table.actorId),
    index("moderation_actions_created_idx").on(table.createdAt),
  ],
);
