import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { rowsOf } from "./rows-of";
import { knownSinceLastWrite } from "./sole-writer";

/**
 * The counter migration 0007 moves on every write search reads, from any process (read only after a
 * write on PGlite: api/db/sole-writer.ts). The search index catches up to it and the content cache
 * keys its answers by it, so it lives with the database rather than with either.
 */
export function readSearchIndexVersion(db: Database): Promise<string> {
  return knownSinceLastWrite(db, "search_index_version", async () => {
    const [row] = rowsOf<{ version: string | number | bigint }>(await db.execute(sql`select version from search_index_version where id = 1`));
    return String(row?.version ?? "0");
  });
}
