import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import pg from "pg";
import { openDatabase } from "#api/db/client";
import { isRunning } from "#api/db/data-dir-lock";

/**
 * Databases built once per run and copied for each test file or server that needs one (issue 28):
 * creating an embedded database, migrating and seeding it costs 2.5 s in memory and about 17 s on
 * disk with the demo content, where a copy costs under a second. The one true cold start stays in
 * tests/process/first-start.test.ts.
 *
 * Each template is named for what it is built from (the migrations, the seed's source and today's
 * date, since the demo content dates itself from today), so a change to any of them builds anew.
 * `npm test` fixes the day for its whole run (TEST_TEMPLATES_DAY), so a run across midnight keeps one set.
 * Whoever needs a template first builds it; the others wait for it (a lock folder across
 * processes: Vitest's workers, Playwright's servers).
 */
const root = path.resolve(import.meta.dirname, "../..");
const templatesDir = path.join(root, "tests/.tmp/templates");
const BUILD_BUDGET_MS = 600_000;
/** How long a process waiting for a template goes without news before it looks at the lock's holder again. */
const LOCK_LOOK_AGAIN_MS = 2_000;

function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.endsWith(".test.ts"))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

let fingerprint: string | undefined;
/** What the templates are built from, in 12 hex characters. */
function sourceFingerprint(): string {
  if (fingerprint) return fingerprint;
  const hash = createHash("sha256").update(process.env.TEST_TEMPLATES_DAY || new Date().toISOString().slice(0, 10));
  for (const folder of ["api/db/migrations", "api/seed"]) {
    for (const file of filesUnder(path.join(root, folder))) hash.update(path.relative(root, file)).update(fs.readFileSync(file));
  }
  fingerprint = hash.digest("hex").slice(0, 12);
  return fingerprint;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The pid a lock folder names, 0 when it names none (yet, or any more). */
function lockHolder(lock: string): number {
  try {
    return Number(fs.readFileSync(path.join(lock, "pid"), "utf8")) || 0;
  } catch {
    return 0;
  }
}

/**
 * Resolves at the next change in the templates folder (a template put in place, a lock let go), or
 * after `ms` at the latest, so that a lock whose holder died is looked at again.
 */
function nextChangeOfTemplates(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const watcher = fs.watch(templatesDir);
    const done = () => {
      clearTimeout(timer);
      watcher.close();
      resolve();
    };
    const timer = setTimeout(done, ms);
    watcher.once("change", done);
    watcher.once("error", done);
  });
}

/**
 * The folder `name` holds once `build` has filled it, built by one process at a time: the others
 * wait. A build that died leaves its lock with its pid, which the next one clears.
 */
async function builtOnce(name: string, build: (folder: string) => Promise<void>): Promise<string> {
  const folder = path.join(templatesDir, `${name}-${sourceFingerprint()}`);
  const lock = `${folder}.lock`;
  const deadline = Date.now() + BUILD_BUDGET_MS;
  fs.mkdirSync(templatesDir, { recursive: true });
  while (!fs.existsSync(folder)) {
    if (Date.now() > deadline) throw new Error(`the database template ${folder} was not built within ${BUILD_BUDGET_MS / 1000} s`);
    try {
      fs.mkdirSync(lock);
    } catch {
      const holder = lockHolder(lock);
      if (holder && !isRunning(holder)) fs.rmSync(lock, { recursive: true, force: true });
      else await nextChangeOfTemplates(LOCK_LOOK_AGAIN_MS);
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      const building = `${folder}.building`;
      fs.rmSync(building, { recursive: true, force: true });
      fs.mkdirSync(building);
      await build(building);
      fs.renameSync(building, folder);
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return folder;
}

/** The extensions the migrations create, loaded as api/db/client.ts loads them. */
const pgliteExtensions = { unaccent, pg_trgm };

/**
 * A data folder (DATA_DIR) whose embedded database is created and migrated, and, beside it, the
 * same database as a tarball for in-memory copies (`migrated.tar`).
 */
function migratedTemplate(): Promise<string> {
  return builtOnce("migrated", async (folder) => {
    const database = await openDatabase({ kind: "pglite", dataDir: folder });
    await database.close();
    const client = await PGlite.create(path.join(folder, "pgdata"), { extensions: pgliteExtensions });
    const dump = await client.dumpDataDir("none");
    await client.close();
    fs.writeFileSync(path.join(folder, "migrated.tar"), Buffer.from(await dump.arrayBuffer()));
  });
}

/** A data folder with the demo content seeded, as a first `npm start` leaves it (its photos too). */
function seededTemplate(): Promise<string> {
  return builtOnce("seeded", async (folder) => {
    fs.cpSync(path.join(await migratedTemplate(), "pgdata"), path.join(folder, "pgdata"), { recursive: true });
    await runToEnd(["--import", "tsx", "scripts/prepare-database.ts"], { DATA_DIR: folder, SEED_DEMO: "true", DATABASE_URL: "", NODE_ENV: "production" });
  });
}

function runToEnd(args: string[], env: Record<string, string>) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
    let errors = "";
    child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
    child.once("error", reject);
    child.once("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${args.join(" ")} exited with ${code}:\n${errors}`))));
  });
}

