import { sql } from "drizzle-orm";
import type { Database } from "../db/client";

/**
 * The cheapest round trip to the database: resolves when it answers within `timeoutMs`, throws when
 * it does not (unreachable, refusing connections, or too busy to answer in time).
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([db.execute(sql`select 1`), tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}
