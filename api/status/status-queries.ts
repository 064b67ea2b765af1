import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/** The cheapest round trip to the database: resolves when it answers, throws when it does not. */
export async function pingDatabase(db: Database): Promise<void> {
  await db.execute(sql`select 1`);
}
