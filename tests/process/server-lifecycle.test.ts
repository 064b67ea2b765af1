import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The production server as `npm start` runs it (server.ts in production mode over the build that
 * `npm test` makes first), started and stopped as a user would.
 */
const root = path.resolve(import.meta.dirname, "../..");
const children: ChildProcess[] = [];
afterAll(() => children.forEach((child) => child.kill("SIGKILL")));

let nextPort = 3250;

function startServer(env: Record<string, string>) {
  const port = nextPort++;
  const child = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: "", API_BASE_URL: "", DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/healthz`);
        if (response.ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become ready:\n${output}`);
  })();
  // A server that is meant to refuse to start is never awaited as ready.
  ready.catch(() => undefined);
  return { port, child, ready, exited, output: () => output, stop: () => (child.kill("SIGTERM"), exited) };
}

async function featuredCount(port: number) {
  const response = await fetch(`http://127.0.0.1:${port}/api/recipes/featured?limit=50`);
  return ((await response.json()) as { data: unknown[] }).data.length;
}

describe("the production server", () => {
  it("needs the production build", () => {
    expect(fs.existsSync(path.join(root, "build/server/index.js")), "run `npm run build` (npm test does it first)").toBe(true);
  });

  it("keeps its data across a restart, stops cleanly on SIGTERM, and a second server on the same DATA_DIR refuses to start", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-lifecycle-"));
    try {
      const first = startServer({ DATA_DIR: dataDir });
      await first.ready;
      expect(first.output()).toMatch(/demo content seeded: \d+ recipes/);
      const home = await fetch(`http://127.0.0.1:${first.port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain('lang="es"');
      const featured = await featuredCount(first.port);
      expect(featured).toBeGreaterThan(12);

      const second = startServer({ DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another Sazón process (pid ${first.child.pid}) is already using the embedded database in ${dataDir}`);

      expect(await first.stop()).toBe(0);
      expect(fs.existsSync(path.join(dataDir, "sazon.pid"))).toBe(false);

      const again = startServer({ DATA_DIR: dataDir });
      await again.ready;
      expect(again.output()).not.toMatch(/demo content seeded/);
      expect(await featuredCount(again.port)).toBe(featured);
      expect(await again.stop()).toBe(0);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "runs the same way on a PostgreSQL server via DATABASE_URL (skipped without TEST_DATABASE_URL)",
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `sazon_start_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const server = startServer({ DATABASE_URL: url.href, DATA_DIR: path.join(os.tmpdir(), `unused-${name}`) });
        await server.ready;
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
    120_000,
  );
});
