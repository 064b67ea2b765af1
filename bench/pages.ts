/**
 * `npm run bench:pages`: the site's pages side by side with the floor of its stack (issue 11).
 *
 * Starts the production build (`npm run build` first; this builds nothing of the site) on a fresh
 * embedded database with the demo content and, in the same run, the minimal page of
 * bench/minimal-remix (Remix v2 loader + one PGlite query + React render; built into .cache/ when
 * missing or stale). Every page is warmed up (20 requests one by one, each must answer 200, then
 * 3 s under load). Then loads each page with autocannon, alternating every page with the minimal
 * page (page, minimal, page, minimal…) so drift hits both, and prints req/s, p50/p99, the ratio to
 * the minimal page's req/s measured right after it, non-2xx answers and the site's peak RSS during
 * that page; and the site's RSS at rest (after start and seeding, before any page) and after the run.
 * The signed-in pages use a demo member's session, signed in through the real sign-in form.
 *
 * Options: --connections 20 --seconds 10 --only home,recipe,… (pages: see bench/page-targets.ts)
 * --port 3400 (the minimal page takes the next one) --processes 1 (scale-out is not there yet).
 * autocannon runs in this process: on 2 cores it takes CPU from both servers alike.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { ensureMinimalBuild, requireSiteBuild, type RunningServer, startMinimal, startSite } from "./page-servers";
import { findPages, pageNames, parsePageNames, warmUp } from "./page-targets";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "20" },
    seconds: { type: "string", default: "10" },
    only: { type: "string", default: pageNames.join(",") },
    port: { type: "string", default: "3400" },
    processes: { type: "string", default: "1" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const port = Number(values.port);
const only = parsePageNames(values.only, "--only");
const processes = values.processes.split(",").map(Number);
if (processes.some((count) => !Number.isInteger(count) || count < 1)) throw new Error("--processes: a list of process counts, e.g. 1,2");
if (processes.some((count) => count > 1)) {
  console.error("--processes: more than one process is not supported yet (issue 11, point 6: scale-out on PostgreSQL + Redis). Run with --processes 1.");
  process.exit(2);
}

interface Load {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  peakRss: number;
}

/** One autocannon run, with the server's RSS sampled while it lasts. */
async function load(server: RunningServer, pagePath: string, cookie?: string): Promise<Load> {
  let peakRss = server.rssMegabytes();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssMegabytes())), 250);
  try {
    const result = await autocannon({ url: `${server.baseUrl}${pagePath}`, connections, duration: seconds, headers: cookie ? { cookie } : {} });
    return {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
      peakRss: Math.max(peakRss, server.rssMegabytes()),
    };
  } finally {
    clearInterval(sampler);
  }
}

requireSiteBuild();
const minimalBuild = ensureMinimalBuild();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-pages-"));
const servers: RunningServer[] = [];
try {
  console.log(`starting the site (fresh embedded database, demo content) on ${port} and the minimal page on ${port + 1}…`);
  const started = await Promise.allSettled([
    startSite({ port, dataDir: path.join(scratch, "site") }),
    startMinimal({ port: port + 1, dataDir: path.join(scratch, "minimal"), build: minimalBuild }),
  ]);
  for (const outcome of started) if (outcome.status === "fulfilled") servers.push(outcome.value);
  for (const outcome of started) if (outcome.status === "rejected") throw outcome.reason;
  const [site, minimal] = servers as [RunningServer, RunningServer];
  // Settle: the search index and seeding leave garbage the first collection takes back.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const restRss = { site: site.rssMegabytes(), minimal: minimal.rssMegabytes() };

  const pages = await findPages(site.baseUrl, only);
  for (const page of pages) await warmUp(site.baseUrl, page, 20);
  await warmUp(minimal.baseUrl, { path: "/" }, 20);
  // Under load too, so the first pages measured do not pay for the JIT (the minimal page's most of all).
  const warmUpSeconds = Math.min(3, seconds);
  for (const page of pages) await autocannon({ url: `${site.baseUrl}${page.path}`, connections, duration: warmUpSeconds, headers: page.cookie ? { cookie: page.cookie } : {} });
  await autocannon({ url: `${minimal.baseUrl}/`, connections, duration: warmUpSeconds });

  const load1 = os.loadavg()[0]!;
  console.log(`${connections} connections, ${seconds} s per run, each page then the minimal page; ${os.cpus().length} cores, load average ${load1.toFixed(2)} at start`);
  const columns = ["page", "path", "req/s", "p50 ms", "p99 ms", "minimal req/s", "ratio", "non-2xx", "errors", "RSS MB"];
  const widths = [25, 26, 8, 8, 8, 14, 7, 8, 7, 8];
  const row = (cells: string[]) => cells.map((cell, index) => (index < 2 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(" ");
  console.log(row(columns));
  for (const page of pages) {
    const measured = await load(site, page.path, page.cookie);
    const floor = await load(minimal, "/");
    console.log(
      row([
        page.name + (page.cookie ? " (signed in)" : ""),
        page.path,
        measured.requestsPerSecond.toFixed(0),
        String(measured.p50),
        String(measured.p99),
        floor.requestsPerSecond.toFixed(0),
        (measured.requestsPerSecond / floor.requestsPerSecond).toFixed(2),
        String(measured.non2xx),
        String(measured.errors),
        measured.peakRss.toFixed(0),
      ]),
    );
  }
  console.log(`RSS at rest (after start and seeding, before any page): site ${restRss.site.toFixed(0)} MB, minimal page ${restRss.minimal.toFixed(0)} MB`);
  console.log(`RSS after the run: site ${site.rssMegabytes().toFixed(0)} MB, minimal page ${minimal.rssMegabytes().toFixed(0)} MB`);
  const loadAtEnd = os.loadavg()[0]!;
  const busy = Math.max(load1, loadAtEnd) > os.cpus().length + 1 ? ": other work shared the cores, so compare ratios rather than req/s" : "";
  console.log(`load average at the end: ${loadAtEnd.toFixed(2)}${busy}`);
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  fs.rmSync(scratch, { recursive: true, force: true });
}
