import { z } from "zod";
import { notificationPage, unreadCount } from "#api/contract/notifications";
import type { ApiClient } from "./client.server";

const countAnswer = z.object({ data: unreadCount });

export function listNotifications(api: ApiClient, { page = 1, perPage = 20 }: { page?: number; perPage?: number } = {}) {
  return api.get("/api/notifications", notificationPage, { page, per_page: perPage });
}

export async function markNotificationsRead(api: ApiClient, ids: string[]) {
  return (await api.post("/api/notifications/mark-read", countAnswer, { ids })).data.unread_count;
}

export async function markAllNotificationsRead(api: ApiClient) {
  return (await api.post("/api/notifications/mark-all-read", countAnswer)).data.unread_count;
}

/** Signs the member's private channel for the live client (the token stays on the server). */
export function authorizeLiveChannel(api: ApiClient, body: { socket_id: string; channel_name: string }) {
  return api.post("/api/broadcasting/auth", z.object({ auth: z.string() }).passthrough(), body);
}
