import { sql } from "drizzle-orm";
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * What a write still owes (points, badges, notifications and their live push), written in the
 * same transaction as the write and done after it by api/outbox's worker (decisions/035): a crash
 * between the two leaves the row here, and the next start does it.
 */
export const outboxEvents = pgTable(
  "outbox_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Not before: a claimed row is leased until then, a failed one waits for its retry. */
    availableAt: timestamp("available_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (table) => [
    index("outbox_events_due_idx")
      .on(table.availableAt, table.id)
      .where(sql`${table.processedAt} is null`),
  ],
);
