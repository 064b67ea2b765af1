import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** A port nobody listens on right now, from the system's ephemeral range (never a fixed range another test uses). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ProductionServer {
  port: number;
  origin: string;
  child: ChildProcess;
  /** Resolves once /healthz answers 200; rejects when the process exits first or takes too long. */
  ready: Promise<void>;
  /** Everything the process printed so far. */
  output(): string;
  /** The exit code, once it has exited. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

/**
 * server.ts as `npm start` runs it (production mode, over the build `npm test` makes first), on a
 * free port of 127.0.0.1 unless `port` is given (its SITE_URL unless given), with the given settings
 * over the environment. `script: "scripts/start.ts"` runs `npm start` itself (WEB_CONCURRENCY's
 * processes); `script: "api/main.ts"` runs the recipe API alone on the same port. The one way tests and bench scripts start the site; a bench that measures capacity
 * passes `patientAdmission: false` to keep the server's own admission line.
 */
export async function startProductionServer(
  env: Record<string, string>,
  {
    readyWithinMs = 120_000,
    script = "server.ts",
    port: chosenPort,
    patientAdmission = true,
  }: { readyWithinMs?: number; script?: string; port?: number; patientAdmission?: boolean } = {},
): Promise<ProductionServer> {
  const port = chosenPort ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    cwd: root,
    // The tests check behaviour, not capacity: on a busy machine a request waits its turn rather than get a 503 (decision 033).
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      // api/main.ts listens here instead; the site ignores it.
      API_PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: origin,
      API_BASE_URL: "",
      DATABASE_URL: "",
      REDIS_URL: "",
      ...(patientAdmission ? { ADMISSION_MAX_WAIT_MS: "30000" } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = (async () => {
    const deadline = Date.now() + readyWithinMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
      try {
        if ((await fetch(`${origin}/healthz`)).ok) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`server did not become ready:\n${output}`);
  })();
  ready.catch(() => undefined);
  return {
    port,
    origin,
    child,
    ready,
    exited,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
