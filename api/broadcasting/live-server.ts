import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { ApiEnv } from "../config/env";
import type { ApiServices } from "../http/bindings";
import { createPusherProtocolServer, type PusherProtocolLimits } from "./pusher-protocol-server";

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/** What an http.Server offers for websocket upgrades (Express's `listen` and Hono's `serve` return one). */
export interface UpgradeSource {
  on(event: "upgrade", listener: UpgradeListener): unknown;
  off(event: "upgrade", listener: UpgradeListener): unknown;
  listenerCount(event: "upgrade"): number;
}

export interface LiveServer {
  connectionCount(): number;
  close(): Promise<void>;
}

/**
 * Serves the Pusher-protocol websocket at /app/{key} on an HTTP server that already serves the API,
 * delivering what the API's /apps/{id}/events accepts. Close it before the HTTP server: open
 * websockets would otherwise keep `server.close()` waiting.
 */
export function attachLiveServer(
  server: UpgradeSource,
  env: Pick<ApiEnv, "broadcasting">,
  services: Pick<ApiServices, "liveChannels">,
  limits: Partial<PusherProtocolLimits> = {},
): LiveServer {
  const protocol = createPusherProtocolServer({ app: env.broadcasting, hub: services.liveChannels, limits });
  const onUpgrade: UpgradeListener = (request, socket, head) => {
    if (protocol.handleUpgrade(request, socket, head)) return;
    // Other upgrade listeners (a dev server's) may want this one; alone, we refuse it.
    if (server.listenerCount("upgrade") === 1) socket.end("HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n");
  };
  server.on("upgrade", onUpgrade);
  return {
    connectionCount: protocol.connectionCount,
    async close() {
      server.off("upgrade", onUpgrade);
      await protocol.close();
    },
  };
}
