import { createRoute, z } from "@hono/zod-openapi";
import { MAX_PAGE, NOTIFICATIONS_MAX_PER_PAGE, NOTIFICATIONS_PER_PAGE } from "../contract/limits";
import { markReadBody, notificationPage, unreadCount } from "../contract/notifications";
import { apiPaths } from "../contract/paths";
import { requireUser } from "../access/auth-middleware";
import { createRouter } from "../http/bindings";
import { invalid, json, jsonBody, unauthorized } from "../http/openapi-responses";
import { boundedInteger } from "../http/search-params";
import { presentNotification } from "./notification-messages";
import { countUnread, listNotifications, markAllRead, markRead } from "./notification-queries";

const countAnswer = json(z.object({ data: unreadCount }), "Unread count after the change");

const listRoute = createRoute({
  method: "get",
  path: apiPaths.notifications,
  summary: "The member's notifications, newest first, worded in the request language (§9: pages of 20)",
  request: { query: z.object({ page: boundedInteger(1, MAX_PAGE).default(1), per_page: boundedInteger(1, NOTIFICATIONS_MAX_PER_PAGE).default(NOTIFICATIONS_PER_PAGE) }) },
  responses: { 200: json(notificationPage, "Notifications"), 401: unauthorized, 422: invalid() },
});

const unreadRoute = createRoute({
  method: "get",
  path: apiPaths.unreadNotifications,
  summary: "How many notifications the member has not read",
  responses: { 200: countAnswer, 401: unauthorized },
});

const markReadRoute = createRoute({
  method: "post",
  path: apiPaths.markNotificationsRead,
  summary: "Marks the member's notifications with these ids as read (others' ids are ignored)",
  request: { body: jsonBody(markReadBody) },
  responses: { 200: countAnswer, 401: unauthorized, 422: invalid() },
});

const markAllReadRoute = createRoute({
  method: "post",
  path: apiPaths.markAllNotificationsRead,
  summary: "Marks every notification of the member as read",
  responses: { 200: countAnswer, 401: unauthorized },
});

export const notificationsRouter = createRouter()
  .openapi(listRoute, async (c) => {
    const user = requireUser(c);
    const { page, per_page: perPage } = c.req.valid("query");
    const { rows, total: all, unread } = await listNotifications(c.var.db, user.id, page, perPage);
    const now = new Date();
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
    return c.json({ data: { unread_count: await countUnread(c.var.db, user.id) } }, 200);
  })
  .openapi(markReadRoute, async (c) => {
    const user = requireUser(c);
    const { ids } = c.req.valid("json");
    await markRead(c.var.db, user.id, ids);
    return c.json({ data: { unread_count: await countUnread(c.var.db, user.id) } }, 200);
  })
  .openapi(markAllReadRoute, async (c) => {
    const user = requireUser(c);
    await markAllRead(c.var.db, user.id);
    return c.json({ data: { unread_count: await countUnread(c.var.db, user.id) } }, 200);
  });
