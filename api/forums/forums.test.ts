import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ForumCategory, ForumCategoryThreads, ForumReply, ForumThread, ForumThreadPage, ForumThreadWatch } from "../contract/forums";
import { notificationPage } from "../contract/notifications";
import { threadTag } from "../contract/cache-tags";
import { rowsOf } from "../db/rows-of";
import { follows, forumCategories as forumCategoriesTable, forumEdits, forumReplies, forumThreads, moderationActions } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createCatalogue, createForumCategories, createSignedInForumRegular, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Forums (issue 33) on a real database: categories, threads, replies, quotes, edits, locks, reply notifications, watch levels, solutions and moderation. */
const api = useTestApi();

/** A forum regular (decision 094: their posts are published at once); the trust tests make new members. */
const member = (overrides: Parameters<typeof createUser>[1] = {}) => createSignedInForumRegular(api.db, overrides);
const call = api.call;

const startThread = (token: string | undefined, json: unknown, locale?: "es" | "en") => call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json, locale });
const reply = (threadId: number, token: string | undefined, json: unknown) =>
  call<{ data: ForumReply }>(`/api/forums/threads/${threadId}/replies`, { method: "POST", token, json });

let author: Awaited<ReturnType<typeof member>>;
let other: Awaited<ReturnType<typeof member>>;

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  author = await member({ name: "Lucía Foro" });
  other = await member({ name: "Pablo Foro" });
  await createRecipe(api.db, catalogue, author.id, paellaRecipe({ slug: "paella-del-foro", title: { es: "Paella del foro", en: "Forum paella" } }));
  await createForumCategories(api.db, [
    { slug: "dudas-de-cocina", name: { es: "Dudas de cocina", en: "Cooking questions" }, description: { es: "Pregunta.", en: "Ask." }, colour: "accent" },
    { slug: "tecnicas", name: { es: "Técnicas", en: "Techniques" }, description: { es: "Cómo se hace.", en: "How it is done." }, colour: "herb" },
  ]);
});

