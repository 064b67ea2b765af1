import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseLocation, type OpenedDatabase, openDatabase } from "#api/db/client";
import { copyDataDir, migratedDump, postgresTemplate, waitUntilUnused } from "./database-templates";

/**
 * A fresh, migrated database for one test file, copied from the run's migrated template: an
 * in-memory PGlite, or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server,
 * dropped afterwards.
 */
export async function createTestDatabase(): Promise<OpenedDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ kind: "pglite-memory", copyOf: await migratedDump() });

  const name = `sazon_test_${randomBytes(6).toString("hex")}`;
  const template = await postgresTemplate(serverUrl);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: "postgres", url: url.href });
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // Forcing the drop while the pool's connections still say goodbye would kill them mid-way, and
      // their "terminating connection" error would surface in no test.
      await waitUntilUnused(cleanup, name);
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * The database a production-server test's site uses, migrated: a new database on TEST_DATABASE_URL's
 * server when it is set (created before the site starts, dropped afterwards), else the embedded one
 * in a temporary folder. `serverEnv` is what the site needs to find it.
 */
export function createSiteDatabase(name: string) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `sazon-${name}-`));
  const databaseName = `sazon_${name.replaceAll("-", "_")}_${randomBytes(5).toString("hex")}`;
  const databaseUrl = serverUrl ? Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).href : undefined;
  const onServer = async (statement: string) => {
    if (!serverUrl) return;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  return {
    location: (databaseUrl ? { kind: "postgres", url: databaseUrl } : { kind: "pglite", dataDir }) satisfies DatabaseLocation,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? "" },
    create: async () => (serverUrl ? onServer(`CREATE DATABASE ${databaseName} TEMPLATE ${await postgresTemplate(serverUrl)}`) : copyDataDir("migrated", dataDir)),
    async remove() {
      await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
