import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type FlagReason, type FlagSubjectType, flagReasons, flagSubjectTypes } from "../../contract/flags";
import type { ModerationLogAction } from "../../contract/forums";
import { reviews } from "./community";
import { cooksnaps } from "./cooksnaps";
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
    /** A review's or cooksnap's flags reviewed, or hidden and restored (decision 097). */
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "set null" }),
    cooksnapId: integer("cooksnap_id").references(() => cooksnaps.id, { onDelete: "set null" }),
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

const listed = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * Members' flags (decision 094): one per member per thing, named by its type and id so forum posts,
 * reviews and cooksnaps share the table and the queue. `thread_id` is a forum post's thread (its
 * page and cascade). `weight` is what the flag counts toward hiding, fixed when it is made from the
 * flagger's trust: 0 for new and basic members, 1 from trust level 2, 3 for a moderator. A review
 * closes the open flags (`resolved_at`, `resolved_by`).
 */
export const contentFlags = pgTable(
  "content_flags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    subjectType: text("subject_type").$type<FlagSubjectType>().notNull(),
    subjectId: integer("subject_id").notNull(),
    threadId: integer("thread_id").references(() => forumThreads.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").$type<FlagReason>().notNull(),
    note: text("note").notNull(),
    weight: integer("weight").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("content_flags_one_per_member").on(table.subjectType, table.subjectId, table.userId),
    index("content_flags_open_idx")
      .on(table.subjectType, table.subjectId)
      .where(sql`resolved_at is null`),
    index("content_flags_user_idx").on(table.userId),
    check("content_flags_subject_type", sql.raw(`subject_type in (${listed(flagSubjectTypes)})`)),
    check("content_flags_reason", sql.raw(`reason in (${listed(flagReasons)})`)),
  ],
);
