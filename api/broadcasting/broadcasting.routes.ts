import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiPaths } from "../contract/paths";
import { requireUser } from "../access/auth-middleware";
import { type ApiBindings, createRouter } from "../http/bindings";
import { ApiError } from "../http/errors";
import { forbidden, invalid, json, unauthorized } from "../http/openapi-responses";
import { validationErrorBody } from "../http/validation";
import { logError } from "../observability/log";
import type { LiveEvent } from "./channel-hub";
import { batchBody, batchEvents, triggerBody, triggeredEvent, verifySignedRequest } from "./pusher-http-api";
import { channelAuth, channelNamePattern, socketIdPattern, userAuth } from "./pusher-signatures";
import { userChannel } from "../contract/notifications";
import type { ChannelRule } from "./channel-rules";

const socketId = z.string().max(41).regex(socketIdPattern);
const channelAuthBody = z.object({ socket_id: socketId, channel_name: z.string().regex(channelNamePattern) });
const userAuthBody = z.object({ socket_id: socketId });

/** pusher-js posts form fields; other clients send JSON. */
const formOrJson = <T extends z.ZodType>(schema: T) => ({
  content: { "application/x-www-form-urlencoded": { schema }, "application/json": { schema } },
});

const signedIn: MiddlewareHandler<ApiBindings> = async (c, next) => {
  requireUser(c);
  await next();
};

/**
 * The fields the route's validator parsed for the request's media type; parsed again because a
 * request without a body passes the validators with nothing in it.
 */
function fields<T extends z.ZodType>(c: Context<ApiBindings>, schema: T, validated: { json: unknown; form: unknown }) {
  return schema.safeParse(/json/i.test(c.req.header("content-type") ?? "") ? validated.json : validated.form);
}

/** Laravel's path for one under /api, where the web app forwards API calls: "/api/broadcasting/auth" → "/broadcasting/auth". */
const laravelPath = (path: string) => path.replace(/^\/api\//, "/");

const channelAuthRoutes = [laravelPath(apiPaths.broadcastingAuth), apiPaths.broadcastingAuth].map((path) =>
  createRoute({
    method: "post",
    path,
    summary: "Signs a subscription to the member's own private channel (private-App.Models.User.{id}) or to a shopping list's they own or share (private-shopping-list.{id})",
    middleware: [signedIn] as const,
    request: { body: formOrJson(channelAuthBody) },
    responses: {
      200: json(z.object({ auth: z.string() }), "The subscription's signature"),
      401: unauthorized,
      403: forbidden("Another member's channel, or not a channel this API signs"),
      422: invalid("Invalid socket id or channel name"),
    },
  }),
);

const userAuthRoutes = [laravelPath(apiPaths.broadcastingUserAuth), apiPaths.broadcastingUserAuth].map((path) =>
  createRoute({
    method: "post",
    path,
    summary: "Signs the live connection in as the member (pusher:signin)",
    middleware: [signedIn] as const,
    request: { body: formOrJson(userAuthBody) },
    responses: {
      200: json(z.object({ auth: z.string(), user_data: z.string() }), "The sign-in's signature and user data"),
      401: unauthorized,
      422: invalid("Invalid socket id"),
    },
  }),
);

/**
 * The Pusher HTTP API publishers call (`pusher` SDK, Laravel's pusher/reverb broadcasters). Not in
 * the OpenAPI document: it is Pusher's contract, signed with the app secret, not the recipe API's.
 */
const pusherBodyLimit = bodyLimit({ maxSize: 256 * 1024, onError: (c) => c.json({ message: "Request body too large" }, 413) });

async function acceptEvents(c: Context<ApiBindings>, parse: (body: unknown) => LiveEvent[] | z.ZodError) {
  const app = c.var.env.broadcasting;
  if (c.req.param("appId") !== app.appId) return c.json({ message: `Unknown app ${c.req.param("appId")}` }, 404);
  const raw = await c.req.text();
  const check = verifySignedRequest(app, { method: c.req.method, path: c.req.path, query: new URL(c.req.url).searchParams, body: raw });
  if (!check.ok) return c.json({ message: check.reason }, 401);
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return c.json({ message: "The body is not JSON" }, 400);
  }
  const events = parse(body);
  if (events instanceof z.ZodError) return c.json(validationErrorBody(events.issues, c.var.locale), 400);
  try {
    await c.var.services.liveChannels.dispatch(events);
  } catch (error) {
    logError(`[live] events delivered here but not fanned out to other processes: ${error instanceof Error ? error.message : String(error)}`);
    return c.json({ message: "Events could not reach every process" }, 503);
  }
  return c.json({}, 200);
}

/**
 * The broadcasting routes. `channelRules`: the areas' rules for the private channels they name (a
 * shopping list's, api/shopping-list/list-channel.ts), given when the API is composed.
 */
export function createBroadcastingRouter(channelRules: readonly ChannelRule[]) {
  const broadcastingRouter = createRouter();

  /** The member's own channel, or one an area's rule lets them hear. */
  async function maySubscribe(c: Context<ApiBindings>, userId: number, channel: string) {
    if (channel === userChannel(userId)) return true;
    for (const rule of channelRules) if (await rule(c.var.db, userId, channel)) return true;
    return false;
  }

  for (const route of channelAuthRoutes) {
    broadcastingRouter.openapi(route, async (c) => {
      const user = requireUser(c);
      const input = fields(c, channelAuthBody, { json: c.req.valid("json"), form: c.req.valid("form") });
      if (!input.success) return c.json(validationErrorBody(input.error.issues, c.var.locale), 422);
      const { socket_id, channel_name } = input.data;
      if (!(await maySubscribe(c, user.id, channel_name))) throw new ApiError(403, "auth.forbidden");
      c.var.services.liveChannels.recordGrant(socket_id, channel_name, user.id);
      return c.json({ auth: channelAuth(c.var.env.broadcasting, socket_id, channel_name) }, 200);
    });
  }

  for (const route of userAuthRoutes) {
    broadcastingRouter.openapi(route, (c) => {
      const user = requireUser(c);
      const input = fields(c, userAuthBody, { json: c.req.valid("json"), form: c.req.valid("form") });
      if (!input.success) return c.json(validationErrorBody(input.error.issues, c.var.locale), 422);
      const userData = JSON.stringify({ id: String(user.id), user_info: { name: user.name } });
      return c.json({ auth: userAuth(c.var.env.broadcasting, input.data.socket_id, userData), user_data: userData }, 200);
    });
  }

  broadcastingRouter.post("/apps/:appId/events", pusherBodyLimit, (c) =>
    acceptEvents(c, (body) => {
      const parsed = triggerBody.safeParse(body);
      return parsed.success ? [triggeredEvent(parsed.data)] : parsed.error;
    }),
  );

  broadcastingRouter.post("/apps/:appId/batch_events", pusherBodyLimit, (c) =>
    acceptEvents(c, (body) => {
      const parsed = batchBody.safeParse(body);
      return parsed.success ? batchEvents(parsed.data) : parsed.error;
    }),
  );

  return broadcastingRouter;
}
