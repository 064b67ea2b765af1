import { sql } from "drizzle-orm";
import { type AnyPgColumn, boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type ForumPostStatus, type ForumReaction, type ForumWatchLevel, forumPostStatuses, forumReactionKinds, forumWatchLevels } from "../../contract/forums";
import { users } from "./users";

/**
 * Forums (issue 33). A post keeps its Markdown source for editing and the sanitised HTML rendered
 * from it when written (decision 084). A thread's counts and last activity are kept by the
 * statement that writes a reply, so lists read them without counting.
 */
export const forumCategories = pgTable(
  "forum_categories",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    nameEs: text("name_es").notNull(),
    nameEn: text("name_en").notNull(),
    descriptionEs: text("description_es").notNull(),
    descriptionEn: text("description_en").notNull(),
    /** Lowest first on /forums. */
    position: integer("position").notNull(),
    /** A design token name (accent, herb, saffron…) or a #rrggbb colour. */
    colour: text("colour").notNull(),
  },
  (table) => [uniqueIndex("forum_categories_slug").on(table.slug)],
);

export const forumThreads = pgTable(
  "forum_threads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => forumCategories.id, { onDelete: "restrict" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** Not unique: the address adds the id (decision 083). */
    slug: text("slug").notNull(),
    bodySource: text("body_source").notNull(),
    bodyHtml: text("body_html").notNull(),
    pinned: boolean("pinned").notNull().default(false),
    locked: boolean("locked").notNull().default(false),
    solvedReplyId: integer("solved_reply_id").references((): AnyPgColumn => forumReplies.id, { onDelete: "set null" }),
    repliesCount: integer("replies_count").notNull().default(0),
    lastActivityAt: timestamp("last_activity_at", { withTimezone: true }).notNull().defaultNow(),
    lastUserId: integer("last_user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** Published, or held for a moderator's approval, or rejected by one (decision 094): only published posts are shown to others. */
    status: text("status").$type<ForumPostStatus>().notNull().default("published"),
  },
  (table) => [
    index("forum_threads_held_idx")
      .on(table.createdAt)
      .where(sql`status = 'held'`),
    check("forum_threads_status", sql.raw(`status in (${forumPostStatuses.map((status) => `'${status}'`).join(", ")})`)),
    index("forum_threads_activity_idx").on(table.categoryId, table.lastActivityAt, table.id),
    index("forum_threads_created_idx").on(table.categoryId, table.createdAt, table.id),
    index("forum_threads_slug_idx").on(table.slug),
    index("forum_threads_user_idx").on(table.userId),
  ],
);

export const forumReplies = pgTable(
  "forum_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    bodySource: text("body_source").notNull(),
    bodyHtml: text("body_html").notNull(),
    /** The reply this one quotes, in the same thread. */
    quotedReplyId: integer("quoted_reply_id").references((): AnyPgColumn => forumReplies.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp("edited_at", { withTimezone: true }),
    /** As a thread's (decision 094). */
    status: text("status").$type<ForumPostStatus>().notNull().default("published"),
  },
  (table) => [
    index("forum_replies_thread_idx").on(table.threadId, table.createdAt, table.id),
    index("forum_replies_user_idx").on(table.userId),
    index("forum_replies_held_idx")
      .on(table.createdAt)
      .where(sql`status = 'held'`),
    check("forum_replies_status", sql.raw(`status in (${forumPostStatuses.map((status) => `'${status}'`).join(", ")})`)),
  ],
);

/** A post's earlier sources, one row per edit: who changed it and what it said before. */
export const forumEdits = pgTable(
  "forum_edits",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id").references(() => forumThreads.id, { onDelete: "cascade" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    editorId: integer("editor_id").references(() => users.id, { onDelete: "set null" }),
    previousTitle: text("previous_title"),
    previousSource: text("previous_source").notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("forum_edits_thread_idx").on(table.threadId), index("forum_edits_reply_idx").on(table.replyId)],
);

/**
 * A member's watch level on a thread (decision 087). No row is "normal"; starting or replying to a
 * thread writes "watching" unless the member already chose a level there.
 */
export const forumThreadWatches = pgTable(
  "forum_thread_watches",
  {
    threadId: integer("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    level: text("level").$type<ForumWatchLevel>().notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.threadId, table.userId] }),
    index("forum_thread_watches_user_idx").on(table.userId),
    check("forum_thread_watches_level", sql.raw(`level in (${forumWatchLevels.map((level) => `'${level}'`).join(", ")})`)),
  ],
);

/**
 * A member's reaction on a post (decision 089): the opening post when `reply_id` is null, else the
 * reply. `thread_id` is kept on every row so a reaction's cache tag names its thread's page alone.
 * One of each per member per post; counted on read, a page's posts at a time.
 */
export const forumReactions = pgTable(
  "forum_reactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    replyId: integer("reply_id").references(() => forumReplies.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reaction: text("reaction").$type<ForumReaction>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("forum_reactions_opening_post")
      .on(table.threadId, table.userId, table.reaction)
      .where(sql`reply_id is null`),
    uniqueIndex("forum_reactions_reply")
      .on(table.replyId, table.userId, table.reaction)
      .where(sql`reply_id is not null`),
    index("forum_reactions_thread_idx").on(table.threadId, table.replyId),
    index("forum_reactions_user_idx").on(table.userId),
    check("forum_reactions_reaction", sql.raw(`reaction in (${forumReactionKinds.map((reaction) => `'${reaction}'`).join(", ")})`)),
  ],
);
