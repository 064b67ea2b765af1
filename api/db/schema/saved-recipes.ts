import { index, integer, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { recipes } from "./recipes";
import { users } from "./users";

/** A member's saved recipes ("Guardar"): saving twice is one row, newest first on /user/saved-recipes. */
export const savedRecipes = pgTable(
  "saved_recipes",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.recipeId] }), index("saved_recipes_user_recent_idx").on(table.userId, table.createdAt, table.recipeId)],
);
