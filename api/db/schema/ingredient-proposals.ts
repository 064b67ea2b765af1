import { sql } from "drizzle-orm";
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { ingredients } from "./catalogue";
import { users } from "./users";

export const ingredientProposalStatus = pgEnum("ingredient_proposal_status", ["pending", "approved", "rejected"]);

/**
 * An ingredient a member proposes to the catalogue (decision 058). The folded names (no accents,
 * lower case) are what a second proposal of the same thing is recognised by while one is pending.
 */
export const ingredientProposals = pgTable(
  "ingredient_proposals",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    nameEs: text("name_es"),
    nameEn: text("name_en"),
    foldedEs: text("folded_es"),
    foldedEn: text("folded_en"),
    sourceLine: text("source_line"),
    status: ingredientProposalStatus("status").notNull().default("pending"),
    rejectionReason: text("rejection_reason"),
    ingredientId: integer("ingredient_id").references(() => ingredients.id, { onDelete: "set null" }),
    decidedById: integer("decided_by_id").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("ingredient_proposals_pending_es_unique")
      .on(table.foldedEs)
      .where(sql`${table.status} = 'pending'`),
    uniqueIndex("ingredient_proposals_pending_en_unique")
      .on(table.foldedEn)
      .where(sql`${table.status} = 'pending'`),
    index("ingredient_proposals_status_idx").on(table.status, table.id),
    index("ingredient_proposals_user_idx").on(table.userId),
  ],
);
