/**
 * The websocket half of a Pusher Channels server (protocol 7, what pusher-js and Laravel Echo
 * speak): clients connect to /app/{key}, subscribe to public and signed private channels, and get
 * the events the HTTP API (pusher-http-api.ts) accepts.
 */
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocket, WebSocketServer } from "ws";
import type { ChannelHub } from "./channel-hub";
import { type ConnectionLimits, openPusherConnection, type PusherConnection } from "./pusher-connection";
import { errorFrame, pusherErrorCodes, supportedProtocolVersions } from "./pusher-messages";
import { newSocketId, type PusherApp } from "./pusher-signatures";

export interface PusherProtocolLimits extends ConnectionLimits {
  maxConnections: number;
  /** Pusher's own limit on a client message. */
  maxMessageBytes: number;
}

const defaultProtocolLimits: PusherProtocolLimits = {
  activityTimeoutSeconds: 30,
  pongTimeoutSeconds: 30,
  maxChannelsPerConnection: 100,
  maxMessagesPerWindow: 200,
  maxBufferedBytes: 1024 * 1024,
  maxConnections: 10_000,
  maxMessageBytes: 10 * 1024,
};

export interface PusherProtocolServer {
  /** Takes the upgrade when its path is /app/{key}; answers false for any other path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  connectionCount(): number;
  /** Asks every client to reconnect (elsewhere), then drops the ones that linger. */
  close(): Promise<void>;
}

const CLOSE_GRACE_MS = 1_000;

export function createPusherProtocolServer(options: { app: PusherApp; hub: ChannelHub; limits?: Partial<PusherProtocolLimits> }): PusherProtocolServer {
  const limits = { ...defaultProtocolLimits, ...options.limits };
  const context = { app: options.app, hub: options.hub, limits };
  const wss = new WebSocketServer({ noServer: true, clientTracking: false, perMessageDeflate: false, maxPayload: limits.maxMessageBytes });
  const connections = new Map<string, PusherConnection>();
  const sockets = new Set<WebSocket>();
  let closing = false;

  const sweepEveryMs = Math.max(250, (Math.min(limits.activityTimeoutSeconds, limits.pongTimeoutSeconds) * 1000) / 4);
  const sweeper = setInterval(() => {
    const now = Date.now();
    for (const connection of connections.values()) connection.checkActivity(now);
  }, sweepEveryMs);
  sweeper.unref();

  const refuse = (ws: WebSocket, code: number, message: string) => {
    ws.send(errorFrame(code, message));
    ws.close(code, message);
  };

  const accept = (ws: WebSocket, key: string | undefined, query: URLSearchParams) => {
    sockets.add(ws);
    // Oversized frames and broken sockets surface here; ws then closes the socket itself.
    ws.on("error", () => undefined);
    ws.on("close", () => sockets.delete(ws));
    if (closing) return refuse(ws, pusherErrorCodes.reconnect, "Server is restarting");
    if (key !== options.app.key) return refuse(ws, pusherErrorCodes.appDoesNotExist, `App key ${key ?? ""} does not exist`);
    const protocol = query.get("protocol");
    if (!protocol) return refuse(ws, pusherErrorCodes.noProtocol, "No protocol version supplied");
    if (!supportedProtocolVersions.has(protocol)) return refuse(ws, pusherErrorCodes.unsupportedProtocol, `Unsupported protocol version ${protocol}`);
    if (connections.size >= limits.maxConnections) return refuse(ws, pusherErrorCodes.overCapacity, "Over capacity");

    let socketId = newSocketId();
    while (connections.has(socketId)) socketId = newSocketId();
    const id = socketId;
    connections.set(
      id,
      openPusherConnection(ws, id, context, () => connections.delete(id)),
    );
  };

  return {
    handleUpgrade(request, socket, head) {
      const url = new URL(request.url ?? "/", "http://localhost");
      const match = /^\/app\/([^/]*)\/?$/.exec(url.pathname);
      if (!match) return false;
      let key: string | undefined;
      try {
        key = decodeURIComponent(match[1]!);
      } catch {
        key = undefined;
      }
      wss.handleUpgrade(request, socket, head, (ws) => accept(ws, key, url.searchParams));
      return true;
    },
    connectionCount: () => connections.size,
    async close() {
      closing = true;
      clearInterval(sweeper);
      for (const ws of sockets) {
        if (ws.readyState === WebSocket.OPEN) ws.close(pusherErrorCodes.reconnect, "Server is restarting");
      }
      const deadline = Date.now() + CLOSE_GRACE_MS;
      while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
