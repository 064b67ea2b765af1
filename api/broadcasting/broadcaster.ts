/**
 * Publishes events through the Pusher HTTP API with the official `pusher` SDK: to this process's own
 * live server by default, or, by settings alone, to Laravel Reverb, Soketi or Pusher.
 */
import http from "node:http";
import https from "node:https";
import Pusher from "pusher";
import { logWarning } from "../observability/log";
import type { BroadcastingSettings } from "../config/broadcasting-settings";

export interface Broadcaster {
  /** Where events go, for the start-up log: "http://127.0.0.1:3000 (app sazon)". */
  target: string;
  /**
   * Sends `payload` as `event` on `channel`. Never rejects: a failure is logged and answers false,
   * because a notification must not fail the request that caused it.
   */
  publish(channel: string, event: string, payload: unknown, options?: { exceptSocketId?: string }): Promise<boolean>;
  /**
   * Sends many events, each on its own channel, ten to a request (the Pusher HTTP API's batch
   * limit); answers whether every request was accepted. Never rejects, as `publish`.
   */
  publishMany(events: { channel: string; event: string; payload: unknown }[]): Promise<boolean>;
  /** Lets publishes in flight finish (briefly), then frees the connections. */
  close(): Promise<void>;
}

const REQUEST_TIMEOUT_MS = 5_000;
const CLOSE_GRACE_MS = 2_000;
/** Events per batch request the Pusher HTTP API accepts (Reverb, Soketi and our live server alike). */
const PUSHER_BATCH_LIMIT = 10;

export function createBroadcaster(settings: BroadcastingSettings, log: (line: string) => void = logWarning): Broadcaster {
  const useTLS = settings.scheme === "https";
  // node-fetch (inside the SDK) opens a connection per request without a keep-alive agent.
  const agent = useTLS ? new https.Agent({ keepAlive: true, maxSockets: 64 }) : new http.Agent({ keepAlive: true, maxSockets: 64 });
  const pusher = new Pusher({
    appId: settings.appId,
    key: settings.key,
    secret: settings.secret,
    host: settings.host,
    port: String(settings.port),
    useTLS,
    timeout: REQUEST_TIMEOUT_MS,
    agent,
  });
  const inFlight = new Set<Promise<boolean>>();
  let closed = false;
  const send = (what: string, request: () => ReturnType<Pusher["trigger"]>): Promise<boolean> => {
    if (closed) {
      log(`[live] not published after shutdown: ${what}`);
      return Promise.resolve(false);
    }
    const attempt = (async () => {
      try {
        const response = await request();
        // An unread body keeps its connection out of the keep-alive pool.
        await response.text();
        return true;
      } catch (error) {
        const status = (error as { status?: number }).status;
        const reason = error instanceof Error ? error.message : String(error);
        log(`[live] could not publish ${what}: ${reason}${status ? ` (HTTP ${status})` : ""}`);
        return false;
      }
    })();
    inFlight.add(attempt);
    void attempt.finally(() => inFlight.delete(attempt));
    return attempt;
  };

  return {
    target: `${settings.scheme}://${settings.host}:${settings.port} (app ${settings.appId})`,
    publish(channel, event, payload, options = {}) {
      return send(`${event} on ${channel}`, () => pusher.trigger(channel, event, payload, options.exceptSocketId ? { socket_id: options.exceptSocketId } : undefined));
    },
    async publishMany(events) {
      const sent: Promise<boolean>[] = [];
      for (let at = 0; at < events.length; at += PUSHER_BATCH_LIMIT) {
        const batch = events.slice(at, at + PUSHER_BATCH_LIMIT);
        sent.push(send(`${batch.length} events`, () => pusher.triggerBatch(batch.map(({ channel, event, payload }) => ({ channel, name: event, data: payload })))));
      }
      return (await Promise.all(sent)).every(Boolean);
    },
    async close() {
      closed = true;
      if (inFlight.size > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.allSettled(inFlight), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
        clearTimeout(timer);
      }
      agent.destroy();
    },
  };
}
