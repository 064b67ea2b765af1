import { createRoute } from "@hono/zod-openapi";
import { apiPaths } from "../contract/paths";
import { apiStatus, health } from "../contract/status";
import { createRouter } from "../http/bindings";
import { json } from "../http/openapi-responses";
import { logWarning } from "../observability/log";
import { pingDatabase } from "./status-queries";

const version = process.env.npm_package_version ?? "0.1.0";
/** Readiness means answering pages: a database slower than this to say "1" is not ready. */
const HEALTH_TIMEOUT_MS = 2_000;

const statusRoute = createRoute({
  method: "get",
  path: apiPaths.status,
  summary: "Liveness of the API (the web app polls it with HEAD every 5 minutes)",
  responses: { 200: json(apiStatus, "Up") },
});

const healthRoute = createRoute({
  method: "get",
  path: apiPaths.health,
  summary: "Readiness: answers 503 when the database does not answer within 2 seconds",
  responses: {
    200: json(health, "Healthy"),
    503: json(health, "Database unreachable"),
  },
});

export const statusRouter = createRouter()
  .openapi(statusRoute, (c) => c.json({ status: "ok" as const, name: c.var.env.SITE_NAME, version, time: new Date().toISOString() }, 200))
  .openapi(healthRoute, async (c) => {
    const started = performance.now();
    const kind = c.var.databaseKind;
    try {
      await pingDatabase(c.var.db, HEALTH_TIMEOUT_MS);
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: "ok" as const, database: { status: "ok" as const, kind, latency_ms } }, 200);
    } catch (error) {
      logWarning(`[healthz] database check failed: ${error instanceof Error ? error.message : String(error)}`);
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: "fail" as const, database: { status: "fail" as const, kind, latency_ms } }, 503);
    }
  });