describe("threads", () => {
  it("lets a verified member start a thread whose recipe link becomes a card, and lists it under its category with its counts", async () => {
    expect((await startThread(undefined, { category: "tecnicas", title: "¿Cómo sofreír bien?", text: "Hola" })).status).toBe(401);
    const unverified = await member({ emailVerifiedAt: null });
    expect((await startThread(unverified.token, { category: "tecnicas", title: "¿Cómo sofreír bien?", text: "Hola" })).status).toBe(403);

    const refused = await startThread(author.token, { category: "no-existe", title: "Corto", text: "" }, "en");
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {}).sort()).toEqual(["text", "title"]);

    const unknownCategory = await startThread(author.token, { category: "no-existe", title: "¿Cómo sofreír bien?", text: "Texto" }, "en");
    expect(unknownCategory.status).toBe(422);
    expect(unknownCategory.body.errors?.category).toEqual(["We couldn't find that forum category."]);

    const created = await startThread(author.token, {
      category: "tecnicas",
      title: "¿Cómo sofreír bien?",
      text: "Lo hago así:\n\nhttp://localhost:3000/receta/paella-del-foro\n\n<script>alert(1)</script>",
    });
    expect(created.status).toBe(201);
    const thread = created.body.data;
    expect(thread.key).toBe(`como-sofreir-bien-${thread.id}`);
    expect(thread.body_html).toContain('<a class="forum-recipe-card" data-recipe-card="paella-del-foro" href="/receta/paella-del-foro" rel="nofollow ugc noopener">');
    expect(thread.body_html).toContain("Paella del foro");
    expect(thread.body_html).not.toContain("<script");

    const categories = await call<{ data: ForumCategory[] }>("/api/forums/categories", { locale: "en" });
    expect(categories.body.data.map((category) => [category.slug, category.name, category.threads_count])).toEqual([
      ["dudas-de-cocina", "Cooking questions", 0],
      ["tecnicas", "Techniques", 1],
    ]);
    expect(categories.body.data[1]!.latest).toMatchObject({ thread: { key: thread.key }, user: { name: "Lucía Foro" } });
  });

  it("finds a thread by slug-id, id or slug, and sorts a category by activity, newest and unanswered with cursor pages", async () => {
    const titles = ["Primero de la lista", "Segundo de la lista", "Tercero de la lista"];
    const ids: number[] = [];
    for (const title of titles) ids.push((await startThread(other.token, { category: "dudas-de-cocina", title, text: "¿Alguien sabe?" })).body.data.id);
    // The first one gets a reply: most recent activity, no longer unanswered.
    expect((await reply(ids[0]!, author.token, { text: "Yo sí." })).status).toBe(201);
    await api.db.update(forumThreads).set({ pinned: true }).where(eq(forumThreads.id, ids[1]!));

    const list = (sort: string, cursor?: string) =>
      call<ForumCategoryThreads>(`/api/forums/categories/dudas-de-cocina/threads?sort=${sort}&per_page=1${cursor ? `&cursor=${cursor}` : ""}`);
    const latest = await list("latest");
    expect(latest.body.pinned.map((thread) => thread.id)).toEqual([ids[1]]);
    expect(latest.body.data.map((thread) => thread.id)).toEqual([ids[0]]);
    expect(latest.body.data[0]).toMatchObject({ replies_count: 1, last_user: { name: "Lucía Foro" } });
    const next = await list("latest", latest.body.meta.next_cursor!);
    expect(next.body.data.map((thread) => thread.id)).toEqual([ids[2]]);
    expect(next.body.pinned).toEqual([]);
    expect(next.body.meta.next_cursor).toBeNull();
    expect((await list("newest")).body.data.map((thread) => thread.id)).toEqual([ids[2]]);
    const unanswered = await call<ForumCategoryThreads>("/api/forums/categories/dudas-de-cocina/threads?sort=unanswered");
    expect(unanswered.body.data.map((thread) => thread.id)).toEqual([ids[2], ids[1]]);
    expect((await list("best")).status).toBe(422);
    expect((await call("/api/forums/categories/nada/threads")).status).toBe(404);

    for (const key of [`primero-de-la-lista-${ids[0]}`, String(ids[0]), "primero-de-la-lista", `titulo-viejo-${ids[0]}`]) {
      const found = await call<ForumThreadPage>(`/api/forums/threads/${key}`);
      expect(found.status, key).toBe(200);
      expect(found.body.thread.key).toBe(`primero-de-la-lista-${ids[0]}`);
    }
    expect((await call("/api/forums/threads/no-hay-tal-hilo")).status).toBe(404);
  });
});

describe("replies", () => {
  it("pages a thread's replies oldest first, keeps a quote only within the thread, and refuses replies to a locked thread", async () => {
    const thread = (await startThread(author.token, { category: "tecnicas", title: "Hilo con respuestas", text: "Empiezo yo." })).body.data;
    const elsewhere = (await startThread(author.token, { category: "tecnicas", title: "Otro hilo distinto", text: "Aparte." })).body.data;
    const foreign = (await reply(elsewhere.id, other.token, { text: "En otro hilo." })).body.data;
    const first = (await reply(thread.id, other.token, { text: "Primera respuesta" })).body.data;
    const quoting = await reply(thread.id, author.token, { text: "> Primera respuesta\n\nDe acuerdo.", quote_id: first.id });
    expect(quoting.body.data.quoted).toEqual({ id: first.id, user: { id: other.id, name: "Pablo Foro", slug: other.slug } });
    expect(quoting.body.data.body_html).toContain("<blockquote>");
    expect((await reply(thread.id, author.token, { text: "Cita ajena", quote_id: foreign.id })).body.data.quoted).toBeNull();

    const firstPage = await call<ForumThreadPage>(`/api/forums/threads/${thread.id}?per_page=2`);
    expect(firstPage.body.thread.replies_count).toBe(3);
    expect(firstPage.body.replies.data.map((item) => item.body_source)).toEqual(["Primera respuesta", "> Primera respuesta\n\nDe acuerdo."]);
    const secondPage = await call<ForumThreadPage>(`/api/forums/threads/${thread.id}?per_page=2&cursor=${firstPage.body.replies.meta.next_cursor}`);
    expect(secondPage.body.replies.data.map((item) => item.body_source)).toEqual(["Cita ajena"]);
    expect((await call(`/api/forums/threads/${thread.id}?cursor=nope`)).status).toBe(422);

    await api.db.update(forumThreads).set({ locked: true }).where(eq(forumThreads.id, thread.id));
    const locked = await call(`/api/forums/threads/${thread.id}/replies`, { method: "POST", token: other.token, json: { text: "¿Y ahora?" }, locale: "en" });
    expect(locked.status).toBe(409);
    expect(locked.body.message).toBe("This thread is locked: it takes no more replies.");
    expect((await reply(999_999, other.token, { text: "Hola" })).status).toBe(404);
  });
});

