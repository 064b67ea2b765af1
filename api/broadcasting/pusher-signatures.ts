import { createHash, createHmac, randomInt } from "node:crypto";
import { sameSecret } from "../security/secrets";

/** One Pusher "app": the public key clients connect with, and the secret that signs everything. */
export interface PusherApp {
  appId: string;
  key: string;
  secret: string;
}

/** What pusher-js and the `pusher` SDK accept: letters, digits and `_-=@,.;`, at most 200. */
export const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const socketIdPattern = /^\d{1,20}\.\d{1,20}$/;

function hmacHex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** `key:HMAC(secret, "socket_id:channel")`: what a private channel's subscription must carry. */
export function channelAuth(app: PusherApp, socketId: string, channel: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channel}`)}`;
}

/** `key:HMAC(secret, "socket_id::user::user_data")`: what pusher:signin must carry. */
export function userAuth(app: PusherApp, socketId: string, userData: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}::user::${userData}`)}`;
}

export function sameSignature(expected: string, given: string): boolean {
  return sameSecret(expected, given);
}

export function md5Hex(body: string): string {
  return createHash("md5").update(body, "utf8").digest("hex");
}

/**
 * The Pusher HTTP API's request signature: HMAC over "METHOD\nPATH\nquery", the query being every
 * parameter but auth_signature, keys sorted, values as sent (not URL-encoded).
 */
export function requestSignature(app: PusherApp, method: string, path: string, params: ReadonlyMap<string, string>): string {
  const query = [...params]
    .filter(([name]) => name !== "auth_signature")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
  return hmacHex(app.secret, `${method.toUpperCase()}\n${path}\n${query}`);
}

/** Pusher's socket ids: two random integers joined by a dot. */
export function newSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}
