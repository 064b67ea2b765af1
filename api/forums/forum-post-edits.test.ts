import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ForumPostHistory, ForumReply, ForumThread, ForumThreadPage } from "../contract/forums";
import { notificationPage } from "../contract/notifications";
import { forumReplies, forumThreads, moderationActions } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createForumCategories, createSignedInForumRegular, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Editing forum posts and their history (decision 101), on a real database. */
const api = useTestApi();

/** A forum regular (decision 094: their posts are published at once); the trust tests make new members. */
const member = (overrides: Parameters<typeof createUser>[1] = {}) => createSignedInForumRegular(api.db, overrides);
const call = api.call;

const startThread = (token: string, title: string, text: string) =>
  call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json: { category: "tecnicas", title, text } });
const reply = async (threadId: number, token: string, text: string) =>
  (await call<{ data: ForumReply }>(`/api/forums/threads/${threadId}/replies`, { method: "POST", token, json: { text } })).body.data;
const editReply = (replyId: number, token: string | undefined, json: unknown, locale?: "es" | "en") =>
  call<{ data: ForumReply }>(`/api/forums/replies/${replyId}`, { method: "PATCH", token, json, locale });
const editThread = (threadId: number, token: string | undefined, json: unknown, locale?: "es" | "en") =>
  call<{ data: ForumThread }>(`/api/forums/threads/${threadId}`, { method: "PATCH", token, json, locale });
const history = (path: string, token?: string) => call<ForumPostHistory>(path, { token });

let author: Awaited<ReturnType<typeof member>>;
let other: Awaited<ReturnType<typeof member>>;
let moderator: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  author = await member({ name: "Lucía Edita" });
  other = await member({ name: "Pablo Responde" });
  moderator = await member({ name: "Inés Modera" });
  await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
  await createForumCategories(api.db, [{ slug: "tecnicas", name: { es: "Técnicas", en: "Techniques" }, description: { es: "Cómo.", en: "How." }, colour: "herb" }]);
});

describe("who edits", () => {
  it("refuses an author's edit in a locked thread (409, in the caller's language) and lets a moderator make it", async () => {
    const thread = (await startThread(author.token, "Hilo que se cerrará", "Texto primero")).body.data;
    const answer = await reply(thread.id, other.token, "Respuesta primera");
    await api.db.update(forumThreads).set({ locked: true }).where(eq(forumThreads.id, thread.id));

    const refused = await editReply(answer.id, other.token, { text: "Cambio tardío" }, "en");
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe("This thread is locked: only moderators can edit its posts.");
    expect((await editThread(thread.id, author.token, { text: "Cambio tardío" })).status).toBe(409);
    const [kept] = await api.db.select({ source: forumReplies.bodySource }).from(forumReplies).where(eq(forumReplies.id, answer.id));
    expect(kept!.source).toBe("Respuesta primera");

    const corrected = await editReply(answer.id, moderator.token, { text: "Respuesta corregida", reason: "Un enlace roto" });
    expect(corrected.status).toBe(200);
    expect(corrected.body.data.body_source).toBe("Respuesta corregida");
  });

  it("asks a moderator correcting someone else's post for a reason (the moderation reasons' message), logs it, and shows a notice without it", async () => {
    const thread = (await startThread(author.token, "Hilo que corregirá la moderación", "Texto con un teléfono")).body.data;
    for (const [reason, locale, message] of [
      [undefined, "es", "Escribe el motivo, entre 3 y 300 caracteres."],
      ["no", "en", "Write the reason, between 3 and 300 characters."],
      ["x".repeat(301), "en", "Write the reason, between 3 and 300 characters."],
    ] as const) {
      const refused = await editThread(thread.id, moderator.token, { text: "Texto sin teléfono", ...(reason === undefined ? {} : { reason }) }, locale);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.reason).toEqual([message]);
    }
    const [unchanged] = await api.db.select({ source: forumThreads.bodySource }).from(forumThreads).where(eq(forumThreads.id, thread.id));
    expect(unchanged!.source).toBe("Texto con un teléfono");

    expect((await editThread(thread.id, moderator.token, { text: "Texto sin teléfono", reason: "Quito un teléfono personal" })).status).toBe(200);
    // The author's own edit asks no reason and logs nothing.
    expect((await editThread(thread.id, author.token, { text: "Texto sin teléfono, gracias" })).status).toBe(200);
    const logged = await api.db
      .select({ actor: moderationActions.actorId, reason: moderationActions.reason, reply: moderationActions.replyId })
      .from(moderationActions)
      .where(and(eq(moderationActions.threadId, thread.id), eq(moderationActions.action, "edit")));
    expect(logged).toEqual([{ actor: moderator.id, reason: "Quito un teléfono personal", reply: null }]);

    const page = await call<ForumThreadPage>(`/api/forums/threads/${thread.id}`);
    expect(page.body.moderation).toEqual([expect.objectContaining({ action: "edit", user: { name: "Inés Modera", slug: moderator.slug }, reply_id: null })]);
    expect(JSON.stringify(page.body)).not.toContain("Quito un teléfono personal");
  });
});

