import { route, type RouteConfigEntry } from "@remix-run/route-config";

export const notificationRoutes: RouteConfigEntry[] = [route("notifications", "notifications/notifications.tsx", { id: "notifications/notifications" })];
