import { index, integer, pgEnum, pgTable, primaryKey, timestamp } from "drizzle-orm/pg-core";
import { grantedRoles } from "../../contract/permissions";
import { users } from "./users";

export const grantedRole = pgEnum("granted_role", grantedRoles);
export const roleChange = pgEnum("role_change", ["grant", "revoke"]);

/** The roles a member holds beyond "member", which every account is (decision 064). */
export const roleGrants = pgTable(
  "role_grants",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: grantedRole("role").notNull(),
    grantedById: integer("granted_by_id").references(() => users.id, { onDelete: "set null" }),
    grantedAt: timestamp("granted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] })],
);

/**
 * Every grant and revoke, who made it and when; rows are only ever added. The member and the one
 * who acted are kept as ids that go null when their account is deleted, so the history outlives them.
 * A null `actor_id` on a row written by a migration means the system made it.
 */
export const roleChanges = pgTable(
  "role_changes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    role: grantedRole("role").notNull(),
    change: roleChange("change").notNull(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("role_changes_user_idx").on(table.userId, table.at)],
);
