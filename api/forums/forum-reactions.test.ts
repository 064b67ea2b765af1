import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import type { ForumPostReactions, ForumReply, ForumThread, ForumThreadPage } from "../contract/forums";
import { createForumCategories, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Reactions on forum posts (decision 089) on a real database: toggled on and off, one of each, counted in the thread's answer, never on one's own post. */
const api = useTestApi();

async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(api.db, overrides);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const react = (method: "PUT" | "DELETE", post: string, reaction: string, token?: string, locale?: "es" | "en") =>
  call<{ data: { reactions: ForumPostReactions } }>(`/api/forums/${post}/reactions/${reaction}`, { method, token, locale });

let author: Awaited<ReturnType<typeof member>>;
let cook: Awaited<ReturnType<typeof member>>;
let friend: Awaited<ReturnType<typeof member>>;
let thread: ForumThread;
let reply: ForumReply;

beforeAll(async () => {
  author = await member({ name: "Autora Reacciones" });
  cook = await member({ name: "Cocinero Reacciones" });
  friend = await member({ name: "Amiga Reacciones" });
  await createForumCategories(api.db, [{ slug: "dudas", name: { es: "Dudas", en: "Questions" }, description: { es: "Dudas.", en: "Questions." }, colour: "accent" }]);
  thread = (
    await call<{ data: ForumThread }>("/api/forums/threads", {
      method: "POST",
      token: author.token,
      json: { category: "dudas", title: "¿Cuánto reposa la masa?", text: "Ni idea." },
    })
  ).body.data;
  reply = (await call<{ data: ForumReply }>(`/api/forums/threads/${thread.id}/replies`, { method: "POST", token: cook.token, json: { text: "Una noche en la nevera." } })).body
    .data;
});

describe("reactions on forum posts", () => {
  it("adds and takes back a member's reaction, one of each per post, and the thread's answer counts them with the caller's own marked", async () => {
    const added = await react("PUT", `threads/${thread.id}`, "yum", cook.token);
    expect(added.status).toBe(200);
    expect(added.body.data.reactions).toEqual([{ reaction: "yum", count: 1, mine: true }]);
    // Twice is once.
    expect((await react("PUT", `threads/${thread.id}`, "yum", cook.token)).body.data.reactions).toEqual([{ reaction: "yum", count: 1, mine: true }]);
    expect((await react("PUT", `threads/${thread.id}`, "helpful", cook.token)).body.data.reactions).toEqual([
      { reaction: "helpful", count: 1, mine: true },
      { reaction: "yum", count: 1, mine: true },
    ]);
    expect((await react("PUT", `threads/${thread.id}`, "yum", friend.token)).body.data.reactions).toEqual([
      { reaction: "helpful", count: 1, mine: false },
      { reaction: "yum", count: 2, mine: true },
    ]);
    expect((await react("PUT", `replies/${reply.id}`, "bravo", friend.token)).body.data.reactions).toEqual([{ reaction: "bravo", count: 1, mine: true }]);

    const asCook = await call<ForumThreadPage>(`/api/forums/threads/${thread.key}`, { token: cook.token });
    expect(asCook.body.thread.reactions).toEqual([
      { reaction: "helpful", count: 1, mine: true },
      { reaction: "yum", count: 2, mine: true },
    ]);
    expect(asCook.body.replies.data[0]!.reactions).toEqual([{ reaction: "bravo", count: 1, mine: false }]);
    const asVisitor = await call<ForumThreadPage>(`/api/forums/threads/${thread.key}`);
    expect(asVisitor.body.thread.reactions.every((item) => !item.mine)).toBe(true);
    expect(asVisitor.body.thread.reactions.map((item) => item.count)).toEqual([1, 2]);

    const removed = await react("DELETE", `threads/${thread.id}`, "yum", cook.token);
    expect(removed.status).toBe(200);
    expect(removed.body.data.reactions).toEqual([
      { reaction: "helpful", count: 1, mine: true },
      { reaction: "yum", count: 1, mine: false },
    ]);
    // Taking back what is not there changes nothing.
    expect((await react("DELETE", `threads/${thread.id}`, "yum", cook.token)).body.data.reactions).toEqual(removed.body.data.reactions);
    expect((await react("DELETE", `threads/${thread.id}`, "helpful", cook.token)).body.data.reactions).toEqual([{ reaction: "yum", count: 1, mine: false }]);
  });

  it("refuses a visitor, an unverified member, one's own post, an unknown post and an unknown reaction", async () => {
    expect((await react("PUT", `threads/${thread.id}`, "love")).status).toBe(401);
    expect((await react("DELETE", `replies/${reply.id}`, "love")).status).toBe(401);
    const unverified = await member({ emailVerifiedAt: null });
    expect((await react("PUT", `threads/${thread.id}`, "love", unverified.token)).status).toBe(403);

    const own = await react("PUT", `threads/${thread.id}`, "love", author.token, "en");
    expect(own.status).toBe(403);
    expect(own.body.message).toBe("You can't react to your own post.");
    expect((await react("PUT", `replies/${reply.id}`, "love", cook.token)).status).toBe(403);

    expect((await react("PUT", "threads/999999", "love", cook.token)).status).toBe(404);
    expect((await react("PUT", "replies/999999", "love", author.token)).status).toBe(404);

    const unknown = await react("PUT", `replies/${reply.id}`, "meh", author.token, "en");
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).not.toMatch(/validation\./);
    const enMessage = unknown.body.message;
    const inSpanish = await react("PUT", `replies/${reply.id}`, "meh", author.token, "es");
    expect(inSpanish.body.message).not.toBe(enMessage);
  });
});
