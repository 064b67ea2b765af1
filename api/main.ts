/**
 * Runs the recipe API alone over HTTP (`node --import tsx api/main.ts`), for a web process started
 * with API_BASE_URL pointing here. `npm start` does not need it: it serves both halves in one process.
 */
import { serve } from "@hono/node-server";
import { loadApiEnv } from "./config/env";
import { startRecipeApi } from "./runtime";

const env = loadApiEnv();
const port = Number(process.env.API_PORT ?? 3001);
const api = await startRecipeApi(env);
const server = serve({ fetch: api.app.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) => {
  console.log(`[api] listening on http://localhost:${info.port}`);
});

const shutdown = () => {
  server.close(async () => {
    await api.close();
    process.exit(0);
  });
};
process.once("SIGTERM", shutdown);
process.once("SIGINT", shutdown);
