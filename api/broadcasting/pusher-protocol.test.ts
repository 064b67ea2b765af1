import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import Echo from "laravel-echo";
import PusherServer from "pusher";
import Pusher from "pusher-js";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { loadApiEnv } from "../config/env";
import { useTestApi } from "../../tests/support/api-harness";
import { createUser } from "../../tests/support/factories";
import { createBroadcaster } from "./broadcaster";
import { DEVELOPMENT_BROADCASTING_SECRET } from "../config/broadcasting-settings";
import { attachLiveServer, type LiveServer } from "./live-server";
import { channelAuth, md5Hex, requestSignature, userAuth } from "./pusher-signatures";
import { liveNotification, userChannel } from "../contract/notifications";

const key = "sazon-key";
const appId = "sazon";

/** A real HTTP server: the API app over node:http with the live server on its upgrades. */
let port = 0;
let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
const server = http.createServer((request, response) => handle(request, response));
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
// The broadcaster publishes to this server, whose port is known only once it listens.
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

const origin = () => `http://127.0.0.1:${port}`;
const app = { appId, key, secret: DEVELOPMENT_BROADCASTING_SECRET };

async function member(name = "Carmen") {
  const user = await createUser(api.db, { name });
  return { user, token: await issueAccessToken(api.db, user.id, "live") };
}

const echoes: Echo<"reverb">[] = [];
afterAll(() => echoes.forEach((echo) => echo.disconnect()));

function echoFor(token: string) {
  const echo = new Echo({
    broadcaster: "reverb",
    key,
    wsHost: "127.0.0.1",
    wsPort: port,
    wssPort: port,
    forceTLS: false,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
    authEndpoint: `${origin()}/broadcasting/auth`,
    auth: { headers: { Authorization: `Bearer ${token}` } },
    Pusher,
    withoutInterceptors: true,
  });
  echoes.push(echo);
  return echo;
}

function withTimeout<T>(promise: Promise<T>, what: string, ms = 5_000): Promise<T> {
  return Promise.race([promise, new Promise<T>((_resolve, reject) => setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), ms))]);
}

/** As pusher-js posts to the auth endpoints: form fields, bearer token. */
function postForm(path: string, token: string, fields: Record<string, string>) {
  return fetch(`${origin()}${path}`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** A bare websocket speaking the protocol by hand. */
function rawClient(path = `/app/${key}?protocol=7&client=js&version=8.6.0`, serverPort = port) {
  const ws = new WebSocket(`ws://127.0.0.1:${serverPort}${path}`);
  const frames: Frame[] = [];
  const waiting: { match: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  ws.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    if (typeof frame.data === "string" && frame.event.startsWith("pusher")) frame.data = JSON.parse(frame.data);
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (waiter.match(frame)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })));
  return {
    ws,
    closed,
    next(event: string, channel?: string) {
      const match = (frame: Frame) => frame.event === event && (channel === undefined || frame.channel === channel);
      const seen = frames.find(match);
      return withTimeout(seen ? Promise.resolve(seen) : new Promise<Frame>((resolve) => waiting.push({ match, resolve })), event);
    },
    send(event: string, data: unknown, channel?: string) {
      ws.send(JSON.stringify({ event, data, ...(channel ? { channel } : {}) }));
    },
    async socketId() {
      const established = await this.next("pusher:connection_established");
      return (established.data as { socket_id: string }).socket_id;
    },
  };
}

