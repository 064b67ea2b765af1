import { createRoute } from "@hono/zod-openapi";
import { activityAnswer } from "../contract/activity";
import { ACTIVITY_LIMIT } from "../contract/limits";
import { apiPaths } from "../contract/paths";
import { requireUser } from "../access/auth-middleware";
import { createRouter } from "../http/bindings";
import { json, unauthorized } from "../http/openapi-responses";
import { memberActivity } from "./activity";

const activityRoute = createRoute({
  method: "get",
  path: apiPaths.activity,
  summary: "The signed-in member's latest activity, newest first: reviews written, follows made and gained, badges earned, with their points",
  responses: { 200: json(activityAnswer, "Activity"), 401: unauthorized },
});

export const activityRouter = createRouter().openapi(activityRoute, async (c) => {
  const user = requireUser(c);
  return c.json({ data: await memberActivity(c.var.db, user.id, c.var.locale, ACTIVITY_LIMIT) }, 200);
});
