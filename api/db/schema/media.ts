import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea, timestamps } from "./columns";

/** Images served by the API itself (generated illustrations now, uploads later), so every process sees them. */
export const media = pgTable(
  "media",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Content-addressed path under /api/media/, e.g. "recipes/paella-valenciana-3f2a9c1b.svg". */
    key: text("key").notNull(),
    contentType: text("content_type").notNull(),
    width: integer("width"),
    height: integer("height"),
    bytes: bytea("bytes").notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex("media_key_unique").on(table.key)],
);