describe("history", () => {
  it("lists a post's earlier versions newest first, rendered safely, with who edited; public for a published post", async () => {
    const thread = (await startThread(author.token, "Título de antes", "**Primera** versión")).body.data;
    expect((await editThread(thread.id, author.token, { title: "Título de después", text: "Segunda versión <script>alert(1)</script>" })).status).toBe(200);
    expect((await editThread(thread.id, moderator.token, { text: "Tercera versión", reason: "Quito un script" })).status).toBe(200);

    const answer = await history(`/api/forums/threads/${thread.id}/history`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ thread: { id: thread.id, key: `titulo-de-despues-${thread.id}`, title: "Título de después" }, reply_id: null });
    expect(answer.body.data.edited_at).not.toBeNull();
    expect(answer.body.data.revisions.map((revision) => [revision.editor?.name, revision.title, revision.body_html])).toEqual([
      ["Inés Modera", "Título de después", "<p>Segunda versión &lt;script&gt;alert(1)&lt;/script&gt;</p>\n"],
      ["Lucía Edita", "Título de antes", "<p><strong>Primera</strong> versión</p>\n"],
    ]);

    const unedited = await reply(thread.id, other.token, "Sin cambios");
    expect((await history(`/api/forums/replies/${unedited.id}/history`)).body.data.revisions).toEqual([]);
    expect((await history("/api/forums/replies/999999/history")).status).toBe(404);
    expect((await history("/api/forums/threads/999999/history")).status).toBe(404);
  });

  it("shows a hidden or held post's history only to its author and moderators", async () => {
    const thread = (await startThread(author.token, "Hilo con una respuesta oculta", "Texto")).body.data;
    const answer = await reply(thread.id, other.token, "Antes");
    expect((await editReply(answer.id, other.token, { text: "Después" })).status).toBe(200);
    await api.db.update(forumReplies).set({ status: "hidden" }).where(eq(forumReplies.id, answer.id));
    const path = `/api/forums/replies/${answer.id}/history`;
    expect((await history(path)).status).toBe(404);
    expect((await history(path, author.token)).status).toBe(404);
    expect((await history(path, other.token)).body.data.revisions.map((revision) => revision.body_html)).toEqual(["<p>Antes</p>\n"]);
    expect((await history(path, moderator.token)).status).toBe(200);
    // A moderator's correction of it is not in the thread's public notices while others cannot read it.
    expect((await editReply(answer.id, moderator.token, { text: "Corregida", reason: "Un dato de más" })).status).toBe(200);
    const notices = async () => (await call<ForumThreadPage>(`/api/forums/threads/${thread.id}`)).body.moderation.map((notice) => notice.action);
    expect(await notices()).toEqual([]);
    await api.db.update(forumReplies).set({ status: "published" }).where(eq(forumReplies.id, answer.id));
    expect(await notices()).toEqual(["edit"]);

    await api.db.update(forumThreads).set({ status: "held" }).where(eq(forumThreads.id, thread.id));
    expect((await history(`/api/forums/threads/${thread.id}/history`)).status).toBe(404);
    expect((await history(path, other.token)).status).toBe(404);
    expect((await history(`/api/forums/threads/${thread.id}/history`, author.token)).status).toBe(200);
  });
});

describe("mentions on edit", () => {
  const mentions = async (who: { token: string }) =>
    notificationPage.parse((await call("/api/notifications", { token: who.token })).body).data.filter((item) => item.type === "forum_mention");

  it("tells the members an edit newly mentions, once, and never again those the post already named", async () => {
    const named = await member({ name: "Ana Nombrada" });
    const added = await member({ name: "Beto Añadido" });
    const thread = (await startThread(author.token, "Hilo con menciones", "Hola")).body.data;
    const answer = await reply(thread.id, other.token, `Pregunta a @${named.slug}`);
    await api.drainOutboxEvents();
    expect(await mentions(named)).toHaveLength(1);

    expect((await editReply(answer.id, other.token, { text: `Pregunta a @${named.slug} y a @${added.slug}` })).status).toBe(200);
    await api.drainOutboxEvents();
    const link = `/forums/t/${thread.key}?reply=${answer.id}#reply-${answer.id}`;
    expect((await mentions(added)).map((item) => [item.data.link, item.data.message])).toEqual([[link, "Pablo Responde te ha mencionado en «Hilo con menciones»"]]);
    expect(await mentions(named)).toHaveLength(1);

    // Taken out and named again: still told once.
    expect((await editReply(answer.id, other.token, { text: "Pregunta a nadie" })).status).toBe(200);
    expect((await editReply(answer.id, other.token, { text: `Pregunta a @${added.slug}` })).status).toBe(200);
    await api.drainOutboxEvents();
    expect(await mentions(added)).toHaveLength(1);

    // The opening post's edit tells as a thread's mention does.
    expect((await editThread(thread.id, author.token, { text: `Hola @${named.slug}` })).status).toBe(200);
    await api.drainOutboxEvents();
    expect((await mentions(named)).map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}`, link]);
  });
});
