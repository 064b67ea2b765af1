/**
 * Where a review's time goes on the embedded database while other members write (issue 12, defect 9;
 * docs/decisions/030). The API in this process on PGlite with the demo content, as `npm start` runs
 * it: first reviews one at a time, then the same while `--writers` members keep posting reviews,
 * follows and profile edits. For each probe review it prints the wall time, the time its own SQL
 * statements took from being given to PGlite until they came back, and how many there were; for the
 * whole run, PGlite's busy time (statements are run one at a time in this thread) and the event
 * loop's delay.
 *
 *   node --import tsx bench/review-under-writes.ts [--writers 40] [--probes 20] [--seconds 30]
 */
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { PGlite } from "@electric-sql/pglite";
import { issueAccessToken } from "../api/access/access-tokens";
import { loadApiEnv } from "../api/config/env";
import { recipes } from "../api/db/schema";
import { createMembers } from "../api/seed/factories";
import { startRecipeApi } from "../api/runtime";

const { values: options } = parseArgs({
  options: { writers: { type: "string", default: "40" }, probes: { type: "string", default: "20" }, seconds: { type: "string", default: "60" } },
});
const writers = Number(options.writers);
const probes = Number(options.probes);
const maxSeconds = Number(options.seconds);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-review-bench-"));
const api = await startRecipeApi(
  loadApiEnv({ NODE_ENV: "production", SEED_DEMO: "true", DATA_DIR: dataDir, SITE_URL: "http://127.0.0.1:4399", RATE_LIMIT_SCALE: "1000" }),
  () => undefined,
);
const db = api.database.db;

// Every statement given to PGlite: how long until it came back, credited to the probe review it belongs to.
interface Attribution {
  statements: number;
  sqlMs: number;
}
const attribution = new AsyncLocalStorage<Attribution>();
let statementsGiven = 0;
let inFlight = 0;
let busySince = 0;
let busyMs = 0;
const client = (db as unknown as { $client: PGlite }).$client;
const timed =
  <A extends unknown[], R>(run: (...args: A) => Promise<R>) =>
  async (...args: A): Promise<R> => {
    const started = performance.now();
    statementsGiven++;
    if (inFlight++ === 0) busySince = started;
    try {
      return await run(...args);
    } finally {
      const ended = performance.now();
      if (--inFlight === 0) busyMs += ended - busySince;
      const own = attribution.getStore();
      if (own) {
        own.statements++;
        own.sqlMs += ended - started;
      }
    }
  };
client.query = timed(client.query.bind(client)) as PGlite["query"];
client.exec = timed(client.exec.bind(client)) as PGlite["exec"];
client.transaction = timed(client.transaction.bind(client)) as PGlite["transaction"];

const recipeSlugs = (await db.select({ slug: recipes.slug }).from(recipes)).map((row) => row.slug);
const members = await createMembers(
  db,
  Array.from({ length: writers + probes * 2 + 10 }, (_, n) => ({
    name: `Banco ${n}`,
    slug: `banco-${n}`,
    email: `banco-${n}@example.com`,
    emailVerifiedAt: new Date(),
  })),
);
const tokens = await Promise.all(members.map((member) => issueAccessToken(db, member.id, "bench")));

function call(method: string, address: string, token: string, body?: unknown) {
  return api.app.request(address, {
    method,
    headers: { Accept: "application/json", "Content-Type": "application/json", Authorization: `Bearer ${token}`, "X-Forwarded-For": "10.0.0.1" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** One review by member `index` on a recipe they have not reviewed; wall time and what its SQL took. */
let nextRecipe = 0;
async function review(index: number) {
  const slug = recipeSlugs[nextRecipe++ % recipeSlugs.length]!;
  const own: Attribution = { statements: 0, sqlMs: 0 };
  const started = performance.now();
  const response = await attribution.run(own, () => call("POST", `/api/recipes/${slug}/reviews`, tokens[index]!, { rating: 4, body: "Probada en el banco de pruebas." }));
  await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, ...own };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};
const round = (value: number) => Math.round(value);

async function probeRun(label: string, firstMember: number) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const [given, busy, since] = [statementsGiven, busyMs, performance.now()];
  const results = [];
  for (let n = 0; n < probes; n++) results.push(await review(firstMember + n));
  delay.disable();
  const elapsed = performance.now() - since;
  const wall = results.map((result) => result.ms);
  const sql = results.map((result) => result.sqlMs);
  const statuses = [...new Set(results.map((result) => result.status))].join(",");
  const refused = results.filter((result) => result.status !== 201).length;
  if (refused > 0) {
    console.error(`FAILED: ${refused} of ${results.length} probe reviews answered other than 201 (${statuses})`);
    process.exitCode = 1;
  }
  console.log(
    `${label}: review p50 ${round(percentile(wall, 50))} ms, p90 ${round(percentile(wall, 90))} ms (statuses ${statuses}); ` +
      `its own SQL p50 ${round(percentile(sql, 50))} ms, p90 ${round(percentile(sql, 90))} ms, ${round(results.reduce((sum, result) => sum + result.statements, 0) / results.length)} statements per review; ` +
      `PGlite busy ${round(((busyMs - busy) / elapsed) * 100)}% of the time, ${round(((statementsGiven - given) / elapsed) * 1000)} statements/s; ` +
      `event loop delay p50 ${round(delay.percentile(50) / 1e6)} ms, max ${round(delay.max / 1e6)} ms`,
  );
  return results;
}

console.log(
  `review under writes: PGlite with the demo content (${recipeSlugs.length} recipes), ${writers} writers, ${probes} probe reviews; load ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
await review(members.length - 1); // warm-up
await probeRun("alone", 0);

// The writers: each member in turn posts a review, follows a member, edits their name.
let running = true;
let backgroundWrites = 0;
const background = Array.from({ length: writers }, async (_, writer) => {
  const index = probes * 2 + writer;
  for (let round = 0; running; round++) {
    const kind = round % 3;
    const response =
      kind === 0
        ? await call("POST", `/api/recipes/${recipeSlugs[(writer * 7 + round) % recipeSlugs.length]}/reviews`, tokens[index]!, { rating: 5, body: "Otra más." })
        : kind === 1
          ? await call("POST", `/api/users/banco-${(writer + round) % writers}/follow`, tokens[index]!)
          : await call("PUT", "/api/user/profile", tokens[index]!, { name: `Banco ${writer} ${round}` });
    await response.arrayBuffer();
    backgroundWrites++;
  }
});
const stop = setTimeout(() => (running = false), maxSeconds * 1000);
await new Promise((resolve) => setTimeout(resolve, 2000));
const loaded = await probeRun(`with ${writers} writers`, probes);
running = false;
clearTimeout(stop);
await Promise.all(background);
const waiting = loaded.map((result) => result.ms - result.sqlMs);
console.log(
  `with ${writers} writers: time outside its own SQL (handlers, validation, the event loop) p50 ${round(percentile(waiting, 50))} ms; background writes done ${backgroundWrites}`,
);
console.log(
  `load after: ${os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);

await api.close();
fs.rmSync(dataDir, { recursive: true, force: true });
