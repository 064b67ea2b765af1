import http from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import { eq } from "drizzle-orm";
import { WebSocket } from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadApiEnv } from "../config/env";
import { FORUM_POST_EVENT, FORUM_THREAD_EVENT, forumCategoryChannel, forumThreadChannel } from "../contract/forum-live";
import type { ForumReply, ForumThread } from "../contract/forums";
import { outboxEvents } from "../db/schema";
import { attachLiveServer, type LiveServer } from "../broadcasting/live-server";
import { grantRole } from "../permissions/role-grants";
import { useTestApi } from "../../tests/support/api-harness";
import { createForumCategories, createForumRegular, createUser, issueAccessToken } from "../../tests/support/factories";

/**
 * Live threads (decision 098): what the outbox broadcasts on a thread's and a category's public
 * channels, heard on a websocket as a reader's page hears it, through this process's live server.
 */
let port = 0;
/** While true, the live server's HTTP API refuses every event, as a broadcaster that is down. */
let refuseBroadcasts = false;
let handle: http.RequestListener = (_request, response) => response.writeHead(503).end();
const server = http.createServer((request, response) => (refuseBroadcasts && request.url?.startsWith("/apps/") ? response.writeHead(503).end() : handle(request, response)));
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
  data?: string;
}

/** A visitor's socket on public channels: no sign-in, no signature. */
async function listening(...channels: string[]) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/app/sazon-key?protocol=7&client=js&version=8.6.0`);
  const frames: Frame[] = [];
  ws.on("message", (raw) => frames.push(JSON.parse(raw.toString()) as Frame));
  const seen = (match: (frame: Frame) => boolean) => expect.poll(() => frames.some(match), { timeout: 5_000, interval: 10 }).toBe(true);
  await seen((frame) => frame.event === "pusher:connection_established");
  for (const channel of channels) {
    ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel } }));
    await seen((frame) => frame.event === "pusher_internal:subscription_succeeded" && frame.channel === channel);
  }
  const events = (event: string) => frames.filter((frame) => frame.event === event).map((frame) => JSON.parse(frame.data!) as Record<string, unknown>);
  return { ws, seen, events };
}

type Member = Awaited<ReturnType<typeof createUser>> & { token: string };
const withToken = async (user: Awaited<ReturnType<typeof createUser>>): Promise<Member> => ({ ...user, token: await issueAccessToken(api.db, user.id, "test") });

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as T };
}
const startThread = (who: Member, title: string) =>
  call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token: who.token, json: { category: "en-directo", title, text: "¿Alguien lo ha probado?" } });
const reply = (threadId: number, who: Member, text: string) =>
  call<{ data: ForumReply }>(`/api/forums/threads/${threadId}/replies`, { method: "POST", token: who.token, json: { text } });

let categoryId: number;
let regular: Member;
let other: Member;
let moderator: Member;
beforeAll(async () => {
  const [category] = await createForumCategories(api.db, [
    { slug: "en-directo", name: { es: "En directo", en: "Live" }, description: { es: "Hilos vivos.", en: "Live threads." }, colour: "accent" },
  ]);
  categoryId = category!.id;
  regular = await withToken(await createForumRegular(api.db, { name: "Rita Regular" }));
  other = await withToken(await createForumRegular(api.db, { name: "Olga Otra" }));
  moderator = await withToken(await createForumRegular(api.db, { name: "Mario Moderador" }));
  await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
});

describe("a thread's public channel", () => {
  it("hears each reply published, edited and removed by its ids, never a held reply's, and no text", async () => {
    const thread = (await startThread(regular, "Masa madre en directo")).body.data;
    const reader = await listening(forumThreadChannel(thread.id));
    const newcomer = await withToken(await createUser(api.db, { name: "Nico Nuevo" }));

    // A new member's reply is held, and so is its edit: nothing is said of either.
    const held = (await reply(thread.id, newcomer, "Yo le pongo centeno.")).body.data;
    expect(held.status).toBe("held");
    expect((await call(`/api/forums/replies/${held.id}`, { method: "PATCH", token: newcomer.token, json: { text: "Yo le pongo centeno y espelta." } })).status).toBe(200);
    const published = (await reply(thread.id, other, "Yo la refresco dos veces.")).body.data;
    await api.drainOutboxEvents();
    await reader.seen((frame) => frame.event === FORUM_POST_EVENT);
    expect(reader.events(FORUM_POST_EVENT)).toEqual([{ thread_id: thread.id, reply_id: published.id, change: "published" }]);

    // Approved from the queue, it is published now; then an edit and a moderator's removal.
    expect((await call(`/api/admin/moderation/held-posts/reply/${held.id}`, { method: "POST", token: moderator.token, json: { decision: "approve" } })).status).toBe(200);
    expect((await call(`/api/forums/replies/${published.id}`, { method: "PATCH", token: other.token, json: { text: "Yo la refresco tres veces." } })).status).toBe(200);
    expect((await call(`/api/forums/replies/${published.id}/flags`, { method: "POST", token: regular.token, json: { reason: "spam", note: "Publicidad" } })).status).toBe(201);
    expect((await call(`/api/admin/moderation/flagged-posts/reply/${published.id}`, { method: "POST", token: moderator.token, json: { decision: "hide" } })).status).toBe(200);
    await api.drainOutboxEvents();
    await reader.seen(() => reader.events(FORUM_POST_EVENT).length >= 4);
    expect(reader.events(FORUM_POST_EVENT)).toEqual([
      { thread_id: thread.id, reply_id: published.id, change: "published" },
      { thread_id: thread.id, reply_id: held.id, change: "published" },
      { thread_id: thread.id, reply_id: published.id, change: "edited" },
      { thread_id: thread.id, reply_id: published.id, change: "removed" },
    ]);

    // Restored from the thread page by a moderator (decision 097): said too.
    const restored = await call(`/api/admin/moderation/posts/reply/${published.id}/visibility`, {
      method: "POST",
      token: moderator.token,
      json: { action: "restore", reason: "Revisado: no es publicidad" },
    });
    expect(restored.status).toBe(200);
    await api.drainOutboxEvents();
    await reader.seen(() => reader.events(FORUM_POST_EVENT).length >= 5);
    expect(reader.events(FORUM_POST_EVENT).at(-1)).toEqual({ thread_id: thread.id, reply_id: published.id, change: "restored" });
    reader.ws.close();
  });

  it("does not fail a reply when the broadcaster refuses: the outbox event is done and the reply stands", async () => {
    const thread = (await startThread(regular, "Hilo sin directo")).body.data;
    const reader = await listening(forumThreadChannel(thread.id));
    refuseBroadcasts = true;
    try {
      const posted = await reply(thread.id, other, "Aquí sigo.");
      expect(posted.status).toBe(201);
      await api.drainOutboxEvents();
    } finally {
      refuseBroadcasts = false;
    }
    const owed = await api.db.select().from(outboxEvents).where(eq(outboxEvents.kind, "forum_reply"));
    expect(owed.length).toBeGreaterThan(0);
    expect(owed.every((event) => event.processedAt !== null && event.lastError === null)).toBe(true);
    expect(reader.events(FORUM_POST_EVENT)).toEqual([]);
    reader.ws.close();
  });
});

describe("a category's public channel", () => {
  it("hears each thread published in it, a new member's only once a moderator approves it", async () => {
    const reader = await listening(forumCategoryChannel(categoryId));
    const newcomer = await withToken(await createUser(api.db, { name: "Nadia Nueva" }));
    const held = (await startThread(newcomer, "Mi primera pregunta")).body.data;
    expect(held.status).toBe("held");
    const published = (await startThread(regular, "Pan de pueblo en casa")).body.data;
    await api.drainOutboxEvents();
    await reader.seen((frame) => frame.event === FORUM_THREAD_EVENT);
    expect(reader.events(FORUM_THREAD_EVENT)).toEqual([{ category_id: categoryId, thread_id: published.id }]);
    expect((await call(`/api/admin/moderation/held-posts/thread/${held.id}`, { method: "POST", token: moderator.token, json: { decision: "approve" } })).status).toBe(200);
    await api.drainOutboxEvents();
    await reader.seen(() => reader.events(FORUM_THREAD_EVENT).length >= 2);
    expect(reader.events(FORUM_THREAD_EVENT)).toEqual([
      { category_id: categoryId, thread_id: published.id },
      { category_id: categoryId, thread_id: held.id },
    ]);
    reader.ws.close();
  });
});
