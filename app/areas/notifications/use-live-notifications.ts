import { type Dispatch, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { logError, logInfo } from "~/platform/observability/log";
import { type LiveSettings } from "~/platform/live/live-settings";
import { type NotificationAction } from "~/platform/live/notification-state";

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
    let stop = () => {};
    // The channel's code, the client's libraries and the payload's schema load only for a member with live notifications (decision 082).
    import("./live-notifications-channel")
      .then(({ listenForNotifications }) => {
        if (cancelled) return;
        stop = listenForNotifications({
          userId,
          settings: { key, host, port, scheme },
          locale,
          browserTitle: t("notifications.browserTitle", { site: siteName }),
          dispatch,
        });
      })
      .catch((error: unknown) => logError("[live] could not start the live client", error));
    return () => {
      cancelled = true;
      stop();
      dispatch({ type: "connection", state: "disconnected" });
    };
  }, [userId, hasLive, enabled, fingerprint, key, host, port, scheme, locale, siteName, t, dispatch]);
}
