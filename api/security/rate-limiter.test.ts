import { randomBytes } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { Redis } from "ioredis";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import type { OpenedDatabase } from "../db/client";
import { rateLimitCounters } from "../db/schema";
import { createTestDatabase } from "../../tests/support/test-database";
import { createRateLimiter, type RateLimiter } from "./rate-limiter";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** True when a Redis server answers PING at REDIS_URL within a short time. */
async function probeRedis(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    connectTimeout: 500,
    maxRetriesPerRequest: 0,
    lazyConnect: true,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  probe.on("error", () => {});
  try {
    const answer = await Promise.race([probe.connect().then(() => probe.ping()), sleep(1_500).then(() => "timeout")]);
    return answer === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const redisAvailable = await probeRedis(REDIS_URL);

describe("memory rate limiter", () => {
  let limiter: RateLimiter;

  beforeAll(() => {
    limiter = createRateLimiter({});
  });
  afterAll(async () => {
    await limiter.close();
  });

  it("is the memory kind when no redisUrl is given", () => {
    expect(limiter.kind).toBe("memory");
    expect(createRateLimiter({ redisUrl: "  " }).kind).toBe("memory");
  });

  it("allows `limit` hits, then refuses with retryAfterSeconds > 0", async () => {
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await limiter.hit("login:a", 3, 60));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true]);
    expect(results.map((r) => r.remaining)).toEqual([2, 1, 0]);
    expect(results.every((r) => r.retryAfterSeconds === 0)).toBe(true);

    const refused = await limiter.hit("login:a", 3, 60);
    expect(refused.allowed).toBe(false);
    expect(refused.remaining).toBe(0);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);

    const again = await limiter.hit("login:a", 3, 60);
    expect(again.allowed).toBe(false);
    expect(again.remaining).toBe(0);
  });

  it("opens a new window once the old one expires", async () => {
    expect((await limiter.hit("expiry", 1, 1)).allowed).toBe(true);
    const refused = await limiter.hit("expiry", 1, 1);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(1);

    await sleep(1_100);
    const fresh = await limiter.hit("expiry", 1, 1);
    expect(fresh).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
  });

  it("reset() clears a key", async () => {
    await limiter.hit("reset-me", 1, 60);
    expect((await limiter.hit("reset-me", 1, 60)).allowed).toBe(false);
    await limiter.reset("reset-me");
    expect((await limiter.hit("reset-me", 1, 60)).allowed).toBe(true);
  });

  it("keeps keys independent", async () => {
    await limiter.hit("ip:1", 1, 60);
    expect((await limiter.hit("ip:1", 1, 60)).allowed).toBe(false);
    expect((await limiter.hit("ip:2", 1, 60)).allowed).toBe(true);
  });

  it("stays bounded at maxKeys", async () => {
    const small = createRateLimiter({ maxKeys: 10 });
    for (let i = 0; i < 50; i++) await small.hit(`k${i}`, 1, 60);
    // The most recent key is still tracked...
    expect((await small.hit("k49", 1, 60)).allowed).toBe(false);
    // ...the oldest ones were dropped to stay under the cap.
    expect((await small.hit("k0", 1, 60)).allowed).toBe(true);
    await small.close();
  });

  it("rejects nonsensical arguments", async () => {
    await expect(limiter.hit("x", 5, 0)).rejects.toThrow(RangeError);
    await expect(limiter.hit("x", Number.NaN, 10)).rejects.toThrow(RangeError);
  });
});

describe("database rate limiter (no Redis)", () => {
  let database: OpenedDatabase;
  let limiter: RateLimiter;
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = createRateLimiter({ db: database.db });
  });
  afterAll(async () => {
    await database.close();
  });

  it("is the database kind, counts in its table, and a second limiter on the same database sees the same counts", async () => {
    expect(limiter.kind).toBe("database");
    for (let i = 0; i < 3; i++) expect((await limiter.hit("login:b", 3, 60)).allowed).toBe(true);
    const again = createRateLimiter({ db: database.db });
    const refused = await again.hit("login:b", 3, 60);
    expect(refused).toMatchObject({ allowed: false, remaining: 0 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it("opens a new window once the old one ends, resets a key, and keeps keys apart", async () => {
    expect((await limiter.hit("expiry", 1, 60)).allowed).toBe(true);
    expect((await limiter.hit("expiry", 1, 60)).allowed).toBe(false);
    // The window ends by the database's clock: move its end into the past rather than wait for it.
    await database.db
      .update(rateLimitCounters)
      .set({ resetsAt: sql`clock_timestamp() - interval '1 second'` })
      .where(eq(rateLimitCounters.key, "expiry"));
    expect(await limiter.hit("expiry", 1, 60)).toMatchObject({ allowed: true, remaining: 0 });
    await limiter.hit("reset-me", 1, 60);
    await limiter.reset("reset-me");
    expect((await limiter.hit("reset-me", 1, 60)).allowed).toBe(true);
    expect((await limiter.hit("ip:3", 1, 60)).allowed).toBe(true);
    expect((await limiter.hit("ip:4", 1, 60)).allowed).toBe(true);
  });

  it("counts every hit of a burst once, sent all at once", async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit("burst", 10, 60)));
    expect(results.filter((result) => result.allowed)).toHaveLength(10);
  });
});

