import { sql } from "drizzle-orm";
import { type AnyPgColumn, check, date, index, integer, pgEnum, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { recipes } from "./recipes";
import { users } from "./users";

export const mealSlot = pgEnum("meal_slot", ["breakfast", "lunch", "dinner", "snack"]);

/** A member's plan over a date range (a week by default), dates in the member's time zone. */
export const mealPlans = pgTable(
  "meal_plans",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startsOn: date("starts_on", { mode: "string" }).notNull(),
    endsOn: date("ends_on", { mode: "string" }).notNull(),
    ...timestamps,
  },
  (table) => [index("meal_plans_user_idx").on(table.userId, table.startsOn), check("meal_plans_range", sql`${table.endsOn} >= ${table.startsOn}`)],
);

/**
 * One dish (or note) on a day and meal slot: a recipe at the servings to cook, a free-text note, or
 * leftovers of an earlier entry's cook (no shopping needed).
 */
export const mealPlanEntries = pgTable(
  "meal_plan_entries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    planId: integer("plan_id")
      .notNull()
      .references(() => mealPlans.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    slot: mealSlot("slot").notNull(),
    position: integer("position").notNull().default(0),
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    servings: smallint("servings"),
    note: text("note"),
    leftoversOfEntryId: integer("leftovers_of_entry_id").references((): AnyPgColumn => mealPlanEntries.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("meal_plan_entries_plan_idx").on(table.planId, table.day, table.slot, table.position), index("meal_plan_entries_recipe_idx").on(table.recipeId)],
);
