/**
 * The production build served as `npm start` serves it, on a fresh embedded database filled with the
 * demo content, for the bench scripts. Build first (`npm run build`).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { startProductionServer as startSite } from "../tests/support/production-server";

export const repositoryRoot = path.resolve(import.meta.dirname, "..");

export type ProductionServer = { origin: string; stop: () => Promise<void> };

export async function startProductionServer(port: number): Promise<ProductionServer> {
  if (!fs.existsSync(path.join(repositoryRoot, "build/server/index.js"))) throw new Error("no production build: run `npm run build` first");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-bench-"));
  const server = await startSite({ DATA_DIR: dataDir }, { port, readyWithinMs: 180_000, patientAdmission: false });
  const stop = async () => {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await server.ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin: server.origin, stop };
}

/** The slug of the first featured recipe of the demo content. */
export async function featuredRecipeSlug(origin: string): Promise<string> {
  const featured = (await (await fetch(`${origin}/api/recipes/featured?limit=1`)).json()) as { data: { slug: string }[] };
  const slug = featured.data[0]?.slug;
  if (!slug) throw new Error("no featured recipe in the demo content");
  return slug;
}
