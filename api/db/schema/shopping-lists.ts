import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp } from "drizzle-orm/pg-core";
import { ingredients } from "./catalogue";
import { timestamps } from "./columns";
import { recipes } from "./recipes";
import { users } from "./users";

/** A member's shopping list (/user/shopping-list); its owner may share it with other members. */
export const shoppingLists = pgTable(
  "shopping_lists",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    ...timestamps,
  },
  (table) => [index("shopping_lists_owner_idx").on(table.ownerId)],
);

/** Members the owner shared the list with (invited by handle); they read, tick and add lines live. */
export const shoppingListMembers = pgTable(
  "shopping_list_members",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.listId, table.userId] }), index("shopping_list_members_user_idx").on(table.userId)],
);

/**
 * An owner's invitation to share their list (decision 077): the invitee becomes a member only by
 * accepting it. The row outlives the answer and a removal, so inviting the same member again within
 * a day does not notify them again (`notified_at`), however often the owner removes and re-invites.
 */
export const shoppingListInvitations = pgTable(
  "shopping_list_invitations",
  {
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    inviteeId: integer("invitee_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    invitedById: integer("invited_by_id").references(() => users.id, { onDelete: "set null" }),
    /** pending, accepted or declined. */
    status: text("status").notNull().default("pending"),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    ...timestamps,
  },
  (table) => [primaryKey({ columns: [table.listId, table.inviteeId] }), index("shopping_list_invitations_invitee_idx").on(table.inviteeId, table.status)],
);

/**
 * One thing to buy. Lines from recipes merge by catalogue ingredient and unit family (the amount in
 * the family's base unit: g, ml, or a count unit as written); a line that cannot merge keeps its text
 * as written. Manual lines have no ingredient and no sources.
 */
export const shoppingListLines = pgTable(
  "shopping_list_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    listId: integer("list_id")
      .notNull()
      .references(() => shoppingLists.id, { onDelete: "cascade" }),
    ingredientId: integer("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    /** What the line says when it has no catalogue ingredient (manual, or unmerged as written). */
    text: text("text").notNull().default(""),
    quantity: real("quantity"),
    unit: text("unit"),
    isManual: boolean("is_manual").notNull().default(false),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    checkedById: integer("checked_by_id").references(() => users.id, { onDelete: "set null" }),
    position: integer("position").notNull().default(0),
    ...timestamps,
  },
  (table) => [index("shopping_list_lines_list_idx").on(table.listId, table.position), index("shopping_list_lines_ingredient_idx").on(table.ingredientId)],
);

/** Which recipe (at which servings) a line's amount came from, so the list shows its sources and can be recomputed. */
export const shoppingListLineSources = pgTable(
  "shopping_list_line_sources",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    lineId: integer("line_id")
      .notNull()
      .references(() => shoppingListLines.id, { onDelete: "cascade" }),
    recipeId: integer("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    servings: integer("servings"),
    quantity: real("quantity"),
    unit: text("unit"),
    /** The recipe's line as written, kept when the recipe changes or goes. */
    asWritten: text("as_written").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("shopping_list_line_sources_line_idx").on(table.lineId), index("shopping_list_line_sources_recipe_idx").on(table.recipeId)],
);

/**
 * How early in a shop each member ticks things in each aisle: the running mean of the share of the
 * list already ticked when they tick a line there. Aisles with a lower mean come first on their list.
 */
export const shoppingAisleHabits = pgTable(
  "shopping_aisle_habits",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    aisle: text("aisle").notNull(),
    meanProgress: real("mean_progress").notNull(),
    ticks: integer("ticks").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.aisle] })],
);
