import { afterAll, beforeAll } from "vitest";
import { createApiApp } from "#api/app";
import { loadApiEnv } from "#api/config/env";
import type { OpenedDatabase } from "#api/db/client";
import { createTestDatabase } from "./test-database";

/** Sets up a migrated database and the API app around one test file. */
export function useTestApi() {
  const harness = {} as { database: OpenedDatabase; app: ReturnType<typeof createApiApp> };
  beforeAll(async () => {
    harness.database = await createTestDatabase();
    harness.app = createApiApp({ database: harness.database, env: loadApiEnv({ NODE_ENV: "test", SEED_DEMO: "false" }) });
  });
  afterAll(async () => {
    await harness.database?.close();
  });
  return {
    get db() {
      return harness.database.db;
    },
    get app() {
      return harness.app;
    },
    /** Calls the API as a browser's fetch would, in the given language. */
    request(path: string, init: RequestInit & { locale?: "es" | "en" } = {}) {
      const headers = new Headers(init.headers);
      headers.set("Accept", "application/json");
      if (init.locale) headers.set("Accept-Language", init.locale);
      return harness.app.request(path, { ...init, headers });
    },
  };
}