describe.skipIf(!redisAvailable)(redisAvailable ? "redis rate limiter" : "redis rate limiter (skipped: Redis not reachable)", () => {
  const prefix = `sazon:test:rl:${randomBytes(6).toString("hex")}:`;
  const limiters: RateLimiter[] = [];
  let admin: Redis;

  function limiter(): RateLimiter {
    const created = createRateLimiter({ redisUrl: REDIS_URL, prefix });
    limiters.push(created);
    return created;
  }

  async function ourKeys(): Promise<string[]> {
    const found: string[] = [];
    let cursor = "0";
    do {
      const [next, keys] = await admin.scan(cursor, "MATCH", `${prefix}*`, "COUNT", 500);
      cursor = next;
      found.push(...keys);
    } while (cursor !== "0");
    return found;
  }

  beforeAll(() => {
    admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 2 });
  });

  afterEach(async () => {
    const keys = await ourKeys();
    if (keys.length > 0) await admin.del(...keys);
  });

  afterAll(async () => {
    await Promise.all(limiters.map((l) => l.close()));
    if (admin) {
      expect(await ourKeys()).toEqual([]);
      await admin.quit();
    }
  });

  it("is the redis kind and stores prefixed keys with a TTL", async () => {
    const a = limiter();
    expect(a.kind).toBe("redis");
    await a.hit("ip:9", 5, 60);
    expect(await admin.get(`${prefix}ip:9`)).toBe("1");
    const pttl = await admin.pttl(`${prefix}ip:9`);
    expect(pttl).toBeGreaterThan(0);
    expect(pttl).toBeLessThanOrEqual(60_000);
  });

  it("shares one count between two limiter instances (two processes)", async () => {
    const a = limiter();
    const b = limiter();
    expect(await a.hit("shared", 4, 60)).toMatchObject({ allowed: true, remaining: 3 });
    expect(await b.hit("shared", 4, 60)).toMatchObject({ allowed: true, remaining: 2 });
    expect(await a.hit("shared", 4, 60)).toMatchObject({ allowed: true, remaining: 1 });
    expect(await b.hit("shared", 4, 60)).toMatchObject({ allowed: true, remaining: 0 });

    const refusedA = await a.hit("shared", 4, 60);
    const refusedB = await b.hit("shared", 4, 60);
    for (const refused of [refusedA, refusedB]) {
      expect(refused.allowed).toBe(false);
      expect(refused.remaining).toBe(0);
      expect(refused.retryAfterSeconds).toBeGreaterThan(0);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }

    // A reset through one instance is seen by the other.
    await a.reset("shared");
    expect((await b.hit("shared", 4, 60)).remaining).toBe(3);
  });

  it("counts concurrent hits atomically", async () => {
    const a = limiter();
    const b = limiter();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? a : b).hit("burst", 10, 60)));
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.filter((r) => !r.allowed)).toHaveLength(10);
  });

  it("allows `limit` hits, refuses the next, and opens a new window after expiry", async () => {
    const a = limiter();
    expect(await a.hit("expiry", 2, 1)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
    expect(await a.hit("expiry", 2, 1)).toEqual({ allowed: true, remaining: 0, retryAfterSeconds: 0 });
    const refused = await a.hit("expiry", 2, 1);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBe(1);

    await sleep(1_100);
    expect(await a.hit("expiry", 2, 1)).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 0 });
  });

  it("keeps keys independent", async () => {
    const a = limiter();
    await a.hit("ip:1", 1, 60);
    expect((await a.hit("ip:1", 1, 60)).allowed).toBe(false);
    expect((await a.hit("ip:2", 1, 60)).allowed).toBe(true);
  });
});
