/**
 * `npm run bench:pages`: starts the production server on a fresh embedded database (demo content),
 * then loads each page with autocannon from this process and prints throughput and latency.
 * Options: --connections 20 --seconds 10 --port 3400. Build first (`npm run build`).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";

const { values } = parseArgs({
  options: { connections: { type: "string", default: "20" }, seconds: { type: "string", default: "10" }, port: { type: "string", default: "3400" } },
});
const root = path.resolve(import.meta.dirname, "..");
const port = Number(values.port);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-"));
const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATA_DIR: dataDir, API_BASE_URL: "", DATABASE_URL: "" },
  stdio: ["ignore", "ignore", "inherit"],
});

async function waitForServer() {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("server did not start");
}

try {
  await waitForServer();
  const featured = (await (await fetch(`http://127.0.0.1:${port}/api/recipes/featured?limit=1`)).json()) as { data: { slug: string }[] };
  const slug = featured.data[0]!.slug;
  const targets = ["/", "/en", `/receta/${slug}`, `/en/receta/${slug}`, "/buscar?q=arroz", "/faq", "/api/recipes/featured", `/api/recipes/${slug}`];
  console.log(`${values.connections} connections, ${values.seconds} s each, ${os.cpus().length} cores`);
  console.log("path".padEnd(36), "req/s".padStart(8), "p50 ms".padStart(8), "p99 ms".padStart(8), "errors".padStart(7));
  for (const target of targets) {
    const result = await autocannon({ url: `http://127.0.0.1:${port}${target}`, connections: Number(values.connections), duration: Number(values.seconds) });
    console.log(
      target.padEnd(36),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p99).padStart(8),
      String(result.errors + result.non2xx).padStart(7),
    );
  }
  const rss = Number(fs.readFileSync(`/proc/${server.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  console.log(`server RSS after the run: ${rss.toFixed(0)} MB`);
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
