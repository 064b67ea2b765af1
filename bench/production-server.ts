/**
 * The production build served as `npm start` serves it, on a fresh embedded database filled with the
 * demo content, for the bench scripts. Build first (`npm run build`).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const repositoryRoot = path.resolve(import.meta.dirname, "..");

export type ProductionServer = { origin: string; process: ChildProcess; stop: () => Promise<void> };

export async function startProductionServer(port: number): Promise<ProductionServer> {
  if (!fs.existsSync(path.join(repositoryRoot, "build/server/index.js"))) throw new Error("no production build: run `npm run build` first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-"));
  const origin = `http://localhost:${port}`;
  const server = spawn(process.execPath, ["--import", "tsx", "server.ts"], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), SITE_URL: origin, DATA_DIR: dataDir, API_BASE_URL: "", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, process: server, stop };
}

async function waitForHealth(origin: string, server: ChildProcess) {
  for (let attempt = 0; attempt < 900; attempt++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not start within 3 minutes");
}

/** The slug of the first featured recipe of the demo content. */
export async function featuredRecipeSlug(origin: string): Promise<string> {
  const featured = (await (await fetch(`${origin}/api/recipes/featured?limit=1`)).json()) as { data: { slug: string }[] };
  const slug = featured.data[0]?.slug;
  if (!slug) throw new Error("no featured recipe in the demo content");
  return slug;
}
