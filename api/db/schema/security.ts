import { index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Content-Security-Policy violations browsers reported (decisions/031), for the admin area's
 * /admin/security/csp-violations; only the latest few thousand are kept. Addresses are stored
 * without query or fragment.
 */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: serial("id").primaryKey(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    documentUrl: text("document_url").notNull(),
    effectiveDirective: text("effective_directive").notNull(),
    blockedUrl: text("blocked_url").notNull(),
    disposition: text("disposition").notNull(),
    sourceFile: text("source_file"),
    lineNumber: integer("line_number"),
    columnNumber: integer("column_number"),
    sample: text("sample"),
    userAgent: text("user_agent"),
  },
  (table) => [index("csp_reports_received_idx").on(table.receivedAt)],
);

/**
 * Rate-limit windows when no Redis is configured (decision 077): one row per key, so counts survive
 * a restart of the API on the same data. Rows whose window has ended are swept now and then.
 */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetsAt: timestamp("resets_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("rate_limit_counters_resets_at_idx").on(table.resetsAt)],
);
