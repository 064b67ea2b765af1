/**
 * Fixed-window rate limiter with three interchangeable back ends:
 *
 * - "database": a table in the API's database, used when there is no Redis, so counts survive a
 *             restart (decision 077).
 * - "memory": a per-process Map, for code that has no database (benchmarks, the limiter's own tests).
 * - "redis":  one atomic Lua script (INCR + PEXPIRE on first hit + PTTL), so
 *             several processes behind a load balancer share one count per key.
 *
 * Semantics (both back ends): the first hit on a key opens a window of
 * `windowSeconds`; hits number 1..limit inside that window are allowed, later
 * ones are refused until the window ends. `retryAfterSeconds` is 0 when allowed
 * and the (rounded up, at least 1) time left in the window when refused.
 */
import type { Redis } from "ioredis";
import type { Database } from "../db/client";
import { logWarning } from "../observability/log";
import { closeRedis, connectRedis, reportRedisOutages } from "../redis/redis-connection";
import { createDatabaseCounter } from "./database-rate-limiter";

interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  retryAfterSeconds: number;
}

export interface RateLimiter {
  kind: "memory" | "database" | "redis";
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** When set (e.g. "redis://127.0.0.1:6379"), counts live in Redis and are shared across processes. */
  redisUrl?: string;
  /** Without Redis, counts live in this database's rate_limit_counters table. */
  db?: Database;
  /** Key prefix in Redis. Default "sazon:rl:". */
  prefix?: string;
  /** Memory back end only: upper bound on tracked keys. Default 100 000. */
  maxKeys?: number;
  /** Where connection problems are reported. Default: the process log's warnings (standard error). */
  log?: (line: string) => void;
}

const DEFAULT_REDIS_PREFIX = "sazon:rl:";
const DEFAULT_MAX_MEMORY_KEYS = 100_000;

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const redisUrl = options.redisUrl?.trim();
  if (redisUrl) {
    return createRedisRateLimiter(redisUrl, options.prefix ?? DEFAULT_REDIS_PREFIX, options.log ?? logWarning);
  }
  if (options.db) return createDatabaseRateLimiter(options.db);
  return createMemoryRateLimiter(options.maxKeys ?? DEFAULT_MAX_MEMORY_KEYS);
}

function createDatabaseRateLimiter(db: Database): RateLimiter {
  const counter = createDatabaseCounter(db);
  return {
    kind: "database",
    async hit(key, limit, windowSeconds) {
      const { count, msLeft } = await counter.hit(key, windowMilliseconds(limit, windowSeconds));
      return toResult(count, limit, msLeft);
    },
    reset: (key) => counter.reset(key),
    async close() {},
  };
}

// ---------------------------------------------------------------------------
// Shared helpers

function windowMilliseconds(limit: number, windowSeconds: number): number {
  if (!Number.isFinite(limit) || limit < 0) {
    throw new RangeError(`rate limiter: limit must be a finite number >= 0 (got ${limit})`);
  }
  if (!Number.isFinite(windowSeconds) || windowSeconds <= 0) {
    throw new RangeError(`rate limiter: windowSeconds must be a finite number > 0 (got ${windowSeconds})`);
  }
  return Math.max(1, Math.round(windowSeconds * 1000));
}

function toResult(count: number, limit: number, msLeft: number): RateLimitResult {
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, Math.floor(limit) - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(msLeft / 1000)),
  };
}

// ---------------------------------------------------------------------------
// Memory back end

interface MemoryEntry {
  count: number;
  /** Epoch milliseconds at which the window closes. */
  resetAt: number;
}

/** Run a full sweep of expired entries at most this often (lazily, on a hit). */
const SWEEP_INTERVAL_MS = 60_000;

function createMemoryRateLimiter(maxKeys: number): RateLimiter {
  const cap = Math.max(1, Math.floor(maxKeys));
  const entries = new Map<string, MemoryEntry>();
  let lastSweep = Date.now();

  function sweepExpired(now: number): void {
    for (const [key, entry] of entries) {
      if (entry.resetAt <= now) entries.delete(key);
    }
    lastSweep = now;
  }

  function makeRoom(now: number): void {
    if (entries.size < cap) return;
    sweepExpired(now);
    // Still full of live windows: drop the oldest (Map keeps insertion order,
    // and a key is re-inserted whenever it starts a new window).
    let excess = entries.size - cap + 1;
    for (const key of entries.keys()) {
      if (excess-- <= 0) break;
      entries.delete(key);
    }
  }

  return {
    kind: "memory",
    async hit(key, limit, windowSeconds) {
      const windowMs = windowMilliseconds(limit, windowSeconds);
      const now = Date.now();
      if (now - lastSweep >= SWEEP_INTERVAL_MS) sweepExpired(now);

      let entry = entries.get(key);
      if (!entry || entry.resetAt <= now) {
        if (entry) entries.delete(key);
        makeRoom(now);
        entry = { count: 0, resetAt: now + windowMs };
        entries.set(key, entry);
      }
      entry.count += 1;
      return toResult(entry.count, limit, entry.resetAt - now);
    },
    async reset(key) {
      entries.delete(key);
    },
    async close() {
      entries.clear();
    },
  };
}

// ---------------------------------------------------------------------------
// Redis back end

/**
 * KEYS[1] = counter key, ARGV[1] = window in milliseconds.
 * Returns { count, pttl }. The expiry is set only when the key is new; the
 * second guard repairs a counter that somehow lost its TTL so it cannot block
 * a client forever.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type RedisWithHit = Redis & {
  sazonRateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

function createRedisRateLimiter(redisUrl: string, prefix: string, log: (line: string) => void): RateLimiter {
  const client = connectRedis(redisUrl) as RedisWithHit;
  client.defineCommand("sazonRateLimitHit", { numberOfKeys: 1, lua: HIT_SCRIPT });
  reportRedisOutages([client], (err) => log(`rate limiter: Redis connection error (${err.message}); requests will fail until it reconnects`));

  return {
    kind: "redis",
    async hit(key, limit, windowSeconds) {
      const windowMs = windowMilliseconds(limit, windowSeconds);
      const [count, pttl] = await client.sazonRateLimitHit(prefix + key, windowMs);
      return toResult(Number(count), limit, Number(pttl));
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await closeRedis(client);
    },
  };
}
