/**
 * The servers the page benches load: the site's production build (server.ts) on an embedded
 * database with the demo content, and the minimal page (bench/minimal-remix), built here on demand.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
const minimalSources = path.join(root, "bench/minimal-remix");
const minimalBuild = path.join(root, ".cache/bench-minimal-remix/build/server/index.js");

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  rssMegabytes: () => number;
  /** CPU time (user + system) the process and its children have used so far, in ms. */
  cpuMilliseconds: () => number;
  stderrTail: () => string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s); resolves with performance.now() at exit. */
  stop: () => Promise<number>;
}

export function rssMegabytes(pid: number | undefined): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

function cpuMillisecondsOf(pid: number | string | undefined): number {
  try {
    // Fields after the command's name: utime and stime are the 12th and 13th, in clock ticks (10 ms).
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

function childrenOf(pid: number | undefined): string[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean);
  } catch {
    // No such process, or no children list: the process alone.
    return [];
  }
}

/** A process's RSS with its children's (WEB_CONCURRENCY's processes under `npm start`). */
function treeRssMegabytes(pid: number | undefined): number {
  return rssMegabytes(pid) + childrenOf(pid).reduce((sum, child) => sum + rssMegabytes(Number(child)), 0);
}

/** A process's CPU time with its children's. */
function treeCpuMilliseconds(pid: number | undefined): number {
  return cpuMillisecondsOf(pid) + childrenOf(pid).reduce((sum, child) => sum + cpuMillisecondsOf(child), 0);
}

/** The benches measure the build as `npm start` serves it and never build the site themselves. */
export function requireSiteBuild() {
  if (fs.existsSync(path.join(root, "build/server/index.js"))) return;
  console.error("build/ is missing: run `npm run build` first.");
  process.exit(1);
}

function newestModification(entry: string): number {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((child) => newestModification(path.join(entry, child))));
}

/** Builds bench/minimal-remix into .cache/ when the build is missing or older than its sources. */
export function ensureMinimalBuild(): string {
  const builtAt = fs.statSync(minimalBuild, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  if (builtAt > Math.max(newestModification(minimalSources), fs.statSync(path.join(root, "package.json")).mtimeMs)) return minimalBuild;
  console.log("building the minimal page (bench/minimal-remix)…");
  fs.rmSync(path.dirname(path.dirname(minimalBuild)), { recursive: true, force: true });
  execFileSync(process.execPath, [path.join(root, "node_modules/@remix-run/dev/dist/cli.js"), "vite:build", "--config", "bench/minimal-remix/vite.config.ts"], {
    cwd: root,
    stdio: "inherit",
  });
  return minimalBuild;
}

async function waitForOk(url: string, child: ChildProcess, stderrTail: () => string) {
  for (let attempt = 0; attempt < 1500; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before answering ${url}:\n${stderrTail()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no answer from ${url} after 5 minutes:\n${stderrTail()}`);
}

function startServer(options: {
  script: string;
  port: number;
  readyPath: string;
  /** Also wait for this line on standard output (all of `npm start`'s processes listening). */
  readyLine?: string;
  env: Record<string, string>;
  nodeArgs?: string[];
  ipc?: boolean;
}): Promise<RunningServer> {
  const child = spawn(process.execPath, ["--import", "tsx", ...(options.nodeArgs ?? []), options.script], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", PORT: String(options.port), ...options.env },
    stdio: ["ignore", options.readyLine ? "pipe" : "ignore", "pipe", ...(options.ipc ? ["ipc" as const] : [])],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  let sawReadyLine = !options.readyLine;
  child.stdout?.on("data", (chunk: Buffer) => {
    if (options.readyLine && chunk.toString().includes(options.readyLine)) sawReadyLine = true;
  });
  const stderrTail = () => stderr.trim().split("\n").slice(-15).join("\n");
  const exited = new Promise<number>((resolve) => child.once("exit", () => resolve(performance.now())));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const server: RunningServer = {
    baseUrl,
    process: child,
    rssMegabytes: () => treeRssMegabytes(child.pid),
    cpuMilliseconds: () => treeCpuMilliseconds(child.pid),
    stderrTail,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      const exitedAt = await exited;
      clearTimeout(timer);
      return exitedAt;
    },
  };
  const ready = async () => {
    await waitForOk(`${baseUrl}${options.readyPath}`, child, stderrTail);
    for (let attempt = 0; !sawReadyLine; attempt++) {
      if (child.exitCode !== null || attempt > 600) throw new Error(`server did not print "${options.readyLine}":\n${stderrTail()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  return ready().then(
    () => server,
    async (error: unknown) => {
      await server.stop();
      throw error;
    },
  );
}

/** Creates, migrates and seeds a new embedded database in a process of its own, as `npm start` does. */
function prepareDatabase(env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/prepare-database.ts"], { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`preparing the database failed (exit ${code}):\n${stderr.trim().slice(-2000)}`))));
  });
}

/**
 * The site as `npm start` serves it: production build, API in the same process, embedded database in
 * `dataDir` (created and filled with the demo content by a process of its own when new), no Redis.
 * Ready once /healthz answers, which is after the search index is built.
 */
export async function startSite(options: { port: number; dataDir: string; nodeArgs?: string[]; ipc?: boolean; env?: Record<string, string> }): Promise<RunningServer> {
  const env = siteEnvironment(options.dataDir);
  await prepareSite(options.dataDir);
  return startServer({
    script: "server.ts",
    port: options.port,
    readyPath: "/healthz",
    nodeArgs: options.nodeArgs,
    ipc: options.ipc,
    env: { ...npmStartEnvironment(), ...env, ...options.env },
  });
}

const siteEnvironment = (dataDir: string) => ({ HOST: "127.0.0.1", DATA_DIR: dataDir, SEED_DEMO: "true", API_BASE_URL: "", DATABASE_URL: "", REDIS_URL: "" });

/** The embedded database in `dataDir` migrated and filled with the demo content, unless it already is: before the site opens it (one writer). */
export async function prepareSite(dataDir: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, "pgdata/PG_VERSION"))) await prepareDatabase(siteEnvironment(dataDir));
}

