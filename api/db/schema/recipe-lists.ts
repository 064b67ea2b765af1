import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { timestamps } from "./columns";
import { recipes } from "./recipes";
import { users } from "./users";

/** A member's named collection of recipes; private unless the owner makes it public. Slugs are unique per owner. */
export const recipeLists = pgTable(
  "recipe_lists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    isPublic: boolean("is_public").notNull().default(false),
    /** The owner's order of their lists on /recipe-lists. */
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [uniqueIndex("recipe_lists_owner_slug_unique").on(table.userId, table.slug), index("recipe_lists_user_idx").on(table.userId, table.position)],
);

/** A recipe in a list, at the owner's position. */
export const recipeListItems = pgTable(
  "recipe_list_items",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => recipeLists.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.listId, table.recipeId] }),
    index("recipe_list_items_list_idx").on(table.listId, table.position),
    index("recipe_list_items_recipe_idx").on(table.recipeId),
  ],
);
