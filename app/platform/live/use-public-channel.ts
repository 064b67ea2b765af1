import { useEffect, useRef } from "react";
import { logError } from "~/platform/observability/log";
import { openLiveClient } from "./live-client";
import type { LiveSettings } from "./live-settings";

/**
 * Listens to `event` on a public channel (decision 098) with the site's live client, its libraries
 * loaded only once a page that wants them has hydrated. `onEvent` gets the event's data unparsed:
 * what comes from a socket is parsed by whoever uses it. Without settings, or with websockets off,
 * nothing is opened. `onResumed` is called when the channel is followed again after the connection
 * was lost (the client reconnects and subscribes by itself): events sent meanwhile were missed, and
 * only the page's data, loaded again, says what they were.
 */
export function usePublicChannel(live: LiveSettings | null, channel: string, event: string, onEvent: (data: unknown) => void, onResumed?: () => void) {
  // The newest handlers without reopening the connection when their identity changes.
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const resumedHandler = useRef(onResumed);
  resumedHandler.current = onResumed;
  const enabled = live?.enabled ?? false;
  const key = live?.key;
  const host = live?.host;
  const port = live?.port;
  const scheme = live?.scheme;

  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    let disconnect = () => {};
    (async () => {
      const echo = await openLiveClient({ key, host, port, scheme }, () => !cancelled);
      if (!echo) return;
      const subscription = echo.channel(channel).listen(`.${event}`, (data: unknown) => handler.current(data));
      // Said on the page, for the browser tests and for anyone inspecting it: this channel is followed live.
      let subscriptions = 0;
      subscription.subscribed(() => {
        document.body.setAttribute("data-live-channel", channel);
        // Pusher subscribes again after every reconnection: from the second time on, events may have been missed.
        if (++subscriptions > 1) resumedHandler.current?.();
      });
      disconnect = () => {
        document.body.removeAttribute("data-live-channel");
        echo.leave(channel);
        echo.disconnect();
      };
    })().catch((error: unknown) => logError(`[live] could not follow ${channel}`, error));
    return () => {
      cancelled = true;
      disconnect();
    };
  }, [channel, event, enabled, key, host, port, scheme]);
}
