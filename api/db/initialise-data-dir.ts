import { spawn } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

// PGlite's initdb grows its WebAssembly memory to about 630 MB and leaves more in the allocator;
// in a process of its own, all of it goes back to the system when that process ends.
const initialise = `
const { PGlite } = await import(process.env.PGLITE_URL);
const client = await PGlite.create(process.env.PGDATA_DIR);
await client.close();
`;

/** Whether an embedded database's data directory has been created. */
export function dataDirExists(pgdata: string): boolean {
  return fs.existsSync(path.join(pgdata, "PG_VERSION"));
}

/**
 * Creates an embedded database's data directory when it does not exist yet, in a short-lived
 * process, so a fresh start weighs what a restart weighs (decision 025).
 */
export async function initialiseDataDir(pgdata: string): Promise<void> {
  if (dataDirExists(pgdata)) return;
  const pgliteUrl = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const child = spawn(process.execPath, ["--input-type=module", "--eval", initialise], {
    env: { ...process.env, PGLITE_URL: pgliteUrl, PGDATA_DIR: pgdata, NODE_OPTIONS: "" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Initialising the embedded database in ${pgdata} failed (exit ${code}):\n${errors.trim()}`);
}
