/**
 * The one way the API talks to Redis (REDIS_URL): what rate limits, the live events' fan-out and any
 * shared cache use, so every connection is opened, watched and closed alike.
 */
import { Redis } from "ioredis";

/**
 * "commands": requests and replies (counters, publishing, cache reads); a command fails after two
 * reconnect attempts rather than waiting forever. "subscriber": a connection in subscribe mode,
 * which waits for Redis however long it takes. Both queue commands while (re)connecting.
 */
export type RedisRole = "commands" | "subscriber";

export function connectRedis(url: string, role: RedisRole = "commands"): Redis {
  return new Redis(url, {
    maxRetriesPerRequest: role === "subscriber" ? null : 2,
    enableOfflineQueue: true,
    // Named per process and role, so CLIENT LIST tells an operator (or a test) whose connection it is.
    connectionName: `sazon-${role}-${process.pid}`,
  });
}

/**
 * Reports a connection error once per outage, however many clients share it and however often
 * they retry (without a listener ioredis prints every reconnect error); a client that is ready
 * again re-arms the report.
 */
export function reportRedisOutages(clients: readonly Redis[], report: (error: Error) => void): void {
  let reported = false;
  for (const client of clients) {
    client.on("error", (error: Error) => {
      if (reported) return;
      reported = true;
      report(error);
    });
    client.on("ready", () => {
      reported = false;
    });
  }
}

const CLOSE_GRACE_MS = 2_000;

/**
 * Closes a client: quit() lets pending replies arrive, but with Redis unreachable it could sit in
 * the offline queue, so after a short grace the socket is simply dropped.
 */
export async function closeRedis(client: Redis, graceMs = CLOSE_GRACE_MS): Promise<void> {
  if (client.status === "end") return;
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), graceMs);
    timer.unref();
  });
  try {
    if ((await Promise.race([client.quit(), gaveUp])) === "timeout") client.disconnect();
  } catch {
    client.disconnect();
  } finally {
    clearTimeout(timer);
  }
}
