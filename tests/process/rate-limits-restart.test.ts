import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "#api/access/access-tokens";
import { openDatabase } from "#api/db/client";
import { createUser } from "../support/factories";
import { redisAnswers, redisServerUrl } from "../support/local-services";
import { type ProductionServer, startProductionServer } from "../support/production-server";

/**
 * The attack run's replay: a member spends the hour's 20 ingredient proposals, the API restarts on
 * the same data, and the 21st is still refused (it was accepted, and 19 more, when the counts lived
 * in the process's memory). Embedded database without Redis: the counts are rows; with REDIS_URL, keys.
 */
const PROPOSALS_PER_HOUR = 20;
const hasRedis = await redisAnswers();
const servers: ProductionServer[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dataDir of dataDirs) fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The recipe API alone on the data folder, no demo content, no Redis unless `env` gives it. */
function startApi(env: Record<string, string>) {
  return startProductionServer({ SEED_DEMO: "false", REVERB_HOST: "", REVERB_PORT: "", ...env }, { script: "api/main.ts" }).then((server) => {
    servers.push(server);
    return server;
  });
}

/** A verified member made in the data folder before the API opens it (one writer at a time). */
async function memberIn(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir });
  try {
    const user = await createUser(database.db, { name: "Proponente" });
    return { id: user.id, token: await issueAccessToken(database.db, user.id, "restart") };
  } finally {
    await database.close();
  }
}

async function propose(api: ProductionServer, token: string, at: number) {
  const response = await fetch(`${api.origin}/api/ingredient-proposals`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, accept: "application/json", "content-type": "application/json" },
    body: JSON.stringify({ name_es: `Especia de prueba ${at} ${Date.now()}` }),
  });
  return response.status;
}

async function spendAndRestart(env: Record<string, string>, before?: (userId: number) => Promise<void>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-limits-"));
  dataDirs.push(dataDir);
  const member = await memberIn(dataDir);
  await before?.(member.id);
  const first = await startApi({ DATA_DIR: dataDir, ...env });
  await first.ready;
  const statuses: number[] = [];
  for (let at = 1; at <= PROPOSALS_PER_HOUR + 1; at++) statuses.push(await propose(first, member.token, at));
  expect(
    statuses.slice(0, PROPOSALS_PER_HOUR).every((status) => status === 201),
    statuses.join(" "),
  ).toBe(true);
  expect(statuses.at(-1)).toBe(429);
  expect(await first.stop()).toBe(0);

  const again = await startApi({ DATA_DIR: dataDir, ...env });
  await again.ready;
  const afterRestart = await propose(again, member.token, 99);
  expect(await again.stop()).toBe(0);
  return { afterRestart, output: again.output() };
}

describe("rate limits across a restart of the API", () => {
  it("keeps the counts in the embedded database: the 21st proposal in the hour is refused after a restart too", async () => {
    const { afterRestart, output } = await spendAndRestart({});
    expect(afterRestart).toBe(429);
    expect(output).toContain("rate limits: database");
  }, 240_000);

  it.skipIf(!hasRedis)(
    `keeps them in Redis when REDIS_URL is set${hasRedis ? "" : ` (skipped: Redis does not answer at ${redisServerUrl})`}`,
    async () => {
      const redis = new Redis(redisServerUrl);
      // Other runs on this Redis may have counted the same member id: start from nothing.
      const forget = async (userId: number) => void (await redis.del(`sazon:rl:ingredient-proposal:${userId}`));
      try {
        const { afterRestart, output } = await spendAndRestart(
          { REDIS_URL: redisServerUrl, REVERB_APP_ID: "limits-test", REVERB_APP_SECRET: "limits-test-secret-0123456789" },
          forget,
        );
        expect(output).toContain("rate limits: redis");
        expect(afterRestart).toBe(429);
      } finally {
        redis.disconnect();
      }
    },
    240_000,
  );
});