describe("edits", () => {
  it("lets the author and a moderator edit a post, keeps every earlier version, and refuses anyone else", async () => {
    const thread = (await startThread(author.token, { category: "tecnicas", title: "Hilo para editar", text: "Versión uno" })).body.data;
    const answer = (await reply(thread.id, other.token, { text: "Respuesta uno" })).body.data;

    expect((await call(`/api/forums/threads/${thread.id}`, { method: "PATCH", token: other.token, json: { text: "Intruso" } })).status).toBe(403);
    expect((await call(`/api/forums/replies/${answer.id}`, { method: "PATCH", token: author.token, json: { text: "Intruso" } })).status).toBe(403);
    expect((await call(`/api/forums/replies/${answer.id}`, { method: "PATCH", json: { text: "Visitante" } })).status).toBe(401);

    const edited = await call<{ data: ForumThread }>(`/api/forums/threads/${thread.id}`, {
      method: "PATCH",
      token: author.token,
      json: { title: "Hilo ya editado", text: "**Versión dos**" },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ key: `hilo-ya-editado-${thread.id}`, body_html: "<p><strong>Versión dos</strong></p>\n" });
    expect(edited.body.data.edited_at).not.toBeNull();

    const moderator = await member();
    await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
    const moderated = await call<{ data: ForumReply }>(`/api/forums/replies/${answer.id}`, {
      method: "PATCH",
      token: moderator.token,
      json: { text: "Respuesta corregida", reason: "Quito un dato personal" },
    });
    expect(moderated.status).toBe(200);
    expect(moderated.body.data.body_source).toBe("Respuesta corregida");

    const history = await api.db.select().from(forumEdits).where(eq(forumEdits.threadId, thread.id));
    expect(history.map((edit) => [edit.previousTitle, edit.previousSource, edit.editorId])).toEqual([["Hilo para editar", "Versión uno", author.id]]);
    const replyHistory = await api.db.select().from(forumEdits).where(eq(forumEdits.replyId, answer.id));
    expect(replyHistory.map((edit) => [edit.previousSource, edit.editorId])).toEqual([["Respuesta uno", moderator.id]]);
  });

  it("previews Markdown for a signed-in member only", async () => {
    expect((await call("/api/forums/preview", { method: "POST", json: { text: "**hola**" } })).status).toBe(401);
    const preview = await call<{ html: string }>("/api/forums/preview", { method: "POST", token: other.token, json: { text: "**hola** [x](javascript:alert(1))" } });
    expect(preview.body.html).toBe("<p><strong>hola</strong> [x](javascript:alert(1))</p>\n");
  });
});

