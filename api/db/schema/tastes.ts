import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A member's tastes (decision 071), one row per member who saved or skipped the onboarding: catalogue
 * slugs of diet and cuisine categories and of ingredients they leave out. It goes with the account.
 */
export const memberTastes = pgTable("member_tastes", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  diets: text("diets").array().notNull().default([]),
  dislikes: text("dislikes").array().notNull().default([]),
  cuisines: text("cuisines").array().notNull().default([]),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
