import { z } from "zod";
import { NOTIFICATIONS_PER_PAGE } from "#api/contract/limits";
import { apiPaths } from "#api/contract/paths";
import { notificationPage, unreadCount } from "#api/contract/notifications";
import type { ApiClient } from "./client.server";

const countAnswer = z.object({ data: unreadCount });
const channelAuthorization = z.object({ auth: z.string() }).passthrough();

export function listNotifications(api: ApiClient, { page = 1, perPage = NOTIFICATIONS_PER_PAGE }: { page?: number; perPage?: number } = {}) {
  return api.get(apiPaths.notifications, notificationPage, { page, per_page: perPage });
}

export async function markNotificationsRead(api: ApiClient, ids: string[]) {
  return (await api.post(apiPaths.markNotificationsRead, countAnswer, { ids })).data.unread_count;
}

export async function markAllNotificationsRead(api: ApiClient) {
  return (await api.post(apiPaths.markAllNotificationsRead, countAnswer)).data.unread_count;
}

/** Signs the member's private channel for the live client (the token stays on the server). */
export function authorizeLiveChannel(api: ApiClient, body: { socket_id: string; channel_name: string }) {
  return api.post(apiPaths.broadcastingAuth, channelAuthorization, body);
}
