import { inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { personalAccessTokens } from "../db/schema";
import { logWarning } from "../observability/log";

/**
 * How long a token's use waits to be written with the others'. The column says when a member was
 * last active to the minute; writing it on the request that used the token was one statement per
 * active member per minute, on that member's request.
 */
const WRITE_AFTER_MS = 5_000;

/** When each token was last used, written in batches off the request path: one statement per database per few seconds. */
export interface TokenUses {
  /** Notes that a token is being used: written, as `now()`, with the others within a few seconds. */
  record(db: Database, tokenId: number): void;
  /** Writes what was noted so far. */
  flush(): Promise<void>;
  /** Writes what was noted and notes no more (shutdown, before the database closes). */
  close(): Promise<void>;
}

export function createTokenUses({ log = logWarning, writeAfterMs = WRITE_AFTER_MS }: { log?: (line: string) => void; writeAfterMs?: number } = {}): TokenUses {
  const noted = new Map<Database, Set<number>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const flush = async () => {
    clearTimeout(timer);
    timer = undefined;
    const batches = [...noted];
    noted.clear();
    await Promise.all(
      batches.map(async ([db, tokenIds]) => {
        try {
          await db
            .update(personalAccessTokens)
            .set({ lastUsedAt: sql`now()` })
            .where(inArray(personalAccessTokens.id, [...tokenIds]));
        } catch (error) {
          // A hint of activity, never what a member was told was saved: the next use notes it again.
          log(`[auth] ${tokenIds.size} tokens' last use not written: ${(error as Error)?.message ?? error}`);
        }
      }),
    );
  };

  return {
    record(db, tokenId) {
      if (closed) return;
      let tokenIds = noted.get(db);
      if (!tokenIds) noted.set(db, (tokenIds = new Set()));
      tokenIds.add(tokenId);
      // Unref'd: a process with nothing else to do exits; close() writes what is left.
      timer ??= setTimeout(() => void flush(), writeAfterMs).unref();
    },
    flush,
    async close() {
      closed = true;
      await flush();
    },
  };
}
