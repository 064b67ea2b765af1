import { createRoute } from "@hono/zod-openapi";
import { gamificationAnswer } from "../contract/gamification";
import { apiPaths } from "../contract/paths";
import { requireUser } from "../access/auth-middleware";
import { createRouter } from "../http/bindings";
import { json, unauthorized } from "../http/openapi-responses";
import { gamificationStats } from "./gamification";

const statsRoute = createRoute({
  method: "get",
  path: apiPaths.gamificationStats,
  summary: "Points, level and progress, badges with their dates, and the streak (§7 reads data.data)",
  responses: { 200: json(gamificationAnswer, "Stats"), 401: unauthorized },
});

export const gamificationRouter = createRouter().openapi(statsRoute, async (c) => {
  const user = requireUser(c);
  return c.json({ data: { data: await gamificationStats(c.var.db, user.id, c.var.locale) } }, 200);
});
