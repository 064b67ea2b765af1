import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { copyDataDir } from "../support/database-templates";
import { postgresAnswers, postgresServerUrl } from "../support/local-services";
import { type ProductionServer, startProductionServer } from "../support/production-server";

/**
 * The production server as `npm start` runs it (server.ts in production mode over the build that
 * `npm test` makes first), started and stopped as a user would.
 */
const root = path.resolve(import.meta.dirname, "../..");
const servers: ProductionServer[] = [];
afterAll(() => servers.forEach((server) => server.child.kill("SIGKILL")));

/**
 * A cold start creates the database, migrates and seeds it: 35 s on an idle 2-core machine, 90–150 s
 * on one with a load average of 20 (decision 043); the embedded one's is tests/process/first-start.test.ts's,
 * here PostgreSQL's. A start on a copy of the run's seeded data folder opens what exists in a few seconds.
 */
const COLD_START_MS = 300_000;
const hasPostgres = await postgresAnswers();

async function startServer(env: Record<string, string>) {
  const server = await startProductionServer({ SITE_URL: "", ...env }, { readyWithinMs: COLD_START_MS });
  servers.push(server);
  return server;
}

async function featuredCount(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/recipes/featured?limit=50`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

describe("the production server", () => {
  it("needs the production build", () => {
    expect(fs.existsSync(path.join(root, "build/server/index.js")), "run `npm run build` (npm test does it first)").toBe(true);
  });

  it(
    "keeps its data across a restart, stops cleanly on SIGTERM, and a second server on the same DATA_DIR refuses to start",
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-lifecycle-"));
      try {
        await copyDataDir("seeded", dataDir);
        const first = await startServer({ DATA_DIR: dataDir });
        await first.ready;
        const home = await fetch(`http://127.0.0.1:${first.port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('lang="es"');
        const featured = await featuredCount(first.port);
        expect(featured).toBeGreaterThan(12);

        const second = await startServer({ DATA_DIR: dataDir });
        expect(await second.exited).toBe(1);
        expect(second.output()).toContain(`Another Sazón process (pid ${first.child.pid}) is already using the embedded database in ${dataDir}`);

        expect(await first.stop()).toBe(0);
        expect(fs.existsSync(path.join(dataDir, "sazon.pid"))).toBe(false);

        const again = await startServer({ DATA_DIR: dataDir });
        await again.ready;
        expect(again.output()).not.toMatch(/demo content seeded/);
        expect(await featuredCount(again.port)).toBe(featured);
        expect(await again.stop()).toBe(0);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    COLD_START_MS + 120_000,
  );

  it.skipIf(!hasPostgres)(
    `migrates, seeds and runs the same way on a PostgreSQL server via DATABASE_URL${hasPostgres ? "" : ` (skipped: PostgreSQL does not answer at ${postgresServerUrl})`}`,
    async () => {
      const serverUrl = postgresServerUrl;
      const name = `sazon_start_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const server = await startServer({ DATABASE_URL: url.href, DATA_DIR: path.join(os.tmpdir(), `unused-${name}`) });
        await server.ready;
        expect(server.output()).toMatch(/demo content seeded: \d+ recipes/);
        const health = (await (await fetch(`http://127.0.0.1:${server.port}/healthz`)).json()) as { database: { kind: string } };
        expect(health.database.kind).toBe("postgres");
        const page = await fetch(`http://127.0.0.1:${server.port}/en`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain("data-recipe-card");
        expect(await server.stop()).toBe(0);
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    },
    180_000,
  );
});
