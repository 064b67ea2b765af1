import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type FlaggableStatus, flaggableStatuses } from "../../contract/flags";
import { photos } from "./photos";
import { recipes } from "./recipes";
import { users } from "./users";

/**
 * "Lo he cocinado" (decision 055): a member's photo of a recipe they cooked, with a short comment.
 * One per member, recipe and day (Madrid's calendar day); migration 0020's trigger keeps the
 * recipe's cooksnaps_count, which moves the content version the recipe page is kept under.
 */
export const cooksnaps = pgTable(
  "cooksnaps",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The member's own photo; the API refuses to delete one a cooksnap shows (409), and it goes with the account. */
    photoId: text("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    comment: text("comment").notNull(),
    /** The day it was cooked, in Madrid: at most one cooksnap per member and recipe on it. */
    cookedOn: date("cooked_on")
      .notNull()
      .default(sql`(now() at time zone 'Europe/Madrid')::date`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Hidden by members' flags or removed by a moderator (decision 097): public lists show published ones only. */
    status: text("status").$type<FlaggableStatus>().notNull().default("published"),
  },
  (table) => [
    uniqueIndex("cooksnaps_once_a_day").on(table.recipeId, table.userId, table.cookedOn),
    index("cooksnaps_recipe_idx").on(table.recipeId, table.createdAt),
    index("cooksnaps_user_idx").on(table.userId, table.createdAt),
    index("cooksnaps_photo_idx").on(table.photoId),
    check("cooksnaps_status", sql.raw(`status in (${flaggableStatuses.map((status) => `'${status}'`).join(", ")})`)),
  ],
);
