/**
 * `npm run bench:pages`: the site's pages side by side with the floor of its stack (issue 11).
 *
 * Starts the production build (`npm run build` first; this builds nothing of the site) on a fresh
 * embedded database with the demo content and, in the same run, the minimal page of
 * bench/minimal-remix (Remix v2 loader + one PGlite query + React render; built into .cache/ when
 * missing or stale). Every page is warmed up (20 requests one by one, each must answer 200, then
 * 3 s under load). Then loads each page with autocannon, alternating every page with the minimal
 * page (page, minimal, page, minimal…) so drift hits both, and prints req/s, p50/p99, the site's
 * CPU time per request, the ratio to the minimal page's req/s measured right after it, non-2xx
 * answers and the site's peak RSS during that page; and the site's RSS at rest (after start and
 * seeding, before any page), right after the run, and after 10 s idle (decision 025).
 * The signed-in pages use a demo member's session, signed in through the real sign-in form.
 *
 * Options: --connections 20 --seconds 10 --only home,recipe,… (pages: see bench/page-targets.ts)
 * --port 3400 (the minimal page takes the next one).
 * --processes 1,2: the site as `WEB_CONCURRENCY=N npm start` serves it, once per count, on a fresh
 * PostgreSQL database (on --postgres, default TEST_DATABASE_URL's server) and Redis (--redis), then
 * each page's req/s per count and the gain over the first count.
 * --page-cache off (or `PAGE_CACHE=off` in the environment): pages rendered every time (decision 034).
 * --writes N: then reads at least 100 public addresses in turn (recipes, categories, profiles,
 * searches; bench/page-targets.ts) without writes and again while N writes a second (reviews,
 * ratings, saves, follows; bench/write-mix.ts) go to the same site, and prints both (issue 32).
 * autocannon runs in this process: on 2 cores it takes CPU from both servers alike.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { ensureMinimalBuild, prepareSite, requireSiteBuild, type RunningServer, startMinimal, startScaledSite, startSite } from "./page-servers";
import { addressesInTurn, findPages, pageNames, parsePageNames, warmUp } from "./page-targets";
import { planWrites, printWrites, startWrites, type WritePlan } from "./write-mix";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    seconds: { type: "string", default: "10" },
    only: { type: "string", default: pageNames.join(",") },
    port: { type: "string", default: "3400" },
    processes: { type: "string" },
    postgres: { type: "string", default: process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test" },
    redis: { type: "string", default: process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379" },
    "page-cache": { type: "string", default: process.env.PAGE_CACHE === "off" ? "off" : "on" },
    writes: { type: "string", default: "0" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const only = parsePageNames(values.only, "--only");
/** Unset: one process on the embedded database, as `npm start` with no settings. */
const processes = values.processes?.split(",").map(Number);
if (processes?.some((count) => !Number.isInteger(count) || count < 1)) throw new Error("--processes: a list of process counts, e.g. 1,2");
if (values["page-cache"] !== "on" && values["page-cache"] !== "off") throw new Error("--page-cache: on or off");
// The servers this process starts inherit its environment.
if (values["page-cache"] === "off") process.env.PAGE_CACHE = "off";
const writeRate = Number(values.writes);
if (!(writeRate >= 0)) throw new Error("--writes: writes a second, 0 for none");
if (writeRate > 0 && processes) throw new Error("--writes measures the embedded site (no --processes)");

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  peakRss: number;
  /** The server's CPU time per answered request: steadier than req/s when the machine is shared. */
  cpuPerRequest: number;
}

/** One autocannon run, with the server's RSS sampled while it lasts. */
async function load(server: RunningServer, pagePath: string | string[], cookie?: string): Promise<Load> {
  let peakRss = server.rssMegabytes();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMegabytes())), 250);
  const cpuBefore = server.cpuMilliseconds();
  // Several paths: each connection asks for them in turn.
  const target = Array.isArray(pagePath) ? { url: server.baseUrl, requests: pagePath.map((path) => ({ method: "GET" as const, path })) } : { url: `${server.baseUrl}${pagePath}` };
  try {
    const result = await autocannon({ ...target, connections, duration: seconds, headers: cookie ? { cookie } : {} });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakRss: Math.max(peakRss, server.rssMegabytes()),
      cpuPerRequest: (server.cpuMilliseconds() - cpuBefore) / Math.max(1, result.requests.total),
    };
  } finally {
    clearInterval(sampler);
  }
}

