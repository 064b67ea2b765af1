import { createRoute } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import { apiStatus, health } from "../contract/status";
import { createRouter } from "../http/bindings";

const version = process.env.npm_package_version ?? "0.1.0";

const statusRoute = createRoute({
  method: "get",
  path: "/api/status",
  summary: "Liveness of the API (the web app polls it with HEAD every 5 minutes)",
  responses: { 200: { description: "Up", content: { "application/json": { schema: apiStatus } } } },
});

const healthRoute = createRoute({
  method: "get",
  path: "/healthz",
  summary: "Readiness: answers 503 when the database does not",
  responses: {
    200: { description: "Healthy", content: { "application/json": { schema: health } } },
    503: { description: "Database unreachable", content: { "application/json": { schema: health } } },
  },
});

export const statusRouter = createRouter()
  .openapi(statusRoute, (c) =>
    c.json({ status: "ok" as const, name: c.var.env.SITE_NAME, version, time: new Date().toISOString() }, 200),
  )
  .openapi(healthRoute, async (c) => {
    const started = performance.now();
    const kind = c.var.databaseKind;
    try {
      await c.var.db.execute(sql`select 1`);
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: "ok" as const, database: { status: "ok" as const, kind, latency_ms } }, 200);
    } catch (error) {
      console.error("[healthz] database check failed", error);
      const latency_ms = Math.round((performance.now() - started) * 100) / 100;
      return c.json({ status: "fail" as const, database: { status: "fail" as const, kind, latency_ms } }, 503);
    }
  });
