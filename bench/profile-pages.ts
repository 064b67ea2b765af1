/**
 * `npm run bench:profile-pages`: where a page request's time goes (issue 11, point 2).
 *
 * 1. Counts, per request of each page: API calls made by the typed client (by path), SQL statements
 *    and top-level zod parses (web half / API half). The site runs with bench/request-counters.ts
 *    preloaded; each page is requested one at a time, and the counters are read before and after.
 * 2. CPU profiles: for each page of --profile, the site runs under `node --cpu-prof`, the page is
 *    loaded with autocannon for --seconds, the site is stopped, and the profile is summarised over
 *    the load window only (top functions by self time; self and inclusive time by source file or
 *    package). The .cpuprofile files stay in .cache/bench-profiles/ for Chrome DevTools.
 *
 * Build first (`npm run build`); for app/ file names instead of build/server/index.js in the
 * profiles, build with `npx remix vite:build --sourcemapServer`. One data folder with the demo
 * content serves every start of the run. Options: --profile home,recipe --count <all pages>
 * --requests 20 --seconds 10 --connections 20 --top 15 --port 3410 (an empty list skips that part).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { printSummary, summariseProfile } from "./cpu-profile";
import { requireSiteBuild, root, type RunningServer, startSite } from "./page-servers";
import { findPages, pageNames, parsePageNames, warmUp } from "./page-targets";
import type { RequestCounts } from "./request-counters";

const { values } = parseArgs({
  options: {
    profile: { type: "string", default: "home,recipe" },
    count: { type: "string", default: pageNames.join(",") },
    requests: { type: "string", default: "20" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    top: { type: "string", default: "15" },
    port: { type: "string", default: "3410" },
  },
});
const port = Number(values.port);
const requests = Number(values.requests);
const profiled = parsePageNames(values.profile, "--profile");
const counted = parsePageNames(values.count, "--count");

function readCounters(server: RunningServer): Promise<RequestCounts> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("the site did not answer the request counters")), 10_000);
    const onMessage = (message: unknown) => {
      const counts = (message as { requestCounters?: RequestCounts } | null)?.requestCounters;
      if (!counts) return;
      clearTimeout(timer);
      server.process.off("message", onMessage);
      resolve(counts);
    };
    server.process.on("message", onMessage);
    server.process.send("request-counters");
  });
}

function difference(before: Record<string, number>, after: Record<string, number>) {
  return Object.entries(after)
    .map(([key, count]) => [key, (count - (before[key] ?? 0)) / requests] as const)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
}

function perRequest(before: RequestCounts, after: RequestCounts) {
  const apiCalls = difference(before.apiCalls, after.apiCalls);
  const zod = (half: keyof RequestCounts["zodParses"]) => (after.zodParses[half] - before.zodParses[half]) / requests;
  return {
    apiCalls,
    apiTotal: apiCalls.reduce((sum, [, count]) => sum + count, 0),
    sql: (after.sqlStatements - before.sqlStatements) / requests,
    sqlByText: difference(before.sqlByText, after.sqlByText),
    zod: { web: zod("web"), api: zod("api"), other: zod("other") },
  };
}

const figure = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));

async function countRequests(dataDir: string) {
  console.log(`\nper request (mean of ${requests} sequential requests after 5 to warm up), site with bench/request-counters.ts preloaded:`);
  const site = await startSite({ port, dataDir, nodeArgs: ["--import", "./bench/request-counters.ts"], ipc: true });
  try {
    const pages = await findPages(site.baseUrl, counted);
    const rows: string[][] = [];
    const details: string[] = [];
    const statements: string[] = [];
    let installed: RequestCounts["counting"] = { sql: true, zod: true };
    for (const page of pages) {
      await warmUp(site.baseUrl, page, 5);
      const before = await readCounters(site);
      await warmUp(site.baseUrl, page, requests);
      const after = await readCounters(site);
      installed = after.counting;
      const counts = perRequest(before, after);
      rows.push([page.name, page.path, figure(counts.apiTotal), figure(counts.sql), figure(counts.zod.web), figure(counts.zod.api), figure(counts.zod.other)]);
      details.push(`  ${page.name}: ${counts.apiCalls.map(([call, count]) => `${call} ×${figure(count)}`).join(", ")}`);
      statements.push(`  ${page.name}:`, ...counts.sqlByText.map(([text, count]) => `    ×${figure(count).padEnd(4)} ${text}`));
    }
    const widths = [14, 34, 10, 8, 9, 9, 10];
    const row = (cells: string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(" ");
    console.log(row(["page", "path", "API calls", "SQL", "zod web", "zod API", "zod other"]));
    for (const cells of rows) console.log(row(cells));
    if (!installed.sql) console.log("SQL statements were not counted: PGlite has no execProtocolStream any more (see bench/request-counters.ts).");
    if (!installed.zod) console.log("zod parses were not counted: zod did not call its post-processor hook (see bench/request-counters.ts).");
    console.log("API calls per request, by call:");
    for (const line of details) console.log(line);
    console.log("SQL statements per request, by text:");
    for (const line of statements) console.log(line);
  } finally {
    await site.stop();
  }
}

async function profilePages(dataDir: string) {
  const profilesDir = path.join(root, ".cache/bench-profiles");
  const map = fs.existsSync(path.join(root, "build/server/index.js.map"));
  if (!map) console.log("\n(build/server/index.js has no source map: the web half shows as one file. Build with `npx remix vite:build --sourcemapServer` to see app/ files.)");
  for (const name of profiled) {
    const runDir = path.join(profilesDir, `${name}-${new Date().toISOString().replace(/[:.]/g, "-")}`);
    const site = await startSite({ port, dataDir, nodeArgs: ["--cpu-prof", "--cpu-prof-dir", runDir] });
    let window: [number, number];
    let page;
    try {
      [page] = await findPages(site.baseUrl, [name]);
      await warmUp(site.baseUrl, page!, 20);
      const loadStart = performance.now();
      const result = await autocannon({
        url: `${site.baseUrl}${page!.path}`,
        connections: Number(values.connections),
        duration: Number(values.seconds),
        headers: page!.cookie ? { cookie: page!.cookie } : {},
      });
      const loadEnd = performance.now();
      console.log(
        `\n${name} ${page!.path}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms under the profiler (${values.connections} connections, ${values.seconds} s; load average ${os.loadavg()[0]!.toFixed(2)})`,
      );
      const exitedAt = await site.stop();
      window = [exitedAt - loadStart, exitedAt - loadEnd];
    } catch (error) {
      await site.stop();
      throw error;
    }
    // Every thread writes its own profile; the main thread's is the big one.
    const files = fs
      .readdirSync(runDir)
      .filter((file) => file.endsWith(".cpuprofile"))
      .map((file) => path.join(runDir, file))
      .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size);
    if (!files[0]) throw new Error(`no .cpuprofile was written in ${runDir}`);
    printSummary(`${name} (${path.relative(root, files[0])})`, summariseProfile(files[0], { root, window: { fromEnd: window }, top: Number(values.top) }));
  }
}

requireSiteBuild();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-profile-"));
try {
  console.log(`${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)}; the first start seeds the demo content`);
  if (counted.length > 0) await countRequests(scratch);
  if (profiled.length > 0) await profilePages(scratch);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
