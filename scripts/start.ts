/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then serves
 * the production build (embedded database and demo content by default). `WEB_CONCURRENCY=N` runs N
 * processes behind the one port (node:cluster), on PostgreSQL and Redis (docs/decisions/034).
 */
import { execFileSync } from "node:child_process";
import cluster, { type Worker } from "node:cluster";
import fs from "node:fs";
import path from "node:path";
import { webConcurrency } from "../server/web-concurrency";

const root = path.resolve(import.meta.dirname, "..");
const serverBuild = path.join(root, "build/server/index.js");
const sources = ["app", "api/contract", "vite.config.ts", "package.json", "tsconfig.json"];

function newestModification(entry: string): number {
  const stat = fs.statSync(entry, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

function buildWhenStale() {
  const builtAt = fs.statSync(serverBuild, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
  const canBuild = fs.existsSync(path.join(root, "node_modules/@remix-run/dev/dist/cli.js"));
  // A production image keeps the build it was made with and has no build tools (Dockerfile).
  if (builtAt < changedAt && (canBuild || builtAt === 0)) {
    console.log("[start] building the web app…");
    execFileSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build"], { cwd: root, stdio: "inherit" });
  }
}

/**
 * The primary of N processes: starts them one after the other (the first migrates and seeds the
 * database before the next opens it), starts again one that dies, and passes SIGTERM/SIGINT on.
 */
async function runProcesses(count: number) {
  let stopping = false;
  const startOne = () =>
    new Promise<Worker>((resolve, reject) => {
      const worker = cluster.fork();
      worker.once("listening", () => resolve(worker));
      worker.once("exit", (code) => reject(new Error(`process ${worker.process.pid} exited (${code}) before listening`)));
    });
  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    console.error(`[start] process ${worker.process.pid} ended (${signal ?? code}); starting another`);
    setTimeout(() => void startOne().catch((error: Error) => console.error(`[start] ${error.message}`)), 1_000);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`[start] ${signal} received: stopping ${Object.keys(cluster.workers ?? {}).length} processes`);
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    cluster.on("exit", () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  try {
    for (let started = 0; started < count && !stopping; started++) await startOne();
    console.log(`[start] ${count} processes serving on one port`);
  } catch (error) {
    console.error(`[start] ${(error as Error).message}`);
    stop("SIGTERM");
  }
}

process.env.NODE_ENV = "production";
if (cluster.isPrimary) {
  const concurrency = webConcurrency(process.env);
  if (!concurrency.ok) {
    console.error(`\n${concurrency.refusal}\n`);
    process.exit(1);
  }
  buildWhenStale();
  if (concurrency.processes > 1) await runProcesses(concurrency.processes);
  else await import("../server");
} else {
  await import("../server");
}
