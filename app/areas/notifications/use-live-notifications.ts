import { type Dispatch, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { logError, logInfo, logWarning } from "~/platform/observability/log";
import { openLiveClient } from "~/platform/live/live-client";
import { type LiveSettings } from "~/platform/live/live-settings";
import { type ConnectionState, fromListed, type NotificationAction } from "~/platform/live/notification-state";

const CATCH_UP_ENDPOINT = "/resources/notifications";

/**
 * §4's live client: connects only for a signed-in member with websockets enabled, subscribes to
 * their private channel, adds each `notification.created` to the state, and shows a browser
 * notification when permission was already granted. It leaves the channel when the member changes
 * and reconnects when the token does; signing out disconnects it. Each time the channel starts
 * listening (and again after a reconnection) it reads the newest notifications once more: those
 * created since the page was rendered, or while the connection was lost, were sent to nobody.
 */
export function useLiveNotifications(userId: number | null, live: LiveSettings | null, dispatch: Dispatch<NotificationAction>) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === "en" ? "en" : "es";
  const siteName = t("site.name");
  // The settings as plain values: the effect depends on what they say, not on the object (new on every loader run).
  const hasLive = live !== null;
  const enabled = live?.enabled ?? false;
  const fingerprint = live?.tokenFingerprint;
  const key = live?.key;
  const host = live?.host;
  const port = live?.port;
  const scheme = live?.scheme;

  useEffect(() => {
    if (userId === null || !hasLive) return;
    if (!enabled) {
      logInfo("[live] websockets are disabled (WEBSOCKETS_ENABLED is not true): the live notification client is not started");
      dispatch({ type: "connection", state: "off" });
      return;
    }
    let cancelled = false;
    let disconnect = () => {};
    const channel = `App.Models.User.${userId}`;
    (async () => {
      // The client and the payload's schema (zod) load only for a member with live notifications (docs/decisions/025).
      const [echo, { liveNotification, notificationPage }] = await Promise.all([
        openLiveClient({ key, host, port, scheme }, () => !cancelled),
        import("#api/contract/notifications"),
      ]);
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
          new Notification(t("notifications.browserTitle", { site: siteName }), { icon: "/img/logo.jpg", body: message });
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
      dispatch({ type: "connection", state: "disconnected" });
    };
    // The token fingerprint is in the dependencies so a new token reconnects.
  }, [userId, hasLive, enabled, fingerprint, key, host, port, scheme, locale, siteName, t, dispatch]);
}
