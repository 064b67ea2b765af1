import { date, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Text searches visitors made (normalised), per language, for "popular searches": `searches` is how
 * many client-days counted the text (search_query_clients), not how many requests asked for it.
 */
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

/**
 * Who counted which search today, as salted hashes (decisions/031): one row per text, client and
 * day, so a text counts once per client a day, and the address's rows cap what one address adds.
 * Only today's rows are kept; they go with the day's salt.
 */
export const searchQueryClients = pgTable(
  "search_query_clients",
  {
    day: date("day").notNull(),
    clientHash: text("client_hash").notNull(),
    addressHash: text("address_hash").notNull(),
    locale: text("locale").notNull(),
    query: text("query").notNull(),
  },
  (table) => [primaryKey({ columns: [table.day, table.clientHash, table.locale, table.query] }), index("search_query_clients_address_idx").on(table.day, table.addressHash)],
);

/** The day's random salt for those hashes, shared by every process; deleted with the day's rows. */
export const searchDaySalts = pgTable("search_day_salts", {
  day: date("day").primaryKey(),
  salt: text("salt").notNull(),
});

/** Texts an admin keeps off the popular list (in both languages), however often they are searched. */
export const hiddenSearchTerms = pgTable("hidden_search_terms", {
  query: text("query").primaryKey(),
  hiddenBy: integer("hidden_by").references(() => users.id, { onDelete: "set null" }),
  hiddenAt: timestamp("hidden_at", { withTimezone: true }).notNull().defaultNow(),
});
