import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** Text searches visitors made (normalised), counted per language, for "popular searches". */
export const searchQueries = pgTable(
  "search_queries",
  {
    locale: text("locale").notNull(),
    query: text("query").notNull(),
    searches: integer("searches").notNull().default(1),
    lastSearchedAt: timestamp("last_searched_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.locale, table.query] }), index("search_queries_popular_idx").on(table.locale, table.searches)],
);