/** A fresh database on the PostgreSQL server, for the scaled runs (all counts share it); dropped at the end. */
async function freshPostgres(serverUrl: string) {
  const name = `sazon_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).href,
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await admin.end();
    },
  };
}

const columns = ["page", "path", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "minimal req/s", "ratio", "non-2xx", "errors", "RSS MB"];
const widths = [27, 30, 8, 8, 8, 11, 14, 7, 8, 7, 8];
const row = (cells: string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(" ");

/** What went wrong while measuring: a figure made of refused or failed requests measures nothing. */
const failures: string[] = [];

/** Every page under load, each followed by the minimal page; the site's req/s by page name. */
async function measure(site: RunningServer, minimal: RunningServer): Promise<Map<string, number>> {
  const pages = await findPages(site.baseUrl, only);
  for (const page of pages) await warmUp(site.baseUrl, page, 20);
  await warmUp(minimal.baseUrl, { path: "/" }, 20);
  // Under load too, so the first pages measured do not pay for the JIT (the minimal page's most of all).
  const warmUpSeconds = Math.min(3, seconds);
  for (const page of pages) await autocannon({ url: `${site.baseUrl}${page.path}`, connections, duration: warmUpSeconds, headers: page.cookie ? { cookie: page.cookie } : {} });
  await autocannon({ url: `${minimal.baseUrl}/`, connections, duration: warmUpSeconds });

  const load1 = os.loadavg()[0]!;
  console.log(`${connections} connections, ${seconds} s per run, each page then the minimal page; ${os.cpus().length} cores, load average ${load1.toFixed(2)} at start`);
  console.log(row(columns));
  const throughput = new Map<string, number>();
  for (const page of pages) {
    const measured = await load(site, page.path, page.cookie);
    const floor = await load(minimal, "/");
    throughput.set(page.name, measured.requestsPerSecond);
    for (const [server, figures] of [
      [page.path, measured],
      ["the minimal page", floor],
    ] as const)
      if (figures.non2xx > 0 || figures.errors > 0) failures.push(`${server}: ${figures.non2xx} answers not 2xx, ${figures.errors} errors or timeouts`);
    console.log(
      row([
        page.name + (page.cookie ? " (signed in)" : ""),
        page.path,
        measured.requestsPerSecond.toFixed(0),
        String(measured.p50),
        String(measured.p99),
        measured.cpuPerRequest.toFixed(1),
        floor.requestsPerSecond.toFixed(0),
        (measured.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
        String(measured.non2xx),
        String(measured.errors),
        measured.peakRss.toFixed(0),
      ]),
    );
  }
  return throughput;
}

/** 100 addresses read in turn, quiet and then under `writeRate` writes a second (issue 32's community under writes). */
async function measureUnderWrites(site: RunningServer, plan: WritePlan) {
  const addresses = await addressesInTurn(site.baseUrl, 100);
  for (const address of addresses) await warmUp(site.baseUrl, { path: address }, 1);
  console.log(`\n${addresses.length} public addresses in turn (${connections} connections, ${seconds} s), without writes and with ${writeRate} writes a second:`);
  console.log(row(["", "", "req/s", "p50 ms", "p99 ms", "CPU ms/req", "", "", "non-2xx", "errors", "RSS MB"]));
  const print = (label: string, figures: Load) => {
    console.log(
      row([
        label,
        "",
        figures.requestsPerSecond.toFixed(0),
        String(figures.p50),
        String(figures.p99),
        figures.cpuPerRequest.toFixed(1),
        "",
        "",
        String(figures.non2xx),
        String(figures.errors),
        figures.peakRss.toFixed(0),
      ]),
    );
    if (figures.non2xx > 0 || figures.errors > 0) failures.push(`${label}: ${figures.non2xx} answers not 2xx, ${figures.errors} errors or timeouts`);
  };
  const quiet = await load(site, addresses);
  print("in turn, no writes", quiet);
  const writing = startWrites(site.baseUrl, plan, writeRate);
  const busy = await load(site, addresses);
  const written = await writing.stop();
  print(`in turn, ${writeRate} writes/s`, busy);
  console.log(`throughput under writes: ${((busy.requestsPerSecond / quiet.requestsPerSecond) * 100).toFixed(1)} % of the quiet run's`);
  printWrites("the reads in turn", written);
  const refused = [...written.errors.values()].reduce((sum, count) => sum + count, 0);
  if (refused > 0) failures.push(`${refused} writes refused or failed`);
}

