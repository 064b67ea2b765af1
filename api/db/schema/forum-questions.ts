import { boolean, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { forumThreads } from "./forums";
import { recipes } from "./recipes";

/**
 * Questions where the cook is (decision 095): the recipes a thread is about. `chosen` rows come
 * from the new-thread form's "¿Sobre qué receta?" and outlive edits; the others are found in the
 * opening post's recipe links and follow its edits.
 */
export const forumThreadRecipes = pgTable(
  "forum_thread_recipes",
  {
    threadId: integer("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    chosen: boolean("chosen").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.recipeId] }), index("forum_thread_recipes_recipe_idx").on(table.recipeId)],
);