/** Builds every template ahead of the tests that copy them: the seeded data folder (and the migrated one under it), and PostgreSQL's when a server is given. */
export async function buildDatabaseTemplates(postgresServerUrl: string | undefined): Promise<void> {
  await seededTemplate();
  if (postgresServerUrl) await postgresTemplate(postgresServerUrl);
}

/** Fills `dataDir` (created when missing) with a copy of a template's embedded database and files. */
export async function copyDataDir(template: "migrated" | "seeded", dataDir: string): Promise<void> {
  const source = template === "seeded" ? await seededTemplate() : await migratedTemplate();
  fs.mkdirSync(dataDir, { recursive: true });
  for (const entry of fs.readdirSync(source)) {
    if (entry !== "migrated.tar") fs.cpSync(path.join(source, entry), path.join(dataDir, entry), { recursive: true });
  }
}

/**
 * A tarball PGlite reads at once. PGlite loads a data folder with `blob.arrayBuffer()`, which Node 20
 * answers by reading a 44 MB Blob in small chunks and joining them: half of each test database's
 * opening (0.5 of ~1 s, measured with --cpu-prof). These bytes are handed over in one copy.
 */
class TarballBytes extends Blob {
  constructor(private readonly tarball: Uint8Array) {
    super([]);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    // A copy each time: every database unpacks its own.
    return Promise.resolve(this.tarball.slice().buffer);
  }
}

/** The tarball's bytes, read once per process: Vitest's files share their process (decision 093). */
const dumps = new Map<string, Uint8Array>();

/** The migrated embedded database as a tarball, for `openDatabase({ kind: "pglite-memory", copyOf })`. */
export async function migratedDump(): Promise<Blob> {
  const file = path.join(await migratedTemplate(), "migrated.tar");
  if (!dumps.has(file)) dumps.set(file, fs.readFileSync(file));
  return new TarballBytes(dumps.get(file)!);
}

/**
 * The name of a migrated database on the PostgreSQL server at `serverUrl`, to copy with
 * `CREATE DATABASE … TEMPLATE`. Built once under an advisory lock; nobody stays connected to it.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `sazon_template_${sourceFingerprint()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query("select pg_advisory_lock(hashtext('sazon test templates'))");
    const { rowCount } = await admin.query("select 1 from pg_database where datname = $1", [name]);
    if (rowCount === 0) {
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ kind: "postgres", url: Object.assign(new URL(serverUrl), { pathname: `/${building}` }).href });
      await database.close();
      await waitUntilUnused(admin, building);
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Yesterday's and older sources' templates.
      const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where datname like 'sazon\\_template\\_%' and datname <> $1", [name]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    return name;
  } finally {
    await admin.query("select pg_advisory_unlock(hashtext('sazon test templates'))").catch(() => undefined);
    await admin.end();
  }
}

/**
 * Waits until no session uses `database`: pool.end() can resolve while its connections are still
 * saying goodbye, and dropping or renaming the database then fails or kills them mid-way.
 */
export async function waitUntilUnused(admin: pg.Client, database: string): Promise<void> {
  for (let attempt = 0; attempt < 40; attempt++) {
    const { rows } = await admin.query<{ sessions: number }>("select count(*)::int as sessions from pg_stat_activity where datname = $1", [database]);
    if (rows[0]!.sessions === 0) return;
    await sleep(50);
  }
}
