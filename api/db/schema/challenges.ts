import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cooksnaps } from "./cooksnaps";
import { recipes } from "./recipes";
import { users } from "./users";

/**
 * Cooking challenges (issue 34, decision 109): one row holds both languages; the phase is read from
 * the windows and the clock (no write when a window opens or closes), so a kept page expires at the
 * next boundary and the effects due then wait in the outbox until it (decision 110).
 */
export const challenges = pgTable(
  "challenges",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    hostId: integer("host_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    titleEs: text("title_es").notNull(),
    titleEn: text("title_en").notNull(),
    themeEs: text("theme_es").notNull(),
    themeEn: text("theme_en").notNull(),
    rulesEs: text("rules_es").notNull(),
    rulesEn: text("rules_en").notNull(),
    coverUrl: text("cover_url"),
    coverWidth: integer("cover_width"),
    coverHeight: integer("cover_height"),
    /** Entries are taken from `opensAt` until `votingAt`; votes from `votingAt` until `closesAt`, when the results are out. */
    opensAt: timestamp("opens_at", { withTimezone: true }).notNull(),
    votingAt: timestamp("voting_at", { withTimezone: true }).notNull(),
    closesAt: timestamp("closes_at", { withTimezone: true }).notNull(),
    maxEntriesPerMember: integer("max_entries_per_member").notNull().default(1),
    /** Catalogue ingredients and tags every entry's recipe must have (ids; a removed one no longer counts). */
    requiredIngredientIds: integer("required_ingredient_ids").array().notNull().default([]),
    requiredTagIds: integer("required_tag_ids").array().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("challenges_slug").on(table.slug),
    index("challenges_closes_idx").on(table.closesAt, table.id),
    check("challenges_windows", sql`${table.opensAt} < ${table.votingAt} and ${table.votingAt} < ${table.closesAt}`),
    check("challenges_max_entries", sql`${table.maxEntriesPerMember} between 1 and 10`),
  ],
);

/** A member's entry: one of their published recipes (a remix is one) or one of their "Lo he cocinado" photos. */
export const challengeEntries = pgTable(
  "challenge_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    challengeId: integer("challenge_id")
      .notNull()
      .references(() => challenges.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    cooksnapId: integer("cooksnap_id").references(() => cooksnaps.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("challenge_entries_recipe")
      .on(table.challengeId, table.recipeId)
      .where(sql`${table.cooksnapId} is null`),
    uniqueIndex("challenge_entries_cooksnap").on(table.challengeId, table.cooksnapId),
    index("challenge_entries_user_idx").on(table.userId, table.challengeId),
  ],
);

/** One vote per entry and member; never for one's own (the write checks it). */
export const challengeVotes = pgTable(
  "challenge_votes",
  {
    entryId: integer("entry_id")
      .notNull()
      .references(() => challengeEntries.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.entryId, table.userId] }), index("challenge_votes_user_idx").on(table.userId)],
);
