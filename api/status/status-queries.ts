import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { personalAccessTokens } from "../db/schema/auth";
import { recipes } from "../db/schema/recipes";
import { users } from "../db/schema/users";

/**
 * Whether the database answers the requests pages make, in time: resolves when it does within
 * `timeoutMs`, throws when it does not (unreachable, refusing connections, no free connection, too
 * busy, or a table every page reads held by a lock). `select 1` alone touches no table, so it
 * answered while `LOCK TABLE recipes` kept every page waiting; this reads one row's worth of the
 * recipes, the members and their tokens (what a signed-in request's authentication reads). On a
 * server the statement is cancelled there after `timeoutMs` too, so a check that gave up does not
 * keep a pooled connection waiting behind the lock.
 */
export async function pingDatabase(db: Database, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const tooSlow = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the database did not answer within ${timeoutMs} ms`)), timeoutMs);
  });
  const answer = db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.round(timeoutMs))}`));
    await tx.execute(sql`select exists (select 1 from ${recipes}), exists (select 1 from ${users}), exists (select 1 from ${personalAccessTokens})`);
  });
  // Given up on below, it may still fail later: that is already reported.
  answer.catch(() => undefined);
  try {
    await Promise.race([answer, tooSlow]);
  } finally {
    clearTimeout(timer);
  }
}
