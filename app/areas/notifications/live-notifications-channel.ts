import type { Dispatch } from "react";
import { logError, logWarning } from "~/platform/observability/log";
import { openLiveClient } from "~/platform/live/live-client";
import type { LiveSettings } from "~/platform/live/live-settings";
import { type ConnectionState, fromListed, type NotificationAction } from "~/platform/live/notification-state";

const CATCH_UP_ENDPOINT = "/resources/notifications";

export interface ChannelOptions {
  userId: number;
  settings: Partial<Pick<LiveSettings, "key" | "host" | "port" | "scheme">>;
  locale: "es" | "en";
  /** The title of a browser notification, in the page's language. */
  browserTitle: string;
  dispatch: Dispatch<NotificationAction>;
}

/**
 * Opens the live client and listens on the member's private channel (see useLiveNotifications).
 * Its own chunk, with the client's libraries and the payload's schema (zod): a visitor never loads
 * it (docs/decisions/025, 082). Returns what closes it.
 */
export function listenForNotifications({ userId, settings, locale, browserTitle, dispatch }: ChannelOptions): () => void {
  let cancelled = false;
  let disconnect = () => {};
  const channel = `App.Models.User.${userId}`;
  (async () => {
    const [echo, { liveNotification, notificationPage }] = await Promise.all([openLiveClient(settings, () => !cancelled), import("#api/contract/notifications")]);
    if (!echo || cancelled) return echo?.disconnect();
    const connection = (
      echo.connector as unknown as { pusher: { connection: { state: ConnectionState; bind(event: string, handler: (change: { current: ConnectionState }) => void): void } } }
    ).pusher.connection;
    connection.bind("state_change", ({ current }) => dispatch({ type: "connection", state: current }));
    // The socket opens as the client is made: on a busy machine it is up before the schemas above have loaded, and that
    // change was heard by nobody. Where it is now, not "connecting" (which then stayed for good: issue 28's runs).
    dispatch({ type: "connection", state: connection.state });
    const catchUp = async () => {
      try {
        const response = await fetch(`${CATCH_UP_ENDPOINT}?${new URLSearchParams({ locale })}`, { headers: { Accept: "application/json" } });
        const page = response.ok ? notificationPage.safeParse(await response.json()) : null;
        if (!page?.success) return logWarning(`[live] could not read the notifications sent before the channel listened (${response.status})`);
        if (!cancelled) dispatch({ type: "caughtUp", items: page.data.data.map(fromListed), unread: page.data.meta.unread_count });
      } catch (error) {
        logWarning("[live] could not read the notifications sent before the channel listened", error);
      }
    };
    const subscription = echo.private(channel);
    subscription.subscribed(() => void catchUp());
    subscription.listen(".notification.created", (payload: unknown) => {
      const parsed = liveNotification.safeParse(payload);
      if (!parsed.success) {
        logWarning("[live] ignored a notification that does not match §7's payload", parsed.error.issues);
        return;
      }
      const notification = parsed.data;
      const messages = notification.data.messages as { es?: string; en?: string } | undefined;
      const message = messages?.[locale] ?? notification.message;
      dispatch({
        type: "received",
        item: {
          id: notification.id,
          type: notification.type,
          message,
          link: notification.link,
          readAt: notification.read_at,
          createdAt: notification.created_at,
          createdAtHuman: notification.created_at_human,
        },
      });
      if ("Notification" in window && Notification.permission === "granted") {
        new Notification(browserTitle, { icon: "/img/logo.jpg", body: message });
      }
    });
    disconnect = () => {
      echo.leave(channel);
      echo.disconnect();
    };
  })().catch((error: unknown) => logError("[live] could not start the live client", error));
  return () => {
    cancelled = true;
    disconnect();
  };
}
