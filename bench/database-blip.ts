/**
 * `npm run bench:blip`: what visitors see while PostgreSQL is unreachable, and how long the site
 * takes to serve again once it is back, without a restart (issue 12's reliability figure; decision
 * 027). Starts the production server on a fresh PostgreSQL database, keeps a visitor loading a
 * recipe page, an API call and /healthz, then, each round, terminates the server's connections and
 * refuses new ones (ALLOW_CONNECTIONS false) for --seconds, then lets them in again.
 * Options: --seconds 20 --rounds 3 --port 3450 --database-url postgres://postgres@127.0.0.1:5432/test.
 * Build first (`npm run build`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pg from "pg";
import { hashPassword } from "../api/auth/passwords";
import { openDatabase } from "../api/db/client";
import { createCatalogue, createRecipe, createUser } from "../tests/support/factories";
import { startProductionServer } from "../tests/support/production-server";

const { values } = parseArgs({
  options: {
    seconds: { type: "string", default: "20" },
    rounds: { type: "string", default: "3" },
    port: { type: "string", default: "3450" },
    "database-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/test" },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const outageMs = Number(values.seconds) * 1_000;
const databaseName = `sazon_blip_bench_${randomBytes(4).toString("hex")}`;
const databaseUrl = Object.assign(new URL(values["database-url"]), { pathname: `/${databaseName}` }).href;
const admin = new pg.Client({ connectionString: values["database-url"] });
await admin.connect();
await admin.query(`CREATE DATABASE ${databaseName}`);
const database = await openDatabase({ kind: "postgres", url: databaseUrl });
const catalogue = await createCatalogue(database.db);
const author = await createUser(database.db, { name: "Bench Blip", passwordHash: await hashPassword(randomBytes(12).toString("hex")), emailVerifiedAt: new Date() });
await createRecipe(database.db, catalogue, author.id);
await database.close();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-blip-bench-"));
const server = await startProductionServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SEED_DEMO: "false" }, { port, readyWithinMs: 60_000, patientAdmission: false });
let exitCode: number | null = null;
void server.exited.then((code) => (exitCode = code));

interface Sample {
  at: number;
  target: string;
  status: number;
  ms: number;
  language?: string;
}
const samples: Sample[] = [];
const targets = ["/en/receta/paella-valenciana", "/receta/paella-valenciana", "/api/recipes/paella-valenciana", "/healthz"];
let visiting = true;

/** One visitor per target, one request after another (a refused connection is status 0). */
async function visit(target: string) {
  while (visiting) {
    const started = performance.now();
    let status = 0;
    let language: string | undefined;
    try {
      const response = await fetch(`${origin}${target}`, { signal: AbortSignal.timeout(30_000) });
      const body = await response.text();
      status = response.status;
      if (status === 503 && !target.startsWith("/api") && target !== "/healthz") {
        language = body.includes("Volvemos en un momento") ? "es" : body.includes("We&#x27;ll be back in a moment") ? "en" : "?";
      }
    } catch {
      status = 0;
    }
    samples.push({ at: Date.now(), target, status, ms: performance.now() - started, language });
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => (values.length ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]! : 0);

try {
  await server.ready;
  const visitors = targets.map((target) => visit(target));
  console.log(`PostgreSQL refusing connections for ${values.seconds} s, ${values.rounds} rounds, ${os.cpus().length} cores`);
  console.log(
    "round".padEnd(6),
    "target".padEnd(32),
    "outage answers".padEnd(26),
    "p50 ms".padStart(7),
    "max ms".padStart(7),
    "page language".padEnd(14),
    "back after ms".padStart(13),
  );
  for (let round = 1; round <= Number(values.rounds); round++) {
    await wait(2_000);
    const blocked = Date.now();
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
    await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [databaseName]);
    await wait(outageMs);
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
    const restored = Date.now();
    await wait(5_000);
    for (const target of targets) {
      const during = samples.filter((sample) => sample.target === target && sample.at > blocked + 500 && sample.at < restored);
      const byStatus = new Map<number, number>();
      for (const sample of during) byStatus.set(sample.status, (byStatus.get(sample.status) ?? 0) + 1);
      const counts = [...byStatus].map(([status, count]) => `${status}×${count}`);
      const languages = [...new Set(during.flatMap((sample) => (sample.language ? [sample.language] : [])))].join(",");
      const back = samples.find((sample) => sample.target === target && sample.at > restored && sample.status === 200);
      console.log(
        String(round).padEnd(6),
        target.padEnd(32),
        counts.join(" ").padEnd(26),
        percentile(
          during.map((sample) => sample.ms),
          50,
        )
          .toFixed(0)
          .padStart(7),
        Math.max(0, ...during.map((sample) => sample.ms))
          .toFixed(0)
          .padStart(7),
        (languages || "-").padEnd(14),
        (back ? String(back.at - restored) : "never").padStart(13),
      );
    }
  }
  visiting = false;
  await Promise.all(visitors);
  const other5xx = samples.filter((sample) => sample.status >= 500 && sample.status !== 503).length;
  const refused = samples.filter((sample) => sample.status === 0).length;
  console.log(
    `requests: ${samples.length}; answers 5xx other than 503: ${other5xx}; refused connections: ${refused}; server process ${exitCode === null ? "still running" : `exited with ${exitCode}`}`,
  );
} finally {
  visiting = false;
  await server.stop();
  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
