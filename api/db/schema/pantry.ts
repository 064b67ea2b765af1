import { boolean, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { ingredients } from "./catalogue";
import { users } from "./users";

/** What a member has at home, by catalogue ingredient, with an optional amount. */
export const pantryItems = pgTable(
  "pantry_items",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    quantity: real("quantity"),
    unit: text("unit"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.ingredientId] })],
);

/** A member's kitchen preferences: staples assumed, units shown, time zone and calendar feed secret. */
export const memberKitchenSettings = pgTable("member_kitchen_settings", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** Salt, oil, water… count as in the pantry unless the member switches this off. */
  assumeStaples: boolean("assume_staples").notNull().default(true),
  /** "metric" or "us" (US customary, an option for English readers); null until the member chooses: the page's language decides (decision 081). */
  unitSystem: text("unit_system").$type<"metric" | "us">(),
  /** IANA zone for the planner's days and the calendar feed. */
  timeZone: text("time_zone").notNull().default("Europe/Madrid"),
  /** The personal calendar feed's secret (revocable: a new one replaces it). */
  calendarFeedToken: text("calendar_feed_token").unique(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
