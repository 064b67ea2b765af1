import { createRoute, z } from "@hono/zod-openapi";
import { and, count, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Context } from "hono";
import { errorBody, validationErrorBody } from "../contract/envelopes";
import { markReadBody, notificationPage, unreadCount } from "../contract/notifications";
import { notifications } from "../db/schema";
import { requireUser } from "../auth/auth-middleware";
import { type ApiBindings, createRouter } from "../http/bindings";
import { json } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { presentNotification } from "./notification-messages";

const unauthorized = json(errorBody, "Not signed in");
const invalid = json(validationErrorBody, "Invalid data");
const countAnswer = json(z.object({ data: unreadCount }), "Unread count after the change");

const listRoute = createRoute({
  method: "get",
  path: "/api/notifications",
  summary: "The member's notifications, newest first, worded in the request language (§9: pages of 20)",
  request: { query: z.object({ page: boundedInteger(1, 1000).default(1), per_page: boundedInteger(1, 50).default(20) }) },
  responses: { 200: json(notificationPage, "Notifications"), 401: unauthorized, 422: invalid },
});

const unreadRoute = createRoute({
  method: "get",
  path: "/api/notifications/unread-count",
  summary: "How many notifications the member has not read",
  responses: { 200: countAnswer, 401: unauthorized },
});

const markReadRoute = createRoute({
  method: "post",
  path: "/api/notifications/mark-read",
  summary: "Marks the member's notifications with these ids as read (others' ids are ignored)",
  request: { body: { content: { "application/json": { schema: markReadBody } }, required: true } },
  responses: { 200: countAnswer, 401: unauthorized, 422: invalid },
});

const markAllReadRoute = createRoute({
  method: "post",
  path: "/api/notifications/mark-all-read",
  summary: "Marks every notification of the member as read",
  responses: { 200: countAnswer, 401: unauthorized },
});

async function unreadOf(c: Context<ApiBindings>, userId: number) {
  const [row] = await c.var.db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

export const notificationsRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { page, per_page: perPage } = c.req.valid("query");
    const mine = eq(notifications.userId, user.id);
    const [rows, [total], unread] = await Promise.all([
      c.var.db.select().from(notifications).where(mine).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(perPage).offset((page - 1) * perPage),
      c.var.db.select({ n: count() }).from(notifications).where(mine),
      unreadOf(c, user.id),
    ]);
    const now = new Date();
    const all = Number(total?.n ?? 0);
    return c.json(
      {
        data: rows.map((row) => presentNotification(row, c.var.locale, now)),
        meta: { current_page: page, last_page: Math.max(1, Math.ceil(all / perPage)), per_page: perPage, total: all, unread_count: unread },
      },
      200,
    );
  })
  .openapi(unreadRoute, async (c) => {
    const user = requireUser(c);
    return c.json({ data: { unread_count: await unreadOf(c, user.id) } }, 200);
  })
  .openapi(markReadRoute, async (c) => {
    const user = requireUser(c);
    const { ids } = c.req.valid("json");
    await c.var.db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, user.id), inArray(notifications.id, ids), isNull(notifications.readAt)));
    return c.json({ data: { unread_count: await unreadOf(c, user.id) } }, 200);
  })
  .openapi(markAllReadRoute, async (c) => {
    const user = requireUser(c);
    await c.var.db.update(notifications).set({ readAt: new Date() }).where(and(eq(notifications.userId, user.id), isNull(notifications.readAt)));
    return c.json({ data: { unread_count: await unreadOf(c, user.id) } }, 200);
  });
