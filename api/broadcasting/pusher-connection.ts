/** One client's websocket: its socket id, its channels, its liveness, and what it may ask for. */
import { WebSocket } from "ws";
import type { z } from "zod";
import type { ChannelHub, ChannelMember } from "./channel-hub";
import { clientMessage, errorFrame, frame, messageData, protocolFrame, pusherErrorCodes, signedUserData, signinData, subscribeData, unsubscribeData } from "./pusher-messages";
import { channelAuth, type PusherApp, sameSignature, userAuth } from "./pusher-signatures";

export interface ConnectionLimits {
  /** Announced to clients; a silent client is pinged after it, and closed a pong timeout later. */
  activityTimeoutSeconds: number;
  pongTimeoutSeconds: number;
  maxChannelsPerConnection: number;
  /** Messages a client may send per 10 s window (pusher-js sends a handful). */
  maxMessagesPerWindow: number;
  /** A client that reads slower than we write is dropped once this much is queued for it. */
  maxBufferedBytes: number;
}

export interface ConnectionContext {
  app: PusherApp;
  hub: ChannelHub;
  limits: ConnectionLimits;
}

export interface PusherConnection extends ChannelMember {
  /** Called by the server's sweep: pings a silent client, closes one that did not answer. */
  checkActivity(now: number): void;
  close(code: number, reason: string): void;
}

const RATE_WINDOW_MS = 10_000;

/** Counts a client's messages per window; false once it sends more than `limit` in one. */
function messageRate(limit: number, startedAt: number) {
  let windowStart = startedAt;
  let windowCount = 0;
  return (now: number) => {
    if (now - windowStart > RATE_WINDOW_MS) {
      windowStart = now;
      windowCount = 0;
    }
    return ++windowCount <= limit;
  };
}

export function openPusherConnection(ws: WebSocket, socketId: string, context: ConnectionContext, onClosed: () => void): PusherConnection {
  const { app, hub, limits } = context;
  const channels = new Set<string>();
  let userId: string | undefined;
  let lastActivity = Date.now();
  let pingSentAt: number | undefined;
  const withinRate = messageRate(limits.maxMessagesPerWindow, lastActivity);

  const send = (text: string) => {
    if (ws.readyState !== WebSocket.OPEN) return;
    if (ws.bufferedAmount > limits.maxBufferedBytes) {
      ws.terminate();
      return;
    }
    ws.send(text);
  };

  const connection: PusherConnection = {
    socketId,
    deliver: send,
    revoke(channel) {
      if (!channels.delete(channel)) return;
      hub.leave(channel, connection);
      send(frame("pusher:subscription_error", { type: "AuthError", error: `No longer allowed on ${channel}`, status: 403 }, channel));
    },
    reconnect() {
      connection.close(pusherErrorCodes.reconnect, "Subscriptions changed: reconnect");
    },
    checkActivity(now) {
      if (pingSentAt !== undefined) {
        if (now - pingSentAt > limits.pongTimeoutSeconds * 1000) connection.close(pusherErrorCodes.pongNotReceived, "Pong reply not received");
      } else if (now - lastActivity > limits.activityTimeoutSeconds * 1000) {
        pingSentAt = now;
        send(protocolFrame("pusher:ping", {}));
      }
    },
    close(code, reason) {
      if (ws.readyState === WebSocket.OPEN) ws.close(code, reason);
      else ws.terminate();
    },
  };

  const refuseSubscription = (channel: string, status: number, message: string) => {
    send(errorFrame(pusherErrorCodes.unauthorized, message));
    // pusher-js hands this one to the channel's error callback (Echo's `.error()`).
    send(frame("pusher:subscription_error", { type: "AuthError", error: message, status }, channel));
  };

  const subscribe = (data: unknown) => {
    const parsed = subscribeData.safeParse(messageData(data));
    if (!parsed.success) return send(errorFrame(null, "Invalid pusher:subscribe message"));
    const { channel, auth } = parsed.data;
    if (!channels.has(channel)) {
      if (channels.size >= limits.maxChannelsPerConnection) {
        return refuseSubscription(channel, 403, `No more than ${limits.maxChannelsPerConnection} channels per connection`);
      }
      if (channel.startsWith("presence-")) return refuseSubscription(channel, 403, "Presence channels are not offered by this server");
      if (channel.startsWith("private-") && !(auth && sameSignature(channelAuth(app, socketId, channel), auth))) {
        return refuseSubscription(channel, 401, `Invalid signature for ${channel}`);
      }
      if (channel.startsWith("#") && (userId === undefined || channel !== `#server-to-user-${userId}`)) {
        return refuseSubscription(channel, 401, "Sign in before subscribing to your user channel");
      }
      channels.add(channel);
      hub.join(channel, connection);
    }
    send(protocolFrame("pusher_internal:subscription_succeeded", {}, channel));
  };

  const unsubscribe = (data: unknown) => {
    const parsed = unsubscribeData.safeParse(messageData(data));
    if (!parsed.success || !channels.delete(parsed.data.channel)) return;
    hub.leave(parsed.data.channel, connection);
  };

  const signin = (data: unknown) => {
    const parsed = signinData.safeParse(messageData(data));
    if (!parsed.success || !sameSignature(userAuth(app, socketId, parsed.data.user_data), parsed.data.auth)) {
      return send(errorFrame(pusherErrorCodes.unauthorized, "Invalid signature for pusher:signin"));
    }
    const user = signedUserData.safeParse(messageData(parsed.data.user_data));
    if (!user.success) return send(errorFrame(pusherErrorCodes.unauthorized, "user_data must be JSON with a string id"));
    userId = user.data.id;
    send(protocolFrame("pusher:signin_success", { user_data: parsed.data.user_data }));
  };

  ws.on("message", (raw, isBinary) => {
    const now = Date.now();
    lastActivity = now;
    pingSentAt = undefined;
    if (!withinRate(now)) {
      send(errorFrame(pusherErrorCodes.rateLimited, "Too many messages"));
      return connection.close(pusherErrorCodes.rateLimited, "Too many messages");
    }
    if (isBinary) return send(errorFrame(null, "Binary frames are not part of the protocol"));
    let message: z.infer<typeof clientMessage>;
    try {
      message = clientMessage.parse(JSON.parse(raw.toString()));
    } catch {
      return send(errorFrame(null, "Invalid message format"));
    }
    switch (message.event) {
      case "pusher:ping":
        return send(protocolFrame("pusher:pong", {}));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return subscribe(message.data);
      case "pusher:unsubscribe":
        return unsubscribe(message.data);
      case "pusher:signin":
        return signin(message.data);
      default:
        if (message.event.startsWith("client-")) return send(errorFrame(null, "Client events are not enabled for this app"));
        return send(errorFrame(null, `Unsupported event ${message.event}`));
    }
  });

  ws.on("close", () => {
    for (const channel of channels) hub.leave(channel, connection);
    channels.clear();
    onClosed();
  });

  send(protocolFrame("pusher:connection_established", { socket_id: socketId, activity_timeout: limits.activityTimeoutSeconds }));
  return connection;
}