/**
 * The environment `npm start` gives the site before Node starts: package.json's start script opens
 * with glibc's malloc settings (decision 025), which no process can change once it runs.
 */
function npmStartEnvironment(): Record<string, string> {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: { start: string } };
  const settings = /^(?:[A-Z_]+=\S+\s+)+/.exec(scripts.start)?.[0] ?? "";
  return Object.fromEntries(
    settings
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map((setting) => setting.split("=", 2) as [string, string]),
  );
}

/**
 * The site as `WEB_CONCURRENCY=N npm start` serves it on PostgreSQL (`databaseUrl`, filled with the
 * demo content when empty) and Redis; ready once every process listens.
 */
export function startScaledSite(options: { port: number; dataDir: string; processes: number; databaseUrl: string; redisUrl: string }): Promise<RunningServer> {
  return startServer({
    script: "scripts/start.ts",
    port: options.port,
    readyPath: "/healthz",
    readyLine: options.processes > 1 ? `[start] ${options.processes} processes serving on one port` : undefined,
    env: {
      ...npmStartEnvironment(),
      HOST: "127.0.0.1",
      DATA_DIR: options.dataDir,
      SEED_DEMO: "true",
      API_BASE_URL: "",
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: options.redisUrl,
      WEB_CONCURRENCY: String(options.processes),
      REVERB_APP_SECRET: process.env.REVERB_APP_SECRET || "bench-pages-secret",
    },
  });
}

/** The minimal page on its own small PGlite database in `dataDir`; ready once it has rendered. */
export function startMinimal(options: { port: number; dataDir: string; build: string }): Promise<RunningServer> {
  return startServer({
    script: "bench/minimal-remix/server.ts",
    port: options.port,
    readyPath: "/",
    env: { MINIMAL_REMIX_BUILD: options.build, MINIMAL_REMIX_DATA_DIR: options.dataDir },
  });
}