describe("live notifications over the Pusher protocol", () => {
  it("lets a member subscribe to their own private channel through Laravel Echo and pusher-js", async () => {
    const { user, token } = await member();
    const echo = echoFor(token);
    const channel = echo.private(`App.Models.User.${user.id}`);
    await withTimeout(new Promise((resolve, reject) => channel.subscribed(resolve).error(reject)), "subscription");
    expect(echo.socketId()).toMatch(/^\d+\.\d+$/);
  });

  it("refuses another member's channel: /broadcasting/auth answers 403 and Echo's error callback gets it", async () => {
    const { token } = await member();
    const { user: other } = await member("Lucía");
    const echo = echoFor(token);
    const error = await withTimeout(
      new Promise<{ type: string; status?: number }>((resolve, reject) =>
        echo
          .private(`App.Models.User.${other.id}`)
          .subscribed(() => reject(new Error("subscribed")))
          .error(resolve),
      ),
      "subscription error",
    );
    expect(error).toMatchObject({ type: "AuthError", status: 403 });
  });

  it("delivers notification.created published through the broadcaster (pusher SDK over the HTTP API)", async () => {
    const { user, token } = await member();
    const echo = echoFor(token);
    const channel = echo.private(`App.Models.User.${user.id}`);
    await withTimeout(new Promise((resolve, reject) => channel.subscribed(resolve).error(reject)), "subscription");
    const received = new Promise<unknown>((resolve) => channel.listen(".notification.created", resolve));
    const payload = {
      id: "9f0c3b1e-1f7a-4a57-9d43-5b0d2c8e7a10",
      type: "new_follower",
      message: "Lucía ha empezado a seguirte",
      link: "/usuarios/lucia",
      read_at: null,
      created_at: "2026-10-01T10:00:00.000Z",
      created_at_human: "hace 1 segundo",
      data: { follower_id: 7, follower_name: "Lucía" },
    };
    expect(await api.services.broadcaster.publish(userChannel(user.id), "notification.created", payload)).toBe(true);
    expect(await withTimeout(received, "notification")).toEqual(payload);
  });

  it("delivers many events through the broadcaster, ten to a request, each on its own channel", async () => {
    const client = rawClient();
    await client.socketId();
    const channels = Array.from({ length: 12 }, (_, at) => `cocina-${at}`);
    for (const channel of channels) client.send("pusher:subscribe", { channel });
    for (const channel of channels) await client.next("pusher_internal:subscription_succeeded", channel);
    const events = channels.map((channel, at) => ({ channel, event: "recipe.published", payload: { n: at } }));
    expect(await api.services.broadcaster.publishMany(events)).toBe(true);
    for (const [at, channel] of channels.entries()) expect(JSON.parse((await client.next("recipe.published", channel)).data as string)).toEqual({ n: at });
  });

  it("tells a member live when someone follows them through the API, in their language, with §7's fields", async () => {
    const { user, token } = await member("Ana");
    const follower = await member("Bruno Díaz");
    const channel = echoFor(token).private(`App.Models.User.${user.id}`);
    await withTimeout(new Promise((resolve, reject) => channel.subscribed(resolve).error(reject)), "subscription");
    const received = new Promise<unknown>((resolve) => channel.listen(".notification.created", resolve));
    const followed = await api.request(`/api/users/${user.slug}/follow`, { method: "POST", token: follower.token });
    expect(followed.status).toBe(200);
    const live = liveNotification.parse(await withTimeout(received, "notification"));
    expect(live).toMatchObject({ type: "new_follower", message: "Bruno Díaz ha empezado a seguirte", link: `/users/${follower.user.slug}`, read_at: null });
    expect(live.data.messages).toEqual({ es: "Bruno Díaz ha empezado a seguirte", en: "Bruno Díaz started following you" });
    const listed = await (await api.request("/api/notifications", { token })).json();
    expect(listed.data[0].id).toBe(live.id);
  });

  it("delivers batches, skips the socket named in socket_id, and keeps channels apart", async () => {
    const first = rawClient();
    const second = rawClient();
    const [firstId] = await Promise.all([first.socketId(), second.socketId()]);
    for (const client of [first, second]) client.send("pusher:subscribe", { channel: "recetas" });
    await Promise.all([first.next("pusher_internal:subscription_succeeded", "recetas"), second.next("pusher_internal:subscription_succeeded", "recetas")]);
    const sdk = new PusherServer({ appId, key, secret: DEVELOPMENT_BROADCASTING_SECRET, host: "127.0.0.1", port: String(port) });
    await sdk.triggerBatch([
      { channel: "recetas", name: "recipe.published", data: { n: 1 }, socket_id: firstId },
      { channel: "otra", name: "recipe.published", data: { n: 2 } },
    ]);
    const frame = await second.next("recipe.published", "recetas");
    expect(JSON.parse(frame.data as string)).toEqual({ n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await Promise.race([first.next("recipe.published").then(() => "got it"), new Promise((resolve) => setTimeout(() => resolve("nothing"), 200))])).toBe("nothing");
    first.ws.close();
    second.ws.close();
  });

  it("answers 401 to a request signed with the wrong secret or too long ago, and 404 to another app", async () => {
    const wrongSecret = new PusherServer({ appId, key, secret: "not-the-secret-at-all", host: "127.0.0.1", port: String(port) });
    await expect(wrongSecret.trigger("recetas", "x", {})).rejects.toMatchObject({ status: 401 });

    const body = JSON.stringify({ name: "x", data: "{}", channel: "recetas" });
    const signed = (path: string, timestamp: number) => {
      const params = new Map([
        ["auth_key", key],
        ["auth_timestamp", String(timestamp)],
        ["auth_version", "1.0"],
        ["body_md5", md5Hex(body)],
      ]);
      const query = new URLSearchParams([...params, ["auth_signature", requestSignature(app, "POST", path, params)]]);
      return fetch(`${origin()}${path}?${query}`, { method: "POST", headers: { "content-type": "application/json" }, body });
    };
    const now = Math.floor(Date.now() / 1000);
    expect((await signed(`/apps/${appId}/events`, now)).status).toBe(200);
    expect((await signed(`/apps/${appId}/events`, now - 601)).status).toBe(401);
    expect((await signed(`/apps/another/events`, now)).status).toBe(404);

    // The broadcaster logs the refusal and answers false; it never throws at the caller.
    const lines: string[] = [];
    const misconfigured = createBroadcaster({ ...app, secret: "not-the-secret-at-all", host: "127.0.0.1", port, scheme: "http" }, (line) => lines.push(line));
    expect(await misconfigured.publish("recetas", "x", {})).toBe(false);
    expect(lines.join("\n")).toMatch(/HTTP 401/);
    await misconfigured.close();
  });

  it("refuses, on the websocket itself, a private subscription with a forged signature, and presence channels", async () => {
    const { user } = await member();
    const client = rawClient();
    const socketId = await client.socketId();
    const channel = userChannel(user.id);
    const forged = channelAuth({ ...app, secret: "a-secret-we-do-not-have" }, socketId, channel);
    client.send("pusher:subscribe", { channel, auth: forged });
    const refusal = await client.next("pusher:subscription_error", channel);
    expect(refusal.data).toMatchObject({ type: "AuthError", status: 401 });
    expect((await client.next("pusher:error")).data).toMatchObject({ code: 4009 });
    expect(api.services.liveChannels.subscriberCount(channel)).toBe(0);

    client.send("pusher:subscribe", { channel: "presence-cocina" });
    expect((await client.next("pusher:subscription_error", "presence-cocina")).data).toMatchObject({ status: 403 });

    // The genuine signature (for this socket id) works on the same connection.
    client.send("pusher:subscribe", { channel, auth: channelAuth(app, socketId, channel) });
    await client.next("pusher_internal:subscription_succeeded", channel);
    expect(api.services.liveChannels.subscriberCount(channel)).toBe(1);
    client.send("pusher:unsubscribe", { channel });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.services.liveChannels.subscriberCount(channel)).toBe(0);
    client.ws.close();
  });

  it("speaks the handshake: socket id and activity timeout, pong for ping, 4001 for an unknown key, 4007 for an old protocol", async () => {
    const client = rawClient();
    const established = await client.next("pusher:connection_established");
    expect(established.data).toEqual({ socket_id: expect.stringMatching(/^\d+\.\d+$/), activity_timeout: 30 });
    client.send("pusher:ping", {});
    await client.next("pusher:pong");
    client.send("client-typing", {}, "recetas");
    expect((await client.next("pusher:error")).data).toMatchObject({ message: expect.stringMatching(/client events/i) });
    client.ws.close();

    const stranger = rawClient("/app/not-our-key?protocol=7&client=js&version=8.6.0");
    expect((await stranger.next("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await stranger.closed).code).toBe(4001);

    const old = rawClient(`/app/${key}?protocol=3`);
    expect((await old.closed).code).toBe(4007);
  });

  it("closes a connection that sends a message over 10 KB", async () => {
    const client = rawClient();
    await client.socketId();
    client.send("pusher:subscribe", { channel: "recetas", padding: "x".repeat(11 * 1024) });
    expect((await withTimeout(client.closed, "close")).code).toBe(1009);
  });

  it("signs a member in (pusher:signin) with the user-auth endpoint's answer", async () => {
    const { user, token } = await member("Marta");
    const client = rawClient();
    const socketId = await client.socketId();
    const response = await postForm("/broadcasting/user-auth", token, { socket_id: socketId });
    expect(response.status).toBe(200);
    const signin = (await response.json()) as { auth: string; user_data: string };
    expect(JSON.parse(signin.user_data)).toEqual({ id: String(user.id), user_info: { name: "Marta" } });
    expect(signin.auth).toBe(userAuth(app, socketId, signin.user_data));
    client.send("pusher:signin", signin);
    expect((await client.next("pusher:signin_success")).data).toEqual({ user_data: signin.user_data });
    client.send("pusher:subscribe", { channel: `#server-to-user-${user.id}` });
    await client.next("pusher_internal:subscription_succeeded", `#server-to-user-${user.id}`);
    client.send("pusher:subscribe", { channel: `#server-to-user-${user.id + 1}` });
    await client.next("pusher:subscription_error", `#server-to-user-${user.id + 1}`);
    client.ws.close();
  });
});

describe("/broadcasting/auth", () => {
  it("signs the member's own channel (form or JSON, also under /api) and nothing else", async () => {
    const { user, token } = await member();
    const channel = userChannel(user.id);
    const signed = await postForm("/broadcasting/auth", token, { socket_id: "123.456", channel_name: channel });
    expect(signed.status).toBe(200);
    expect(await signed.json()).toEqual({ auth: channelAuth(app, "123.456", channel) });

    const viaApi = await api.request("/api/broadcasting/auth", { method: "POST", token, json: { socket_id: "123.456", channel_name: channel } });
    expect(viaApi.status).toBe(200);

    const other = await api.request("/broadcasting/auth", { method: "POST", token, json: { socket_id: "123.456", channel_name: userChannel(user.id + 1000) } });
    expect(other.status).toBe(403);
    const publicChannel = await api.request("/broadcasting/auth", { method: "POST", token, json: { socket_id: "123.456", channel_name: "recetas" } });
    expect(publicChannel.status).toBe(403);
  });

  it("answers 401 without a token and 422 for a malformed socket id or channel name", async () => {
    const { user, token } = await member();
    const anonymous = await api.request("/broadcasting/auth", { method: "POST", json: { socket_id: "123.456", channel_name: userChannel(user.id) } });
    expect(anonymous.status).toBe(401);
    const badSocket = await api.request("/broadcasting/auth", { method: "POST", token, json: { socket_id: "123", channel_name: userChannel(user.id) } });
    expect(badSocket.status).toBe(422);
    expect(((await badSocket.json()) as { errors: Record<string, string[]> }).errors).toHaveProperty("socket_id");
    const badChannel = await api.request("/broadcasting/auth", { method: "POST", token, json: { socket_id: "1.2", channel_name: "private-a b" } });
    expect(badChannel.status).toBe(422);
    const empty = await api.request("/broadcasting/auth", { method: "POST", token });
    expect(empty.status).toBe(422);
  });
});

describe("liveness", () => {
  const quiet = http.createServer();
  let quietPort = 0;
  let quietLive: LiveServer;
  beforeAll(async () => {
    await new Promise<void>((resolve) => quiet.listen(0, "127.0.0.1", resolve));
    quietPort = (quiet.address() as AddressInfo).port;
    quietLive = attachLiveServer(quiet, loadApiEnv({ NODE_ENV: "test" }), api.services, { activityTimeoutSeconds: 1, pongTimeoutSeconds: 1 });
  });
  afterAll(async () => {
    await quietLive?.close();
    await new Promise((resolve) => quiet.close(resolve));
  });

  it("pings a silent client after the activity timeout and closes it with 4201 when no pong comes", async () => {
    const client = rawClient(`/app/${key}?protocol=7`, quietPort);
    expect((await client.next("pusher:connection_established")).data).toMatchObject({ activity_timeout: 1 });
    await client.next("pusher:ping");
    expect((await withTimeout(client.closed, "close")).code).toBe(4201);
  });

  it("keeps a client that answers", async () => {
    const client = rawClient(`/app/${key}?protocol=7`, quietPort);
    await client.socketId();
    client.ws.on("message", (raw) => {
      if (JSON.parse(raw.toString()).event === "pusher:ping") client.send("pusher:pong", {});
    });
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    client.ws.close();
  });
});
