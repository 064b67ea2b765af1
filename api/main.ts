/**
 * Runs the recipe API alone over HTTP (`node --import tsx api/main.ts`), for a web process started
 * with API_BASE_URL pointing here. `npm start` does not need it: it serves both halves in one process.
 */
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { attachLiveServer } from "./broadcasting/live-server";
import { loadApiEnv } from "./config/env";
import { startRecipeApi } from "./runtime";

const port = Number(process.env.API_PORT ?? 3001);
// The broadcaster publishes to this process by default, which listens on API_PORT rather than PORT.
const env = loadApiEnv({ ...process.env, REVERB_PORT: process.env.REVERB_PORT || String(port) });
const api = await startRecipeApi(env);
const server = serve({ fetch: api.app.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) => {
  console.log(`[api] listening on http://localhost:${info.port}`);
});
// `serve` without createServer options makes a node:http server.
const live = attachLiveServer(server as Server, env, api.services);

const shutdown = async () => {
  // Open websockets would keep server.close() waiting; their clients reconnect elsewhere.
  await live.close();
  server.close(async () => {
    await api.close();
    process.exit(0);
  });
};
process.once("SIGTERM", () => void shutdown());
process.once("SIGINT", () => void shutdown());
