import type { Redis } from "ioredis";
import { logWarning } from "../observability/log";
import { closeRedis, connectRedis, reportRedisOutages } from "./redis-connection";

/**
 * Values several processes keep once between them (REDIS_URL): the page cache's rendered pages
 * (decision 034). A cache, never the truth: a Redis that is slow or away answers "not kept" within
 * `readTimeoutMs`, and a write that fails is forgotten.
 */
export interface SharedCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): void;
  close(): Promise<void>;
}

const DEFAULT_READ_TIMEOUT_MS = 100;

export function createSharedCache(redisUrl: string, { prefix, readTimeoutMs = DEFAULT_READ_TIMEOUT_MS }: { prefix: string; readTimeoutMs?: number }): SharedCache {
  const redis: Redis = connectRedis(redisUrl);
  reportRedisOutages([redis], (error) => logWarning(`[cache] Redis unreachable (${error.message}): pages are rendered by each process until it answers`));
  return {
    async get(key) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), readTimeoutMs);
      });
      try {
        return (await Promise.race([redis.get(prefix + key).catch(() => null), late])) ?? undefined;
      } finally {
        clearTimeout(timer);
      }
    },
    set(key, value, ttlMs) {
      if (ttlMs >= 1) redis.set(prefix + key, value, "PX", Math.ceil(ttlMs)).catch(() => undefined);
    },
    close: () => closeRedis(redis),
  };
}
