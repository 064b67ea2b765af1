import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, members } from "#api/seed/data/people";
import { type ProductionServer, startProductionServer } from "../support/production-server";
import { anonymousView, apiAs } from "../support/page-views";
import { postgresAnswers, postgresServerUrl, redisAnswers, redisServerUrl } from "../support/local-services";

/**
 * Several processes on one PostgreSQL and one Redis (docs/decisions/034): two servers side by side
 * (so a test knows which one answers), then `npm start` with WEB_CONCURRENCY=2 behind one port. A
 * write through one process shows on the other's very next page view and search; a rate limit
 * counts the hits of both.
 */
const serverUrl = postgresServerUrl;
const redisUrl = redisServerUrl;

const [hasPostgres, hasRedis] = await Promise.all([postgresAnswers(), redisAnswers()]);
const skipReason = !hasPostgres ? `PostgreSQL does not answer at ${serverUrl}` : !hasRedis ? `Redis does not answer at ${redisUrl}` : undefined;
const suiteName = "several processes on PostgreSQL and Redis";

// The reason for a skip is in the suite's name, as the reporter lists it.
describe.skipIf(skipReason !== undefined)(skipReason ? `${suiteName} (skipped: ${skipReason})` : suiteName, () => {
  const databaseName = `sazon_scale_${randomBytes(5).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-scale-"));
  const admin = new pg.Client({ connectionString: serverUrl });
  /** Another writer to the site's database than its processes. */
  const writer = new pg.Client({ connectionString: databaseUrl });
  const servers: ProductionServer[] = [];
  const [author, reader] = [members[2]!, members[3]!];
  const settings = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, REVERB_APP_SECRET: randomBytes(24).toString("hex") };

  async function start(env: Record<string, string>, script?: string) {
    const server = await startProductionServer({ ...settings, ...env }, { readyWithinMs: 180_000, script });
    servers.push(server);
    await server.ready;
    return server;
  }

  /** A recipe's title changed by another writer (this test), and the word now to search for. */
  async function retitleSomeRecipe(): Promise<{ slug: string; word: string }> {
    // Letters nothing else in the demo content is near, so typo tolerance finds only this recipe.
    const word = `qxw${[...randomBytes(8)].map((byte) => "bcdfghjkmnpqrstvwxz"[byte % 19]).join("")}`;
    const { rows } = await writer.query<{ slug: string }>(
      `update recipes set title_es = title_es || ' ' || $1::text where id = (select id from recipes where published_at <= now() order by id limit 1) returning slug`,
      [word],
    );
    return { slug: rows[0]!.slug, word };
  }

  const searchTotal = async (origin: string, word: string) =>
    ((await (await fetch(`${origin}/api/recipes/search?q=${word}`, { headers: { Connection: "close" } })).json()) as { meta: { total: number } }).meta.total;

  /**
   * Forgot-password requests for one new address until refused: how many were let through (3 per
   * address). The address's bucket is new; the one of this machine's address (5 per 15 minutes) is
   * emptied first, as other tests share it.
   */
  async function allowedForgotRequests(origins: string[]) {
    const redis = new Redis(redisUrl);
    const ipBuckets = await redis.keys("sazon:rl:forgot:ip:*");
    if (ipBuckets.length > 0) await redis.del(...ipBuckets);
    redis.disconnect();
    const email = `nadie-${randomBytes(4).toString("hex")}@example.com`;
    let allowed = 0;
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await fetch(`${origins[attempt % origins.length]}/api/auth/forgot-password`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json", Connection: "close" },
        body: JSON.stringify({ email }),
      });
      await response.arrayBuffer();
      if (response.status === 429) return allowed;
      expect(response.status).toBeLessThan(300);
      allowed++;
    }
    return allowed;
  }

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    await writer.connect();
  }, 30_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await writer.end().catch(() => undefined);
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("two processes side by side: a page one renders the other serves, a write through one shows on the other's next view and search, rate limits count both", async () => {
    // One after the other: the first migrates and seeds.
    const a = await start({ SEED_DEMO: "true" });
    const b = await start({ SEED_DEMO: "false" });
    const profilePath = `/users/${author.username}`;

    // Rendered by A, kept in Redis, served by B without rendering.
    expect((await anonymousView(a.origin, profilePath)).cache).toBe("miss");
    expect((await anonymousView(b.origin, profilePath)).cache).toBe("hit");

    // A profile edit through A shows on B's very next view.
    const authorApi = await apiAs(a.origin, author.email, DEMO_PASSWORD);
    const name = `${author.name} Repartida`;
    expect((await authorApi("PUT", "/api/user/profile", { name })).status).toBe(200);
    expect((await anonymousView(b.origin, profilePath)).html).toContain(name);

    // A follow through B shows on A's very next view.
    const before = await anonymousView(a.origin, profilePath);
    const followers = Number(before.html.match(/data-followers-count="(\d+)"/)?.[1]);
    const readerApi = await apiAs(b.origin, reader.email, DEMO_PASSWORD);
    const status = (await readerApi("GET", `/api/users/${author.username}/follow-status`)).body as { following: boolean };
    expect((await readerApi(status.following ? "DELETE" : "POST", `/api/users/${author.username}/follow`)).status).toBeLessThan(300);
    const after = await anonymousView(a.origin, profilePath);
    expect(Number(after.html.match(/data-followers-count="(\d+)"/)?.[1])).toBe(followers + (status.following ? -1 : 1));

    // Another writer's change: both processes' search indexes and search pages see it at once.
    const searchPage = (word: string) => `/buscar/?q=${word}`;
    const { slug, word } = await retitleSomeRecipe();
    for (const origin of [a.origin, b.origin]) {
      expect(await searchTotal(origin, word), origin).toBe(1);
      expect((await anonymousView(origin, searchPage(word))).html, origin).toContain(`/receta/${slug}`);
    }

    expect(await allowedForgotRequests([a.origin, b.origin])).toBe(3);
  }, 300_000);

  it("WEB_CONCURRENCY=2 npm start: two processes behind one port share rate limits, search freshness and pages", async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    const server = await start({ SEED_DEMO: "false", WEB_CONCURRENCY: "2" }, "scripts/start.ts");
    const deadline = Date.now() + 120_000;
    while (!server.output().includes("[start] 2 processes serving on one port") && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toContain("[start] 2 processes serving on one port");
    // Two processes, each with its own connections to Redis, named by pid.
    const redis = new Redis(redisUrl);
    const pids = new Set([...String(await redis.client("LIST")).matchAll(/name=sazon-commands-(\d+)/g)].map((match) => match[1]));
    redis.disconnect();
    const children = fs.readFileSync(`/proc/${server.child.pid}/task/${server.child.pid}/children`, "utf8").trim().split(/\s+/);
    expect(children).toHaveLength(2);
    for (const child of children) expect(pids.has(child), `process ${child} talks to Redis`).toBe(true);

    // New connections go to each process in turn: every one sees the limit and the write of the other.
    expect(await allowedForgotRequests([server.origin])).toBe(3);
    const { slug, word } = await retitleSomeRecipe();
    for (let attempt = 0; attempt < 4; attempt++) {
      expect(await searchTotal(server.origin, word)).toBe(1);
      expect((await anonymousView(server.origin, `/buscar/?q=${word}`, { Connection: "close" })).html).toContain(`/receta/${slug}`);
    }

    // SIGTERM stops both processes and then the first.
    expect(await server.stop()).toBe(0);
    for (const child of children) expect(fs.existsSync(`/proc/${child}`), `process ${child} is gone`).toBe(false);
  }, 300_000);
});
