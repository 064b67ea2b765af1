import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { createApiApp } from "#api/app";
import { loadApiEnv } from "#api/config/env";
import type { OpenedDatabase } from "#api/db/client";
import { readOutbox } from "#api/mail/mailer";
import { type ApiServices, createApiServices } from "#api/services";
import { outboxEventTypes } from "#api/outbox-event-types";
import { createTestDatabase } from "./test-database";

/**
 * Sets up, around one test file, a migrated database and the API app with its real services: mail
 * to an outbox in a temporary folder, rate limits counted in the database (Redis when `settings` name REDIS_URL), captcha off (no keys), and OAuth
 * providers from `settings` (a function when they are only known in an earlier beforeAll).
 */
export function useTestApi(settings: Record<string, string> | (() => Record<string, string>) = {}) {
  const harness = {} as { database: OpenedDatabase; app: ReturnType<typeof createApiApp>; services: ApiServices; dataDir: string };
  beforeAll(async () => {
    harness.dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sazon-api-test-"));
    harness.database = await createTestDatabase();
    const env = loadApiEnv({
      NODE_ENV: "test",
      SEED_DEMO: "false",
      DATA_DIR: harness.dataDir,
      SITE_URL: "http://localhost:3000",
      ...(typeof settings === "function" ? settings() : settings),
    });
    harness.services = createApiServices(env, outboxEventTypes, () => undefined, harness.database.db);
    harness.app = createApiApp({ database: harness.database, env, services: harness.services });
  });
  afterAll(async () => {
    await harness.services?.close();
    await harness.database?.close();
    if (harness.dataDir) fs.rmSync(harness.dataDir, { recursive: true, force: true });
  });
  const request = (requestPath: string, init: ApiRequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("Accept", "application/json");
    if (init.locale) headers.set("Accept-Language", init.locale);
    if (init.token) headers.set("Authorization", `Bearer ${init.token}`);
    if (init.ip) headers.set("X-Forwarded-For", init.ip);
    let body: string | FormData | undefined = init.form;
    if (init.json !== undefined) {
      headers.set("Content-Type", "application/json");
      body = JSON.stringify(init.json);
    }
    return harness.app.request(requestPath, { ...init, headers, body });
  };
  return {
    get db() {
      return harness.database.db;
    },
    get app() {
      return harness.app;
    },
    get services() {
      return harness.services;
    },
    /** The temporary DATA_DIR the API writes its files under (uploads, photos, the mail outbox). */
    get dataDir() {
      return harness.dataDir;
    },
    /** Does, through the real outbox worker, every event writes left (points, badges, notifications): what the API does right after them, off the request. */
    drainOutboxEvents: () => harness.services.outbox.drain(harness.database.db),
    /** Mails "sent" so far, oldest first. */
    outbox: () => readOutbox(path.join(harness.dataDir, "outbox")),
    /** Calls the API as a client would, in the given language, with an optional bearer token. */
    request,
    /** The same call, its status, headers and JSON body: `T` on success, §8's message (and the fields' errors) otherwise. */
    async call<T>(requestPath: string, init: ApiRequestInit = {}) {
      const response = await request(requestPath, init);
      return { status: response.status, headers: response.headers, body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
    },
  };
}

type ApiRequestInit = Omit<RequestInit, "body"> & { locale?: "es" | "en"; token?: string; json?: unknown; form?: FormData; ip?: string };