requireSiteBuild();
const minimalBuild = ensureMinimalBuild();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-pages-"));
const servers: RunningServer[] = [];
const postgres = processes ? await freshPostgres(values.postgres) : undefined;
const stopServer = async (server: RunningServer) => {
  servers.splice(servers.indexOf(server), 1);
  await server.stop();
};
try {
  const where = postgres ? `PostgreSQL + Redis, ${processes!.join(", then ")} process(es)` : "fresh embedded database, demo content";
  console.log(`starting the site (${where}) on ${port} and the minimal page on ${port + 1}${process.env.PAGE_CACHE === "off" ? "; page cache off" : ""}…`);
  let writePlan: WritePlan | undefined;
  if (writeRate > 0) {
    // The writers' members go in before the site opens its embedded database (one writer at a time).
    await prepareSite(path.join(scratch, "site"));
    writePlan = await planWrites(writeRate, { DATA_DIR: path.join(scratch, "site"), DATABASE_URL: "" });
  }
  // Many writes from one address in a few seconds: the bench is not an attack.
  const writesEnv: Record<string, string> = writeRate > 0 ? { RATE_LIMIT_SCALE: "1000" } : {};
  const startFirst = (count: number | undefined) =>
    postgres
      ? startScaledSite({ port, dataDir: path.join(scratch, "site"), processes: count!, databaseUrl: postgres.url, redisUrl: values.redis })
      : startSite({ port, dataDir: path.join(scratch, "site"), env: writesEnv });
  const started = await Promise.allSettled([startFirst(processes?.[0]), startMinimal({ port: port + 1, dataDir: path.join(scratch, "minimal"), build: minimalBuild })]);
  for (const outcome of started) if (outcome.status === "fulfilled") servers.push(outcome.value);
  for (const outcome of started) if (outcome.status === "rejected") throw outcome.reason;
  const minimal = servers[1]!;
  let site = servers[0]!;
  // Settle: the search index and seeding leave garbage the first collection takes back.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restRss = { site: site.rssMegabytes(), minimal: minimal.rssMegabytes() };

  const byCount: [number, Map<string, number>][] = [];
  for (const [index, count] of (processes ?? [1]).entries()) {
    if (index > 0) {
      await stopServer(site);
      site = await startScaledSite({ port, dataDir: path.join(scratch, "site"), processes: count, databaseUrl: postgres!.url, redisUrl: values.redis });
      servers.push(site);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    if (processes) console.log(`\n${count} process${count === 1 ? "" : "es"} (WEB_CONCURRENCY=${count} npm start):`);
    byCount.push([count, await measure(site, minimal)]);
  }
  if (writePlan) await measureUnderWrites(site, writePlan);
  if (processes && byCount.length > 1) {
    const [firstCount, first] = byCount[0]!;
    console.log(`\nreq/s by process count, and the gain over ${firstCount}:`);
    console.log(["page".padEnd(25), ...byCount.map(([count]) => `${count} proc`.padStart(9)), ...byCount.slice(1).map(([count]) => `gain ${count}`.padStart(9))].join(" "));
    for (const [name, rate] of first) {
      const rates = byCount.map(([, measured]) => measured.get(name) ?? 0);
      console.log(
        [name.padEnd(25), ...rates.map((value) => value.toFixed(0).padStart(9)), ...rates.slice(1).map((value) => `${(value / rate).toFixed(2)}×`.padStart(9))].join(" "),
      );
    }
  }
  console.log(`RSS at rest (after start and seeding, before any page): site ${restRss.site.toFixed(0)} MB, minimal page ${restRss.minimal.toFixed(0)} MB`);
  console.log(`RSS after the run: site ${site.rssMegabytes().toFixed(0)} MB (all its processes), minimal page ${minimal.rssMegabytes().toFixed(0)} MB`);
  // The site gives a burst's garbage back once idle for 5 s (server/idle-heap-collection.ts).
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  console.log(`RSS after 10 s idle: site ${site.rssMegabytes().toFixed(0)} MB, minimal page ${minimal.rssMegabytes().toFixed(0)} MB`);
  const loadAtEnd = os.loadavg()[0]!;
  const busy = loadAtEnd > os.cpus().length + 1 ? ": other work shared the cores, so compare ratios rather than req/s" : "";
  console.log(`load average at the end: ${loadAtEnd.toFixed(2)}${busy}`);
  if (failures.length > 0) {
    console.error(`\nFAILED: ${failures.join("; ")}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  await postgres?.drop();
  fs.rmSync(scratch, { recursive: true, force: true });
}
