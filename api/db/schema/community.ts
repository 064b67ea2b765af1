import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type FlaggableStatus, flaggableStatuses } from "../../contract/flags";
import { timestamps } from "./columns";
import { recipes } from "./recipes";
import { contentLanguage, users } from "./users";

/** Who follows whom; AI chefs can be followed like anyone. */
export const follows = pgTable(
  "follows",
  {
    followerId: integer("follower_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    followedId: integer("followed_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followedId] }),
    index("follows_followed_idx").on(table.followedId, table.createdAt),
    index("follows_follower_idx").on(table.followerId, table.createdAt),
    check("follows_not_self", sql`${table.followerId} <> ${table.followedId}`),
  ],
);

/**
 * One rating (1-5) with optional text per member and recipe. Migration 0010's triggers keep the
 * recipe's ratings_total, reviews_count and average_rating exact under concurrent reviews.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    body: text("body").notNull().default(""),
    /** The language the review was written in (the page's); null for reviews written before it was kept. */
    language: contentLanguage("language"),
    /** Hidden by members' flags or removed by a moderator (decision 097): its stars still count; its text is shown to its author only. */
    status: text("status").$type<FlaggableStatus>().notNull().default("published"),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("reviews_recipe_user_unique").on(table.recipeId, table.userId),
    index("reviews_recipe_idx").on(table.recipeId, table.createdAt),
    index("reviews_user_idx").on(table.userId, table.createdAt),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("reviews_status", sql.raw(`status in (${flaggableStatuses.map((status) => `'${status}'`).join(", ")})`)),
  ],
);
