/**
 * `npm run bench:overload`: issue 12's overload run (defect 8, decision 033). The production build
 * on a fresh embedded database with the demo content, then N connections for S seconds cycling
 * through the home page, a recipe page, the search page and an API search. Prints the requests and
 * their rate, the statuses (503s are the admission control turning requests away, each with
 * Retry-After), errors and timeouts, latency of the answers served (2xx/3xx) and of all answers,
 * and the server's RSS before, at its peak and after.
 * Options: --connections 200 --seconds 60 --port 4600 --timeout 10 (seconds a request may take
 * before it counts as timed out). The admission limits come from the environment
 * (ADMISSION_MAX_IN_FLIGHT, ADMISSION_MAX_QUEUED, ADMISSION_MAX_WAIT_MS). Build first.
 * autocannon runs in this process: on 2 cores it takes CPU from the server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { requireSiteBuild, startSite } from "./page-servers";
import { featuredRecipeSlug } from "./production-server";

const { values } = parseArgs({
  options: {
    connections: { type: "string", default: "200" },
    seconds: { type: "string", default: "60" },
    port: { type: "string", default: "4600" },
    timeout: { type: "string", default: "10" },
  },
});
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const timeoutSeconds = Number(values.timeout);

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

requireSiteBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-overload-"));
console.log(`starting the site (fresh embedded database, demo content) on ${values.port}…`);
const site = await startSite({ port: Number(values.port), dataDir });
try {
  const slug = await featuredRecipeSlug(site.baseUrl);
  const mix = ["/", `/receta/${slug}`, "/buscar/?q=pollo", "/api/recipes/search?q=pollo"];
  for (const address of mix) for (let index = 0; index < 5; index++) await (await fetch(`${site.baseUrl}${address}`)).arrayBuffer();
  // Settle: the search index and seeding leave garbage the first collection takes back.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssBefore = site.rssMegabytes();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, site.rssMegabytes())), 250);

  const served: number[] = [];
  const all: number[] = [];
  const limits = ["ADMISSION_MAX_IN_FLIGHT", "ADMISSION_MAX_QUEUED", "ADMISSION_MAX_WAIT_MS"].map((name) => `${name}=${process.env[name] ?? "default"}`).join(" ");
  console.log(`${connections} connections for ${seconds} s on ${mix.join(", ")}; ${limits}; ${os.cpus().length} cores, load average ${os.loadavg()[0]!.toFixed(2)} at start`);
  const result = await autocannon({
    url: site.baseUrl,
    connections,
    duration: seconds,
    timeout: timeoutSeconds,
    requests: mix.map((address) => ({ method: "GET", path: address })),
    setupClient(client) {
      client.on("response", (statusCode: number, _bytes: number, responseTime: number) => {
        all.push(responseTime);
        if (statusCode < 400) served.push(responseTime);
      });
    },
  });
  clearInterval(sampler);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const rssAfter = site.rssMegabytes();

  served.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  const statuses = Object.entries(result.statusCodeStats as Record<string, { count: number }>)
    .map(([status, { count }]) => `${status}: ${count}`)
    .join(", ");
  const answered = all.length;
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(`requests answered: ${answered} (${(answered / seconds).toFixed(1)}/s); statuses ${statuses}`);
  console.log(`non-2xx: ${result.non2xx}; errors: ${result.errors - result.timeouts}; timeouts (>${timeoutSeconds} s): ${result.timeouts}`);
  console.log(`served (2xx/3xx, ${served.length}): p50 ${ms(percentile(served, 0.5))}, p99 ${ms(percentile(served, 0.99))}, max ${ms(served.at(-1) ?? Number.NaN)}`);
  console.log(`all answers: p50 ${ms(percentile(all, 0.5))}, p99 ${ms(percentile(all, 0.99))}, max ${ms(all.at(-1) ?? Number.NaN)}`);
  console.log(
    `server RSS: ${rssBefore.toFixed(0)} MB before, ${rssPeak.toFixed(0)} MB at peak, ${rssAfter.toFixed(0)} MB after; load average ${os.loadavg()[0]!.toFixed(2)} at end`,
  );
  const unlogged = site.stderrTail();
  if (/\[render\]|Error/.test(unlogged)) console.log(`last lines of the server's stderr:\n${unlogged}`);
} finally {
  await site.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
