import { Redis } from "ioredis";
import pg from "pg";

// Blank in the PGlite pass of `npm test`: the tests that need a server use the machine's own.
export const postgresServerUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
export const redisServerUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

/** Whether PostgreSQL answers at postgresServerUrl, within a second and a half. */
export async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: postgresServerUrl, connectionTimeoutMillis: 1_500 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Whether Redis answers at redisServerUrl, within a second and a half. */
export async function redisAnswers(): Promise<boolean> {
  const client = new Redis(redisServerUrl, { lazyConnect: true, connectTimeout: 1_500, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => undefined);
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}
