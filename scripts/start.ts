/**
 * `npm start`: builds the web app when the build is missing or older than its sources, then serves
 * the production build (embedded database and demo content by default). `WEB_CONCURRENCY=N` runs N
 * processes behind the one port (node:cluster), on PostgreSQL and Redis (docs/decisions/034).
 * A first start says what it does and how long each step took; its embedded database is created
 * and filled in a process of its own while the build runs (decision 043).
 */
import { spawn } from "node:child_process";
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

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/** Runs a Node script to its end, its output passed through; rejects when it fails. */
function runNode(args: string[], what: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${what} failed (${signal ?? `exit ${code}`})`))));
  });
}

/**
 * npm records what it installed in node_modules/.package-lock.json: a package whose version there
 * is not package-lock.json's means the dependencies changed since the last `npm install`.
 */
function checkInstallation() {
  const packagesOf = (file: string) => {
    try {
      return (JSON.parse(fs.readFileSync(path.join(root, file), "utf8")) as { packages?: Record<string, { version?: string }> }).packages ?? {};
    } catch {
      return undefined;
    }
  };
  console.log(`[start] checking the installation (Node.js ${process.versions.node})…`);
  const wanted = packagesOf("package-lock.json");
  const installed = packagesOf("node_modules/.package-lock.json");
  if (!wanted || !installed) return;
  const differing = Object.entries(wanted).filter(
    ([name, entry]) => name.startsWith("node_modules/") && entry.version && installed[name] && installed[name].version !== entry.version,
  );
  if (differing.length > 0) console.warn(`[start] ${differing.length} installed packages differ from package-lock.json (${differing[0]![0].slice(13)} first): run \`npm install\``);
}

async function buildWhenStale() {
  const builtAt = fs.statSync(serverBuild, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const changedAt = Math.max(...sources.map((source) => newestModification(path.join(root, source))));
  const cli = path.join(root, "node_modules/@remix-run/dev/dist/cli.js");
  // A production image keeps the build it was made with and has no build tools (Dockerfile).
  if (builtAt >= changedAt || (!fs.existsSync(cli) && builtAt > 0)) {
    console.log("[start] the web app's build is up to date");
    return;
  }
  const started = performance.now();
  console.log(`[start] building the web app (${builtAt ? "its sources changed" : "first start"}; about half a minute)…`);
  // Warnings and errors only: the list of every file written says nothing to someone starting the site.
  await runNode([cli, "vite:build", "--logLevel", "warn"], "the build");
  console.log(`[start] web app built in ${seconds(started)}`);
}

/**
 * On a first start on the embedded database, it is created, migrated and filled by its own
 * process while the build runs: the two overlap, and the server then opens a ready database.
 */
async function prepareDatabaseWhenNew() {
  const env = process.env;
  if (env.API_BASE_URL || env.DATABASE_URL) return;
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  if (fs.existsSync(path.join(dataDir, "pgdata/PG_VERSION"))) return;
  await runNode(["--import", "tsx", path.join(root, "scripts/prepare-database.ts")], "preparing the database");
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
  const started = performance.now();
  checkInstallation();
  // Both run to their end before either failure is reported: a half-written database is never left behind a failed build.
  const [built, prepared] = await Promise.allSettled([buildWhenStale(), prepareDatabaseWhenNew()]);
  for (const outcome of [built, prepared]) {
    if (outcome.status === "rejected") {
      console.error(`[start] ${(outcome.reason as Error).message}`);
      process.exit(1);
    }
  }
  console.log(`[start] ready to serve after ${seconds(started)}; starting the server…`);
  if (concurrency.processes > 1) await runProcesses(concurrency.processes);
  else await import("../server");
} else {
  await import("../server");
}
