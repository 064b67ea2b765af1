import { z } from "zod";
import { NOTIFICATIONS_PER_PAGE } from "#api/contract/limits";
import { apiPaths } from "#api/contract/paths";
import { notificationPage, unreadCount } from "#api/contract/notifications";
import type { Locale } from "~/platform/i18n/locales";
import type { ApiClient } from "./client.server";

const countAnswer = z.object({ data: unreadCount });
const channelAuthorization = z.object({ auth: z.string() }).passthrough();

/** A page of the member's notifications, worded in the client's language unless `locale` asks for another. */
export function listNotifications(api: ApiClient, { page = 1, perPage = NOTIFICATIONS_PER_PAGE, locale }: { page?: number; perPage?: number; locale?: Locale } = {}) {
  return api.get(apiPaths.notifications, notificationPage, { page, per_page: perPage, locale });
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