describe("reply notifications and watch levels (decision 087)", () => {
  const watchPath = (thread: number | string) => `/api/forums/threads/${thread}/watch`;
  const setWatch = (thread: number, who: { token: string }, level: string, locale?: "es" | "en") =>
    call<ForumThreadWatch>(watchPath(thread), { method: "PUT", token: who.token, json: { level }, locale });
  const levelOf = async (thread: number, who: { token: string }) => (await call<ForumThreadWatch>(watchPath(thread), { token: who.token })).body.data.level;
  const forumNotifications = async (who: { token: string }, locale?: "es" | "en", type = "forum_reply") =>
    notificationPage.parse((await call("/api/notifications", { token: who.token, locale })).body).data.filter((item) => item.type === type);

  it("tells the thread's author and every member watching, never the replier, once each per reply, with a link to the reply", async () => {
    const starter = await member({ name: "Rosa Hilo" });
    const watcher = await member({ name: "Tomás Mirón" });
    const first = await member({ name: "Inés Primera" });
    const second = await member({ name: "Óscar Segundo" });
    const thread = (await startThread(starter.token, { category: "tecnicas", title: "¿Sal antes o después?", text: "Con la carne." })).body.data;
    expect(await levelOf(thread.id, starter)).toBe("watching");
    expect(await levelOf(thread.id, watcher)).toBe("normal");
    expect((await setWatch(thread.id, watcher, "watching")).status).toBe(200);

    const answer = (await reply(thread.id, first.token, { text: "Siempre antes." })).body.data;
    await api.drainOutboxEvents();
    // Replying made the first replier watch: the second reply tells them too.
    expect(await levelOf(thread.id, first)).toBe("watching");
    const later = (await reply(thread.id, second.token, { text: "Yo después." })).body.data;
    await api.drainOutboxEvents();
    await api.drainOutboxEvents();

    const told = await forumNotifications(starter);
    expect(told.map((item) => item.data.link)).toEqual([
      `/forums/t/${thread.key}?reply=${later.id}#reply-${later.id}`,
      `/forums/t/${thread.key}?reply=${answer.id}#reply-${answer.id}`,
    ]);
    expect(told[1]!.data.message).toBe("Inés Primera ha respondido en «¿Sal antes o después?»");
    expect((await forumNotifications(starter, "en"))[0]!.data.message).toBe("Óscar Segundo replied in “¿Sal antes o después?”");
    expect((await forumNotifications(watcher)).map((item) => item.data.link)).toEqual(told.map((item) => item.data.link));
    expect((await forumNotifications(first)).map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}?reply=${later.id}#reply-${later.id}`]);
    expect(await forumNotifications(second)).toEqual([]);
  });

  it("tells nobody who muted the thread or switched forum replies off, and a member at normal only when quoted", async () => {
    const starter = await member();
    const muted = await member();
    const quiet = await member({ notificationPreferences: { forum_reply: false } });
    const normal = await member();
    const replier = await member();
    const thread = (await startThread(starter.token, { category: "tecnicas", title: "¿Qué aceite para freír?", text: "Para freír." })).body.data;
    expect((await setWatch(thread.id, starter, "muted")).status).toBe(200);
    expect((await setWatch(thread.id, muted, "muted")).status).toBe(200);
    // A level chosen before replying stays: replying makes watching only those who chose none.
    expect((await reply(thread.id, muted.token, { text: "Girasol." })).status).toBe(201);
    expect(await levelOf(thread.id, muted)).toBe("muted");
    expect((await setWatch(thread.id, quiet, "watching")).status).toBe(200);
    const quoted = (await reply(thread.id, normal.token, { text: "Oliva suave." })).body.data;
    expect((await setWatch(thread.id, normal, "normal")).status).toBe(200);

    await reply(thread.id, replier.token, { text: "Sin citar a nadie." });
    await api.drainOutboxEvents();
    expect(await forumNotifications(normal)).toEqual([]);
    await reply(thread.id, replier.token, { text: "> Oliva suave.\n\nDe acuerdo.", quote_id: quoted.id });
    await api.drainOutboxEvents();

    expect(await forumNotifications(normal)).toHaveLength(1);
    for (const nobody of [starter, muted, quiet]) expect(await forumNotifications(nobody)).toEqual([]);
  });

  it("tells a member who began watching after a reply was written nothing of it, however late the outbox does it", async () => {
    const starter = await member();
    const early = await member();
    const late = await member();
    const thread = (await startThread(starter.token, { category: "tecnicas", title: "¿Freír con mantequilla?", text: "¿Se quema?" })).body.data;
    // Its event waits for the outbox's gathering pause (50 ms); meanwhile `late` replies, and so watches the thread.
    expect((await reply(thread.id, early.token, { text: "Con un poco de aceite, no." })).status).toBe(201);
    const answer = (await reply(thread.id, late.token, { text: "O clarificada." })).body.data;
    await api.drainOutboxEvents();
    expect(await forumNotifications(late)).toEqual([]);
    expect((await forumNotifications(early)).map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}?reply=${answer.id}#reply-${answer.id}`]);
  });

  it("tells a member their @handle was mentioned, once per post and instead of the reply, but not in a quote or code, nor the muted, nor a private member the writer does not follow", async () => {
    const writer = await member({ name: "Marcos Menciona" });
    const named = await member();
    const watching = await member();
    const inCode = await member();
    const hidden = await member({ privacySettings: { profile_public: false } });
    const hiddenFollower = await member({ privacySettings: { profile_public: false } });
    await api.db.insert(follows).values({ followerId: hiddenFollower.id, followedId: writer.id });
    const muted = await member();
    const thread = (
      await startThread(writer.token, {
        category: "tecnicas",
        title: "¿Quién sabe de masa madre?",
        text: `@${named.slug}, @${named.slug} y @${hidden.slug} y @${hiddenFollower.slug}: \`@${inCode.slug}\` correo@${inCode.slug}.es @${writer.slug}`,
      })
    ).body.data;
    // A public member's handle links to their profile, a private one's stays text (decision 092).
    expect(thread.body_html).toContain(`<a href="/users/${named.slug}" class="forum-mention" rel="nofollow ugc noopener">@${named.slug}</a>`);
    expect(thread.body_html).not.toContain(`/users/${hidden.slug}"`);
    await setWatch(thread.id, watching, "watching");
    await setWatch(thread.id, muted, "muted");
    await api.drainOutboxEvents();
    const mentions = (who: { token: string }, locale?: "es" | "en") => forumNotifications(who, locale, "forum_mention");
    expect((await mentions(named)).map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}`]);
    expect((await mentions(named, "en"))[0]!.data.message).toBe("Marcos Menciona mentioned you in “¿Quién sabe de masa madre?”");
    expect(await mentions(hiddenFollower)).toHaveLength(1);
    for (const nobody of [hidden, inCode, writer]) expect(await mentions(nobody)).toEqual([]);

    const answer = (await reply(thread.id, writer.token, { text: `> @${inCode.slug} dijo algo\n\n@${watching.slug} @${muted.slug} ¿qué opináis?` })).body.data;
    await api.drainOutboxEvents();
    expect((await mentions(watching)).map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}?reply=${answer.id}#reply-${answer.id}`]);
    expect(await forumNotifications(watching)).toEqual([]);
    for (const nobody of [muted, inCode]) expect(await mentions(nobody)).toEqual([]);
  });

  it("answers a visitor 401, an unknown thread 404 and a level that is none of the three 422, in the caller's language; the thread's answer carries the caller's level", async () => {
    const someone = await member();
    const thread = (await startThread(author.token, { category: "tecnicas", title: "Hilo para vigilar", text: "Vigílalo." })).body.data;
    expect((await call(watchPath(thread.id))).status).toBe(401);
    expect((await call(watchPath(thread.id), { method: "PUT", json: { level: "muted" } })).status).toBe(401);
    expect((await call(watchPath(999_999), { token: someone.token })).status).toBe(404);
    expect((await call(watchPath("no-hay-tal-hilo"), { method: "PUT", token: someone.token, json: { level: "muted" } })).status).toBe(404);
    const refused = await setWatch(thread.id, someone, "loud", "en");
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.level).toEqual(["The selected level is not a valid option."]);

    const saved = await call<ForumThreadWatch>(watchPath(thread.key), { method: "PUT", token: someone.token, json: { level: "muted" }, locale: "en" });
    expect(saved.body).toEqual({ data: { level: "muted" }, message: "We'll notify you about this thread as you chose." });
    expect(await levelOf(thread.id, someone)).toBe("muted");
    // The thread's answer carries the caller's level, so its page needs no second call; a visitor's carries none.
    expect((await call<ForumThreadPage>(`/api/forums/threads/${thread.key}`, { token: someone.token })).body.watch).toBe("muted");
    expect((await call<ForumThreadPage>(`/api/forums/threads/${thread.key}`, { token: author.token })).body.watch).toBe("watching");
    expect((await call<ForumThreadPage>(`/api/forums/threads/${thread.key}`)).body).not.toHaveProperty("watch");
  });
});

