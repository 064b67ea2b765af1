/** The Pusher Channels protocol (version 7) as this server speaks it: client messages in, frames out. */
import { z } from "zod";
import { channelNamePattern } from "./pusher-signatures";

/** pusher:error codes from the protocol; below 4100 the client does not reconnect. */
export const pusherErrorCodes = {
  appDoesNotExist: 4001,
  unsupportedProtocol: 4007,
  noProtocol: 4008,
  unauthorized: 4009,
  overCapacity: 4100,
  reconnect: 4200,
  pongNotReceived: 4201,
  rateLimited: 4301,
} as const;

export const supportedProtocolVersions = new Set(["5", "6", "7"]);

/** After pusher:signin, pusher-js subscribes to this channel (no '#' in ordinary channel names). */
const serverToUserChannel = /^#server-to-user-[A-Za-z0-9_\-=@,.;]{1,200}$/;

/** Any channel a client may subscribe to and the HTTP API may publish on. */
export const channelName = z.string().refine((name) => channelNamePattern.test(name) || serverToUserChannel.test(name), { message: "invalid channel name" });

export const clientMessage = z.object({
  event: z.string().min(1).max(200),
  channel: z.string().max(200).optional(),
  // Some clients send data as a JSON string, pusher-js as an object.
  data: z.unknown().optional(),
});

export const subscribeData = z.object({
  channel: channelName,
  auth: z.string().max(512).optional(),
  channel_data: z.string().max(10_240).optional(),
});

export const unsubscribeData = z.object({ channel: z.string().max(220) });

export const signinData = z.object({ auth: z.string().max(512), user_data: z.string().max(8_192) });

/** pusher-js requires a non-empty string id in the signed user data. */
export const signedUserData = z.object({ id: z.string().min(1).max(200) }).loose();

/** The data of a client message, whether it came as an object or as a JSON string. */
export function messageData(data: unknown): unknown {
  if (typeof data !== "string") return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

export function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(channel === undefined ? { event, data } : { event, channel, data });
}

/** Protocol events carry their data as a JSON string, as Pusher's own servers send it. */
export function protocolFrame(event: string, data: Record<string, unknown>, channel?: string): string {
  return frame(event, JSON.stringify(data), channel);
}

export function errorFrame(code: number | null, message: string): string {
  return frame("pusher:error", { code, message });
}
