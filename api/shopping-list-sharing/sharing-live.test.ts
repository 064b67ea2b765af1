import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "../config/env";
import { dataEnvelope } from "../contract/envelopes";
import { shoppingList } from "../contract/shopping-list";
import { SHOPPING_LIST_CHANGED_EVENT, shoppingListChannel } from "../contract/shopping-list-live";
import { attachLiveServer, type LiveServer } from "../broadcasting/live-server";
import { channelAuth } from "../broadcasting/pusher-signatures";
import { DEVELOPMENT_BROADCASTING_SECRET } from "../config/broadcasting-settings";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser, issueAccessToken } from "../../tests/support/factories";

/**
 * A removed member's open websocket, replayed as the attack run did: subscribed to the list's
 * channel before the owner removed them, it must hear nothing of the list afterwards, while the
 * members who stay keep hearing it on their own sockets.
 */
let port = 0;
let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
const server = http.createServer((request, response) => handle(request, response));
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
const settings = () => ({ REVERB_HOST: "127.0.0.1", REVERB_PORT: String(port) });
const api = useTestApi(settings);
let live: LiveServer;
beforeAll(() => {
  handle = getRequestListener(api.app.fetch);
  live = attachLiveServer(server, loadApiEnv({ NODE_ENV: "test", ...settings() }), api.services);
});
afterAll(async () => {
  await live?.close();
  await new Promise((resolve) => server.close(resolve));
});

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

let sequence = 0;
async function member() {
  const user = await createUser(api.db, { name: `Vecina ${++sequence}` });
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}
type Member = Awaited<ReturnType<typeof member>>;

const call = (path: string, token: string, init: { method?: string; json?: unknown } = {}) =>
  fetch(`http://127.0.0.1:${port}${path}`, {
    method: init.method ?? "GET",
    headers: { authorization: `Bearer ${token}`, accept: "application/json", ...(init.json ? { "content-type": "application/json" } : {}) },
    body: init.json ? JSON.stringify(init.json) : undefined,
  });

/**
 * A websocket speaking the protocol by hand, subscribed to one private channel signed by
 * /broadcasting/auth for `who`, or (`signedElsewhere`) with a signature this process did not make,
 * as when another API process signed it.
 */
async function subscribedSocket(who: Member, channel: string, signedElsewhere = false) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/sazon-key?protocol=7&client=js&version=8.6.0`);
  const frames: Frame[] = [];
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  const seen = (match: (frame: Frame) => boolean) =>
    new Promise<Frame>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for a frame")), 5_000);
      const check = () => {
        const found = frames.find(match);
        if (found) {
          clearTimeout(timer);
          resolve(found);
        } else setTimeout(check, 10);
      };
      check();
    });
  ws.on("message", (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const established = await seen((frame) => frame.event === "pusher:connection_established");
  const socketId = (JSON.parse(established.data as string) as { socket_id: string }).socket_id;
  let auth = channelAuth({ appId: "sazon", key: "sazon-key", secret: DEVELOPMENT_BROADCASTING_SECRET }, socketId, channel);
  if (!signedElsewhere) {
    const signed = await call("/broadcasting/auth", who.token, { method: "POST", json: { socket_id: socketId, channel_name: channel } });
    expect(signed.status).toBe(200);
    auth = ((await signed.json()) as { auth: string }).auth;
  }
  ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }));
  await seen((frame) => frame.event === "pusher_internal:subscription_succeeded");
  return { ws, frames, closed, seen, changes: () => frames.filter((frame) => frame.event === SHOPPING_LIST_CHANGED_EVENT) };
}

async function addLine(who: Member, listId: number, text: string) {
  expect((await call(`/api/shopping-lists/${listId}/lines`, who.token, { method: "POST", json: { text } })).status).toBe(201);
}

/** Shares the owner's list with `guest` the way members do (invitation, then the guest accepts). */
async function shareWith(owner: Member, listId: number, guest: Member) {
  expect((await call(`/api/shopping-lists/${listId}/members`, owner.token, { method: "POST", json: { handle: guest.slug } })).status).toBeLessThan(300);
  const accepted = await call(`/api/user/shopping-list-invitations/${listId}/accept`, guest.token, { method: "POST" });
  if (accepted.status !== 404) expect(accepted.status).toBe(200);
}

describe("removing a member from a shared list, live", () => {
  it("ends the removed member's subscription on their open socket at once; the others keep hearing the list", async () => {
    const [owner, removed, stays] = [await member(), await member(), await member()];
    const lists = await call("/api/user/shopping-list", owner.token);
    const listId = dataEnvelope(shoppingList).parse(await lists.json()).data.id;
    await shareWith(owner, listId, removed);
    await shareWith(owner, listId, stays);
    const channel = shoppingListChannel(listId);
    const [removedSocket, staysSocket] = [await subscribedSocket(removed, channel), await subscribedSocket(stays, channel)];

    await addLine(owner, listId, "Pan");
    await removedSocket.seen((frame) => frame.event === SHOPPING_LIST_CHANGED_EVENT);

    expect((await call(`/api/shopping-lists/${listId}/members/${removed.slug}`, owner.token, { method: "DELETE" })).status).toBe(200);
    const refused = await removedSocket.seen((frame) => frame.event === "pusher:subscription_error" && frame.channel === channel);
    expect(refused.data).toMatchObject({ status: 403 });
    const heardBefore = removedSocket.changes().length;
    const staysHeardBefore = staysSocket.changes().length;

    await addLine(owner, listId, "Leche");
    await addLine(owner, listId, "Huevos");
    await staysSocket.seen(() => staysSocket.changes().length >= staysHeardBefore + 2);
    expect(removedSocket.changes()).toHaveLength(heardBefore);
    expect(api.services.liveChannels.subscriberCount(channel)).toBe(1);
    // Subscribing again on the same socket is refused by /broadcasting/auth.
    expect((await call("/broadcasting/auth", removed.token, { method: "POST", json: { socket_id: "1.2", channel_name: channel } })).status).toBe(403);
    removedSocket.ws.close();
    staysSocket.ws.close();
  });

  it("asks a socket signed by another process to reconnect (4200), so it is signed again or refused", async () => {
    const [owner, removed] = [await member(), await member()];
    const lists = await call("/api/user/shopping-list", owner.token);
    const listId = dataEnvelope(shoppingList).parse(await lists.json()).data.id;
    await shareWith(owner, listId, removed);
    const channel = shoppingListChannel(listId);
    const elsewhere = await subscribedSocket(removed, channel, true);
    expect((await call(`/api/shopping-lists/${listId}/members/${removed.slug}`, owner.token, { method: "DELETE" })).status).toBe(200);
    expect(await elsewhere.closed).toBe(4200);
    await expect.poll(() => api.services.liveChannels.subscriberCount(channel)).toBe(0);
  });
});