describe("a reply's page", () => {
  it("answers the page of a long thread that holds a reply, and its cursor; the first page for an early or unknown reply", async () => {
    const started = await startThread(author.token, { category: "tecnicas", title: "¿Cuántas vueltas le dais al sofrito?", text: "Yo, muchas." });
    expect(started.status).toBe(201);
    const threadId = started.body.data.id;
    // 7 replies a page (per_page), written straight into the thread: 20 in all.
    const base = Date.parse("2026-11-01T10:00:00Z");
    const rows = await api.db
      .insert(forumReplies)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          threadId,
          userId: index % 2 ? author.id : other.id,
          bodySource: `Vuelta ${index + 1}`,
          bodyHtml: `<p>Vuelta ${index + 1}</p>`,
          createdAt: new Date(base + index * 60_000),
        })),
      )
      .returning({ id: forumReplies.id });
    const ids = rows.map((row) => row.id);
    const page = (query: string) => call<ForumThreadPage>(`/api/forums/threads/${threadId}?per_page=7&${query}`);

    const first = await page("");
    const second = await page(`cursor=${first.body.replies.meta.next_cursor}`);
    const third = await page(`cursor=${second.body.replies.meta.next_cursor}`);
    expect(first.body.page_cursor).toBeNull();
    expect(third.body.replies.data.map((item) => item.id)).toEqual(ids.slice(14));

    const holding = await page(`reply=${ids[16]}`);
    expect(holding.status).toBe(200);
    expect(holding.body.page_cursor).toBe(second.body.replies.meta.next_cursor);
    expect(holding.body.replies.data.map((item) => item.id)).toEqual(ids.slice(14));
    // The first reply of a page is on that page, not the one before.
    expect((await page(`reply=${ids[7]}`)).body.page_cursor).toBe(first.body.replies.meta.next_cursor);
    expect((await page(`reply=${ids[6]}`)).body.page_cursor).toBeNull();
    expect((await page(`reply=${ids[0]}`)).body.replies.data[0]!.id).toBe(ids[0]);
    // Not this thread's, or none: the first page.
    const elsewhere = await startThread(other.token, { category: "tecnicas", title: "¿Sofrito con o sin tapa?", text: "Sin." });
    const foreign = await reply(elsewhere.body.data.id, author.token, { text: "Con tapa al principio." });
    expect((await page(`reply=${foreign.body.data.id}`)).body.page_cursor).toBeNull();
    expect((await page("reply=999999")).body.replies.data[0]!.id).toBe(ids[0]);
    expect((await page("reply=cero")).status).toBe(422);
  });
});

