import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Photos members upload (decision 053). The files live in the photo storage (DATA_DIR/photos by
 * default), `{id}/{width}.{avif|webp}` for each of `widths`; the row says what exists and whose it is.
 */
export const photos = pgTable(
  "photos",
  {
    /** 20 random hexadecimal characters: the photo's name in its addresses. */
    id: text("id").primaryKey(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The stored widths, narrowest first; each exists as AVIF and WebP. */
    widths: integer("widths").array().notNull(),
    /** The largest stored size's pixels, upright. */
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    /** A tiny blurred WebP as a data: URI (a few hundred bytes). */
    placeholder: text("placeholder").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("photos_owner_idx").on(table.ownerId, table.createdAt)],
);
