/**
 * The part of Pusher's HTTP API that publishers use (what the `pusher` SDK, Laravel's Pusher
 * broadcaster and Reverb's clients call): signed requests, trigger and batch bodies.
 */
import { z } from "zod";
import type { LiveEvent } from "./channel-hub";
import { channelName } from "./pusher-messages";
import { md5Hex, type PusherApp, requestSignature, sameSignature, socketIdPattern } from "./pusher-signatures";

/** Pusher refuses requests signed further than this from its clock. */
const MAX_CLOCK_SKEW_SECONDS = 600;

const signedQuery = z.object({
  auth_key: z.string().min(1).max(200),
  auth_timestamp: z.string().regex(/^\d{1,12}$/),
  auth_version: z.literal("1.0"),
  auth_signature: z.string().regex(/^[0-9a-f]{64}$/),
  body_md5: z
    .string()
    .regex(/^[0-9a-f]{32}$/)
    .optional(),
});

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignedRequest(app: PusherApp, request: { method: string; path: string; query: URLSearchParams; body: string }, now = Date.now()): SignatureCheck {
  const params = new Map<string, string>();
  for (const [name, value] of request.query) {
    if (params.has(name)) return { ok: false, reason: `Repeated query parameter ${name}` };
    params.set(name, value);
  }
  const parsed = signedQuery.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { ok: false, reason: "Missing or malformed auth_key, auth_timestamp, auth_version or auth_signature" };
  const query = parsed.data;
  if (query.auth_key !== app.key) return { ok: false, reason: "Unknown auth_key" };
  if (Math.abs(now / 1000 - Number(query.auth_timestamp)) > MAX_CLOCK_SKEW_SECONDS) {
    return { ok: false, reason: `Timestamp expired: more than ${MAX_CLOCK_SKEW_SECONDS} s from the server's time` };
  }
  if (request.body !== "" && (!query.body_md5 || !sameSignature(md5Hex(request.body), query.body_md5))) {
    return { ok: false, reason: "body_md5 does not match the body" };
  }
  if (!sameSignature(requestSignature(app, request.method, request.path, params), query.auth_signature)) {
    return { ok: false, reason: "Invalid signature" };
  }
  return { ok: true };
}

const eventName = z.string().min(1).max(200);
/** Pusher's limit on an event's data. */
const eventData = z.string().max(10 * 1024);
const socketId = z.string().regex(socketIdPattern);

export const triggerBody = z
  .object({
    name: eventName,
    data: eventData,
    channels: z.array(channelName).min(1).max(100).optional(),
    channel: channelName.optional(),
    socket_id: socketId.optional(),
    info: z.string().max(200).optional(),
  })
  .refine((body) => (body.channels === undefined) !== (body.channel === undefined), { message: "send either channels or channel", path: ["channels"] });

export const batchBody = z.object({
  batch: z
    .array(z.object({ name: eventName, data: eventData, channel: channelName, socket_id: socketId.optional(), info: z.string().max(200).optional() }))
    .min(1)
    .max(10),
});

export function triggeredEvent(body: z.infer<typeof triggerBody>): LiveEvent {
  return { event: body.name, channels: body.channels ?? [body.channel!], data: body.data, exceptSocketId: body.socket_id };
}

export function batchEvents(body: z.infer<typeof batchBody>): LiveEvent[] {
  return body.batch.map((item) => ({ event: item.name, channels: [item.channel], data: item.data, exceptSocketId: item.socket_id }));
}