describe("solutions and moderation (decision 091)", () => {
  type ThreadState = { data: { key: string; category: { slug: string }; pinned: boolean; locked: boolean; solved_reply_id: number | null } };
  const solve = (thread: number, who: { token: string } | undefined, replyId: number | null, locale?: "es" | "en") =>
    call<ThreadState>(
      `/api/forums/threads/${thread}/solution`,
      replyId === null ? { method: "DELETE", token: who?.token } : { method: "PUT", token: who?.token, json: { reply: replyId }, locale },
    );
  const moderate = (thread: number, who: { token: string } | undefined, json: unknown, locale?: "es" | "en") =>
    call<ThreadState>(`/api/forums/threads/${thread}/moderation`, { method: "POST", token: who?.token, json, locale });
  const logOf = async (thread: number) =>
    (await api.db.select().from(moderationActions).where(eq(moderationActions.threadId, thread)).orderBy(moderationActions.id)).map((row) => [
      row.action,
      row.actorId,
      row.replyId ?? row.reason,
      row.fromCategoryId,
      row.toCategoryId,
    ]);
  let moderator: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    moderator = await member({ name: "Inés Modera" });
    await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
  });

  it("lets the thread's author or a moderator mark one of its replies as the solution, change or take it back, never another thread's, and logs each", async () => {
    const thread = (await startThread(author.token, { category: "tecnicas", title: "¿Por qué se corta la mayonesa?", text: "Siempre me pasa." })).body.data;
    const first = (await reply(thread.id, other.token, { text: "El aceite, poco a poco." })).body.data;
    const second = (await reply(thread.id, other.token, { text: "Todo a la misma temperatura." })).body.data;
    const elsewhere = (await startThread(other.token, { category: "tecnicas", title: "¿Alioli con huevo o sin?", text: "Dudas." })).body.data;
    const foreign = (await reply(elsewhere.id, author.token, { text: "Sin huevo." })).body.data;

    expect((await solve(thread.id, undefined, first.id)).status).toBe(401);
    expect((await solve(thread.id, other, first.id)).status).toBe(403);
    const refused = await solve(thread.id, author, foreign.id, "en");
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.reply).toEqual(["That reply is not in this thread."]);
    expect((await solve(999_999, author, first.id)).status).toBe(404);

    expect((await solve(thread.id, author, first.id)).body.data.solved_reply_id).toBe(first.id);
    expect((await solve(thread.id, author, first.id)).status).toBe(200);
    expect((await solve(thread.id, moderator, second.id)).body.data.solved_reply_id).toBe(second.id);
    const page = await call<ForumThreadPage>(`/api/forums/threads/${thread.id}`);
    expect(page.body.thread).toMatchObject({ solved: true, solved_reply_id: second.id });
    expect(page.body.replies.data.map((item) => item.solution)).toEqual([false, true]);
    expect((await solve(thread.id, author, null)).body.data.solved_reply_id).toBeNull();
    expect((await solve(thread.id, other, null)).status).toBe(403);

    // Marking the same reply twice logs it once.
    expect(await logOf(thread.id)).toEqual([
      ["solve", author.id, first.id, null, null],
      ["solve", moderator.id, second.id, null, null],
      ["unsolve", author.id, second.id, null, null],
    ]);
  });

  it("lets moderators alone pin, lock and move a thread, each with a reason, logs who and why, and shows everyone the history without the reasons", async () => {
    const thread = (await startThread(author.token, { category: "tecnicas", title: "Hilo para moderar", text: "Moderadme." })).body.data;
    const pin = { action: "pin", reason: "Útil para todos" };
    expect((await moderate(thread.id, undefined, pin)).status).toBe(401);
    for (const who of [author, other]) expect((await moderate(thread.id, who, pin)).status).toBe(403);

    for (const [locale, message] of [
      ["en", "Write the reason, between 3 and 300 characters."],
      ["es", "Escribe el motivo, entre 3 y 300 caracteres."],
    ] as const) {
      const unexplained = await moderate(thread.id, moderator, { action: "lock", reason: "  " }, locale);
      expect(unexplained.status).toBe(422);
      expect(unexplained.body.errors?.reason).toEqual([message]);
    }
    expect((await moderate(thread.id, moderator, { action: "lock" })).status).toBe(422);

    const stamp = async () => rowsOf<{ seq: string }>(await api.db.execute(sql`select coalesce(max(seq), 0)::text as seq from cache_tag_changes`))[0]!.seq;
    const before = await stamp();
    const pinned = await moderate(thread.id, moderator, pin);
    expect(pinned.body).toMatchObject({ data: { pinned: true, locked: false }, message: "Hilo fijado." });
    const tags = rowsOf<{ tag: string }>(await api.db.execute(sql`select distinct tag from cache_tag_changes where seq > ${before}::bigint`)).map((row) => row.tag);
    expect(tags).toContain(threadTag(thread.id));
    expect((await moderate(thread.id, moderator, pin)).status).toBe(200);

    expect((await moderate(thread.id, moderator, { action: "lock", reason: "Ya está respondido" })).body.data.locked).toBe(true);
    expect((await reply(thread.id, other.token, { text: "¿Y ahora?" })).status).toBe(409);

    const counts = async () =>
      Object.fromEntries((await call<{ data: ForumCategory[] }>("/api/forums/categories")).body.data.map((category) => [category.slug, category.threads_count]));
    const countsBefore = await counts();
    for (const [category, message] of [
      [undefined, "Choose the category to move the thread to."],
      ["no-existe", "Choose the category to move the thread to."],
      ["tecnicas", "The thread is already in that category."],
    ] as const) {
      const refused = await moderate(thread.id, moderator, { action: "move", reason: "Mejor en dudas", category }, "en");
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.category).toEqual([message]);
    }
    // The category lists stand under the content version (decision 085): a move moves it, and the thread's tag.
    const communityVersion = async () => rowsOf<{ version: string }>(await api.db.execute(sql`select version::text from community_version where id = 1`))[0]!.version;
    const [versionBefore, beforeMove] = [await communityVersion(), await stamp()];
    const moved = await moderate(thread.id, moderator, { action: "move", reason: "Mejor en dudas", category: "dudas-de-cocina" });
    expect(moved.body.data.category.slug).toBe("dudas-de-cocina");
    expect(await communityVersion()).not.toBe(versionBefore);
    expect(rowsOf<{ tag: string }>(await api.db.execute(sql`select distinct tag from cache_tag_changes where seq > ${beforeMove}::bigint`)).map((row) => row.tag)).toContain(
      threadTag(thread.id),
    );
    expect(await counts()).toEqual({ ...countsBefore, tecnicas: countsBefore.tecnicas! - 1, "dudas-de-cocina": countsBefore["dudas-de-cocina"]! + 1 });

    const [from, to] = await Promise.all(
      ["tecnicas", "dudas-de-cocina"].map(async (slug) => (await api.db.select().from(forumCategoriesTable).where(eq(forumCategoriesTable.slug, slug)))[0]!.id),
    );
    expect(await logOf(thread.id)).toEqual([
      ["pin", moderator.id, "Útil para todos", null, null],
      ["lock", moderator.id, "Ya está respondido", null, null],
      ["move", moderator.id, "Mejor en dudas", from, to],
    ]);
    const page = await call<ForumThreadPage>(`/api/forums/threads/${thread.id}`, { locale: "en" });
    expect(page.body.moderation.map((notice) => [notice.action, notice.user?.name, notice.from?.name ?? null, notice.to?.name ?? null])).toEqual([
      ["pin", "Inés Modera", null, null],
      ["lock", "Inés Modera", null, null],
      ["move", "Inés Modera", "Techniques", "Cooking questions"],
    ]);
    expect(JSON.stringify(page.body.moderation)).not.toContain("Útil para todos");
  });
});
