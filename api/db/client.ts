import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { z } from "zod";
import { logWarning } from "../observability/log";
import { acquireDataDirLock } from "./data-dir-lock";
import { dataDirExists, initialiseDataDir } from "./initialise-data-dir";
import { watchSoleWriter } from "./sole-writer";
import * as schema from "./schema";

type Schema = typeof schema;
/** The one database type the API codes against, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface OpenedDatabase {
  db: Database;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
}

/**
 * Typo tolerance in search uses the trigram index through `<%`, whose threshold is this session
 * setting: "gaspacho" ~ "gazpacho" scores 0.5, under the default 0.6.
 */
const WORD_SIMILARITY_THRESHOLD = "0.45";
const sessionSettings = `SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY_THRESHOLD}`;

const CONNECT_TIMEOUT_MS = 5_000;

/**
 * The embedded database's page cache inside its WebAssembly memory. PostgreSQL's default (128 MB)
 * is sized for a server; the operating system caches the data files anyway (decision 025).
 */
const PGLITE_SHARED_BUFFERS = z
  .string()
  .regex(/^\d+(kB|MB|GB)$/, "PGLITE_SHARED_BUFFERS: a size such as 32MB")
  .default("32MB")
  .parse(process.env.PGLITE_SHARED_BUFFERS || undefined);

/**
 * A restart, a failover or pg_terminate_backend closes the pool's connections, and a connection
 * that errors with no listener would end the process (an idle one through the pool's `error`
 * event, one lent to a transaction through its own). The pool drops such a client and opens new
 * ones as requests need them, so the site recovers by itself; the outage is logged once.
 */
function surviveLostConnections(pool: pg.Pool, warn: (line: string) => void = logWarning) {
  let reported = false;
  const report = (error: Error) => {
    if (reported) return;
    reported = true;
    warn(`[db] PostgreSQL connection lost (${error.message}); new connections are opened as requests need them`);
  };
  pool.on("error", report);
  pool.on("connect", (client) => {
    reported = false;
    client.on("error", report);
  });
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** `copyOf`: a tarball of a migrated embedded database (PGlite's dumpDataDir), for tests that each need a fresh one fast. */
export type DatabaseLocation = { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string } | { kind: "pglite-memory"; copyOf?: Blob };

/** Seconds, for start-up lines: "12.3 s". */
export const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Opens the database and brings it to the latest migration. `log` hears each step as it starts
 * and how long it took (start-up prints them; tests pass nothing).
 */
export async function openDatabase(location: DatabaseLocation, { log = (_line: string): void => undefined } = {}): Promise<OpenedDatabase> {
  const migrate = async (run: () => Promise<void>) => {
    const started = performance.now();
    log("[api] applying database migrations…");
    await run();
    log(`[api] migrations applied in ${seconds(started)}`);
  };
  if (location.kind === "postgres") {
    const pool = new pg.Pool({
      connectionString: location.url,
      max: 10,
      // A request waits this long for a connection, then fails (503) rather than hanging while the server is away.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      // A startup option, so every pooled connection has it before its first query.
      options: `-c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY_THRESHOLD}`,
    });
    surviveLostConnections(pool);
    const db = drizzlePg(pool, { schema, casing: "snake_case" });
    await migrate(() => migratePg(db, { migrationsFolder }));
    return { db: db as unknown as Database, kind: "postgres", close: () => pool.end() };
  }

  const lock = location.kind === "pglite" ? acquireDataDirLock(location.dataDir) : undefined;
  try {
    // The extensions the migrations create must be loaded into PGlite first.
    const options = { extensions: { unaccent, pg_trgm }, postgresqlconf: `shared_buffers = ${PGLITE_SHARED_BUFFERS}` };
    let client: PGlite;
    if (location.kind === "pglite") {
      const pgdata = path.join(location.dataDir, "pgdata");
      if (!dataDirExists(pgdata)) {
        const started = performance.now();
        log(`[api] creating the embedded database in ${pgdata} (first start only)…`);
        await initialiseDataDir(pgdata);
        log(`[api] embedded database created in ${seconds(started)}`);
      }
      const started = performance.now();
      client = await PGlite.create(pgdata, options);
      log(`[api] embedded database opened in ${seconds(started)}`);
    } else {
      client = await PGlite.create({ ...options, loadDataDir: location.copyOf });
    }
    await client.exec(sessionSettings);
    const db = drizzlePglite(client, { schema, casing: "snake_case" });
    watchSoleWriter(client, db);
    await migrate(() => migratePglite(db, { migrationsFolder }));
    return {
      db: db as unknown as Database,
      kind: "pglite",
      async close() {
        try {
          await client.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}
