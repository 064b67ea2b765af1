import { boolean, index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { forumThreads } from "./forums";
import { ingredients } from "./catalogue";
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

/**
 * The catalogue ingredients a thread is about (decision 099): found in its title and opening post
 * as the recipes' plain-words search reads names, or `chosen` on the new-thread form (kept through edits).
 */
export const forumThreadIngredients = pgTable(
  "forum_thread_ingredients",
  {
    threadId: integer("thread_id")
      .notNull()
      .references(() => forumThreads.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id")
      .notNull()
      .references(() => ingredients.id, { onDelete: "cascade" }),
    chosen: boolean("chosen").notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.threadId, table.ingredientId] }), index("forum_thread_ingredients_ingredient_idx").on(table.ingredientId)],
);
