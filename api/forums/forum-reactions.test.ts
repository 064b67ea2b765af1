import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ForumCategoryThreads, ForumPostReactions, ForumReaction, ForumReply, ForumThread, ForumThreadPage } from "../contract/forums";
import { rowsOf } from "../db/rows-of";
import { forumReactions } from "../db/schema";
import { setReaction } from "./forum-reactions";
import { createForumCategories, createSignedInForumRegular, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Reactions on forum posts (decision 089) on a real database: toggled on and off, one of each, counted in the thread's answer, never on one's own post. */
const api = useTestApi();

/** A forum regular (decision 094: their posts are published at once); the trust tests make new members. */
const member = (overrides: Parameters<typeof createUser>[1] = {}) => createSignedInForumRegular(api.db, overrides);
const call = api.call;

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

describe("the top sort (decision 092)", () => {
  it("orders a category's threads by the reactions on their posts in the period, ties by id, across cursor pages, and moves the lists' version", async () => {
    await createForumCategories(api.db, [{ slug: "top", name: { es: "Lo mejor", en: "Top" }, description: { es: "Top.", en: "Top." }, colour: "herb" }]);
    const start = async (title: string) =>
      (await call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token: author.token, json: { category: "top", title, text: "¿Qué opináis?" } })).body.data.id;
    const [most, tiedFirst, tiedLater, old, none] = [
      await start("Tres reacciones"),
      await start("Dos en una respuesta"),
      await start("Dos en el hilo"),
      await start("Viejas glorias"),
      await start("Sin reacciones"),
    ];
    const answer = (await call<{ data: ForumReply }>(`/api/forums/threads/${tiedFirst}/replies`, { method: "POST", token: cook.token, json: { text: "Así." } })).body.data;
    const give = (thread: number, reply: number | null, userId: number, reactions: ForumReaction[]) =>
      Promise.all(reactions.map((reaction) => setReaction(api.db, { thread, reply }, userId, reaction, true)));
    const version = async () => rowsOf<{ version: string }>(await api.db.execute(sql`select version::text from community_version where id = 1`))[0]!.version;
    const before = await version();
    await give(most, null, cook.id, ["helpful", "love", "yum"]);
    expect(await version()).not.toBe(before);
    await give(tiedFirst, answer.id, friend.id, ["helpful", "bravo"]);
    await give(tiedLater, null, friend.id, ["yum"]);
    await give(tiedLater, null, cook.id, ["yum"]);
    await give(old, null, cook.id, ["helpful", "love", "yum", "bravo"]);
    // Three of the four 40 days ago: outside the week and the month, inside the year.
    await api.db
      .update(forumReactions)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(and(eq(forumReactions.threadId, old), sql`${forumReactions.reaction} <> 'helpful'`));

    const top = async (query: string) => (await call<ForumCategoryThreads>(`/api/forums/categories/top/threads?sort=top&${query}`)).body;
    const first = await top("period=month&per_page=2");
    expect(first.data.map((thread) => thread.id)).toEqual([most, tiedLater]);
    const second = await top(`period=month&per_page=2&cursor=${first.meta.next_cursor}`);
    expect(second.data.map((thread) => thread.id)).toEqual([tiedFirst, old]);
    expect(second.meta.next_cursor).toBeNull();
    expect((await top("period=week")).data.map((thread) => thread.id)).toEqual([most, tiedLater, tiedFirst, old]);
    // The default period is the year; a thread nobody reacted to is not top.
    expect((await top("")).data.map((thread) => thread.id)).toEqual([old, most, tiedLater, tiedFirst]);
    expect((await top("period=all")).data.map((thread) => thread.id)).not.toContain(none);
  });

  it("answers 422 for a period that is none of the four, in the caller's language", async () => {
    for (const [locale, message] of [
      ["es", "El valor del campo period no es una opción válida."],
      ["en", "The selected period is not a valid option."],
    ] as const) {
      const refused = await call("/api/forums/categories/dudas/threads?sort=top&period=decade", { locale });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.period).toEqual([message]);
    }
  });
});
