import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import type { ForumCategory, ForumReply, ForumThread, ForumThreadPage } from "../contract/forums";
import type { ModerationQueue } from "../contract/moderation-queue";
import { notificationPage } from "../contract/notifications";
import { forumReplies, forumThreads, moderationActions, outboxEvents } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createForumCategories, createForumRegular, createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";
import { trustLevelFor } from "./forum-trust";

/** Trust in the forums (decision 094): levels from points, new members' held posts and limits, the moderation queue. */
const api = useTestApi();

type Member = Awaited<ReturnType<typeof createUser>> & { token: string };
const withToken = async (user: Awaited<ReturnType<typeof createUser>>): Promise<Member> => ({ ...user, token: await issueAccessToken(api.db, user.id, "test") });
const newcomer = async (name: string) => withToken(await createUser(api.db, { name }));
const regular = async (name: string) => withToken(await createForumRegular(api.db, { name }));

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const startThread = (token: string, json: unknown, locale?: "es" | "en") => call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json, locale });
const reply = (threadId: number, token: string, text: string, locale?: "es" | "en") =>
  call<{ data: ForumReply }>(`/api/forums/threads/${threadId}/replies`, { method: "POST", token, json: { text }, locale });
const threadPage = (key: number | string, token?: string) => call<ForumThreadPage>(`/api/forums/threads/${key}`, { token });
const queue = (token?: string) => call<ModerationQueue>("/api/admin/moderation", { token });
const decide = (kind: "thread" | "reply", id: number, token: string, json: unknown, locale?: "es" | "en") =>
  call<{ data: { status: string } }>(`/api/admin/moderation/held-posts/${kind}/${id}`, { method: "POST", token, json, locale });

let starter: Member;
let moderator: Member;
let admin: Member;
let thread: ForumThread;

beforeAll(async () => {
  await createForumCategories(api.db, [
    { slug: "dudas-de-cocina", name: { es: "Dudas de cocina", en: "Cooking questions" }, description: { es: "Pregunta.", en: "Ask." }, colour: "accent" },
  ]);
  starter = await regular("Carmen Regular");
  moderator = await regular("Mora Moderadora");
  await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
  admin = await regular("Ada Admin");
  await grantRole(api.db, { userId: admin.id, role: "admin", actorId: admin.id });
  thread = (await startThread(starter.token, { category: "dudas-de-cocina", title: "¿Cuánto reposa la masa de pizza?", text: "Yo la dejo una noche." })).body.data;
});

describe("trust levels", () => {
  it("come from points: new below 10, basic from 10, member from 50, trusted from 200", () => {
    expect([0, 9, 10, 49, 50, 199, 200, 5000].map(trustLevelFor)).toEqual([0, 0, 1, 1, 2, 2, 3, 3]);
  });
});

describe("a new member's first posts", () => {
  it("are held: stored, shown to their author marked, to nobody else, counted nowhere and owing nothing until a moderator approves", async () => {
    const nuevo = await newcomer("Nuria Nueva");
    const posted = await reply(thread.id, nuevo.token, "Yo la dejo 48 horas en la nevera.", "en");
    expect(posted.status).toBe(201);
    expect(posted.body.data.status).toBe("held");
    expect(posted.body.message).toBe("Thanks: as you are new to the forums, a moderator will review your post before others see it.");
    const held = posted.body.data.id;
    expect(await api.db.select().from(outboxEvents).where(eq(outboxEvents.kind, "forum_reply"))).toHaveLength(0);

    const asVisitor = (await threadPage(thread.id)).body;
    expect(asVisitor.replies.data.map((item) => item.id)).not.toContain(held);
    expect(asVisitor.thread.replies_count).toBe(0);
    expect((await threadPage(thread.id, starter.token)).body.replies.data.map((item) => item.id)).not.toContain(held);
    const asAuthor = (await threadPage(thread.id, nuevo.token)).body.replies.data;
    expect(asAuthor.map((item) => [item.id, item.status])).toEqual([[held, "held"]]);
    // Nobody reacts to, quotes or marks as a solution a post they cannot see.
    expect((await call(`/api/forums/replies/${held}/reactions/yum`, { method: "PUT", token: starter.token })).status).toBe(404);
    expect((await call(`/api/forums/threads/${thread.id}/solution`, { method: "PUT", token: starter.token, json: { reply: held } })).status).toBe(422);

    // The moderator approves it from the queue: published now, counted, the thread's author told through the outbox, logged.
    const listed = (await queue(moderator.token)).body.data;
    expect(listed.held_posts.find((post) => post.kind === "reply" && post.id === held)).toMatchObject({
      thread: { id: thread.id, key: thread.key },
      user: { name: "Nuria Nueva" },
    });
    expect(listed.ingredient_proposals_pending).toBeNull();
    const approved = await decide("reply", held, moderator.token, { decision: "approve" }, "en");
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ data: { status: "published" }, message: "Post approved: everyone can see it now." });
    const after = (await threadPage(thread.id)).body;
    expect(after.replies.data.map((item) => [item.id, item.status])).toEqual([[held, "published"]]);
    expect(after.thread.replies_count).toBe(1);
    expect(after.moderation).toEqual([]);
    await api.drainOutboxEvents();
    const told = notificationPage.parse((await call("/api/notifications", { token: starter.token })).body).data.filter((item) => item.type === "forum_reply");
    expect(told.map((item) => item.data.link)).toEqual([`/forums/t/${thread.key}?reply=${held}#reply-${held}`]);
    expect(await api.db.select({ actor: moderationActions.actorId, action: moderationActions.action }).from(moderationActions).where(eq(moderationActions.replyId, held))).toEqual([
      { actor: moderator.id, action: "approve" },
    ]);
    // Sent twice, it acts once; (queue) it is gone.
    expect((await decide("reply", held, moderator.token, { decision: "approve" })).status).toBe(200);
    expect(await api.db.select().from(moderationActions).where(eq(moderationActions.replyId, held))).toHaveLength(1);
    expect((await queue(moderator.token)).body.data.held_posts.some((post) => post.id === held && post.kind === "reply")).toBe(false);
  });

  it("hold a new thread out of every list; a rejection needs a reason, is logged with it, and the post stays out of sight", async () => {
    const nuevo = await newcomer("Nico Nuevo");
    const started = await startThread(nuevo.token, { category: "dudas-de-cocina", title: "Mi primera pregunta sobre el pan", text: "¿Harina de fuerza o normal?" });
    expect(started.status).toBe(201);
    const held = started.body.data;
    expect(held.status).toBe("held");
    expect((await threadPage(held.id)).status).toBe(404);
    expect((await threadPage(held.id, starter.token)).status).toBe(404);
    expect((await threadPage(held.id, nuevo.token)).body.thread.status).toBe("held");
    expect((await threadPage(held.id, moderator.token)).status).toBe(200);
    expect((await reply(held.id, starter.token, "Respuesta a un hilo que no veo.")).status).toBe(404);
    const categories = (await call<{ data: ForumCategory[] }>("/api/forums/categories")).body.data;
    expect(categories[0]!.threads_count).toBe(1);
    const list = (await call<{ data: { id: number }[] }>("/api/forums/categories/dudas-de-cocina/threads?sort=newest")).body.data;
    expect(list.map((item) => item.id)).not.toContain(held.id);

    for (const [locale, message] of [
      ["es", "Escribe el motivo, entre 3 y 300 caracteres."],
      ["en", "Write the reason, between 3 and 300 characters."],
    ] as const) {
      const refused = await decide("thread", held.id, moderator.token, { decision: "reject", reason: " x " }, locale);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.reason).toEqual([message]);
    }
    const rejected = await decide("thread", held.id, moderator.token, { decision: "reject", reason: "Publicidad de una panadería" });
    expect(rejected.body).toMatchObject({ data: { status: "rejected" } });
    expect(
      await api.db.select({ action: moderationActions.action, reason: moderationActions.reason }).from(moderationActions).where(eq(moderationActions.threadId, held.id)),
    ).toEqual([{ action: "reject", reason: "Publicidad de una panadería" }]);
    expect((await decide("thread", held.id, moderator.token, { decision: "approve" })).status).toBe(409);
    expect((await threadPage(held.id)).status).toBe(404);
    expect((await decide("thread", 999_999, moderator.token, { decision: "approve" })).status).toBe(404);
  });

  it("are the first two only: once two are published, the member's posts go out at once", async () => {
    const nuevo = await newcomer("Noa Novata");
    for (const text of ["Primera respuesta mía.", "Segunda respuesta mía."]) {
      const posted = (await reply(thread.id, nuevo.token, text)).body.data;
      expect(posted.status).toBe("held");
      expect((await decide("reply", posted.id, moderator.token, { decision: "approve" })).status).toBe(200);
    }
    const third = await reply(thread.id, nuevo.token, "Tercera, ya sin esperar.");
    expect(third.body.data.status).toBe("published");
    await api.drainOutboxEvents();
  });

  it("are never a moderator's or a regular's", async () => {
    expect((await reply(thread.id, starter.token, "Regular: publicado.")).body.data.status).toBe("published");
    const newModerator = await newcomer("Moisés Moderador");
    await grantRole(api.db, { userId: newModerator.id, role: "moderator", actorId: moderator.id });
    expect((await reply(thread.id, newModerator.token, "Moderador nuevo: publicado.")).body.data.status).toBe("published");
    expect(
      await api.db
        .select()
        .from(forumReplies)
        .where(and(eq(forumReplies.threadId, thread.id), eq(forumReplies.status, "held"))),
    ).toEqual([]);
    await api.drainOutboxEvents();
  });
});

describe("a new member's limits", () => {
  it("refuse a post with more than 2 links, 1 image or 2 mentions, with a message in the caller's language on its text; a regular has none of these", async () => {
    const nuevo = await newcomer("Lía Limitada");
    const cases = [
      ["Mira https://a.example https://b.example y https://c.example", "As a new member you can include at most 2 links in a post."],
      ["![uno](/api/media/a.jpg) ![dos](/api/media/b.jpg)", "As a new member you can include at most 1 image in a post."],
      ["Hola @marta-gil, @javi-ortega y @ana-lopez", "As a new member you can mention at most 2 people in a post."],
    ] as const;
    for (const [text, message] of cases) {
      const refused = await reply(thread.id, nuevo.token, text, "en");
      expect(refused.status, text).toBe(422);
      expect(refused.body.errors?.text).toEqual([message]);
    }
    const spanish = await startThread(nuevo.token, { category: "dudas-de-cocina", title: "Enlaces de más en un hilo", text: cases[0][0] }, "es");
    expect(spanish.body.errors?.text).toEqual(["Como miembro nuevo puedes poner como mucho 2 enlaces en una publicación."]);
    expect((await reply(thread.id, nuevo.token, "Dos: https://a.example y https://b.example")).status).toBe(201);
    // Nothing refused was stored.
    expect(await api.db.select().from(forumReplies).where(eq(forumReplies.userId, nuevo.id))).toHaveLength(1);
    expect(await api.db.select().from(forumThreads).where(eq(forumThreads.userId, nuevo.id))).toHaveLength(0);
    expect((await reply(thread.id, starter.token, cases[0][0])).status).toBe(201);
    await api.drainOutboxEvents();
  });

  it("allow a new member 5 posts an hour, then answer 429", async () => {
    const nuevo = await newcomer("Paco Prisas");
    for (let turn = 1; turn <= 5; turn++) expect((await reply(thread.id, nuevo.token, `Respuesta número ${turn}.`)).status).toBe(201);
    expect((await reply(thread.id, nuevo.token, "Una más.")).status).toBe(429);
  });
});

describe("flags", () => {
  const flag = (kind: "thread" | "reply", id: number, token: string | undefined, json: unknown, locale?: "es" | "en") =>
    call<{ data: { hidden: boolean } }>(kind === "thread" ? `/api/forums/threads/${id}/flags` : `/api/forums/replies/${id}/flags`, { method: "POST", token, json, locale });
  const review = (kind: "thread" | "reply", id: number, token: string, decision: string) =>
    call<{ data: { status: string } }>(`/api/admin/moderation/flagged-posts/${kind}/${id}`, { method: "POST", token, json: { decision } });
  const shown = async (id: number, token?: string) => (await threadPage(thread.id, token)).body.replies.data.find((item) => item.id === id);

  it("are one per member per post, never on one's own, with a reason and a note of 3 to 300 characters", async () => {
    const target = (await reply(thread.id, starter.token, "Visitad mi tienda de sartenes.")).body.data;
    const reporter = await regular("Rita Avisadora");
    expect((await flag("reply", target.id, undefined, { reason: "spam", note: "Publicidad." })).status).toBe(401);
    expect((await flag("reply", target.id, starter.token, { reason: "spam", note: "Mía." })).status).toBe(403);
    for (const [locale, message] of [
      ["es", "Cuéntanos qué pasa, entre 3 y 300 caracteres."],
      ["en", "Tell us what is wrong, between 3 and 300 characters."],
    ] as const) {
      const refused = await flag("reply", target.id, reporter.token, { reason: "spam", note: "no" }, locale);
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.note).toEqual([message]);
    }
    expect((await flag("reply", target.id, reporter.token, { reason: "rude", note: "Publicidad." })).status).toBe(422);
    const flagged = await flag("reply", target.id, reporter.token, { reason: "spam", note: "Publicidad de una tienda." });
    expect(flagged.status).toBe(201);
    expect(flagged.body.data.hidden).toBe(false);
    expect((await flag("reply", target.id, reporter.token, { reason: "offensive", note: "Otra vez." })).status).toBe(409);
    expect((await shown(target.id))?.status).toBe("published");
  });

  it("hide a post at three trusted members' flags (new members' count for nothing), shown to others as hidden without its text; a moderator restores it", async () => {
    const target = (await reply(thread.id, starter.token, "Un comentario que molesta a algunos.")).body.data;
    for (const name of ["Nueva Uno", "Nueva Dos", "Nueva Tres"]) {
      expect((await flag("reply", target.id, (await newcomer(name)).token, { reason: "offensive", note: "No me gusta." })).body.data.hidden).toBe(false);
    }
    const answers = [];
    for (const name of ["Regular Uno", "Regular Dos", "Regular Tres"]) {
      answers.push(
        (await flag("reply", target.id, (await regular(name)).token, { reason: name === "Regular Tres" ? "off_topic" : "offensive", note: "Fuera de lugar." })).body.data.hidden,
      );
    }
    expect(answers).toEqual([false, false, true]);
    const asVisitor = await shown(target.id);
    expect(asVisitor).toMatchObject({ status: "hidden", body_html: "", body_source: "" });
    expect(await shown(target.id, starter.token)).toMatchObject({ status: "hidden", body_source: "Un comentario que molesta a algunos." });
    expect((await call(`/api/forums/replies/${target.id}/reactions/yum`, { method: "PUT", token: moderator.token })).status).toBe(404);

    const listed = (await queue(moderator.token)).body.data.flagged_posts.find((post) => post.kind === "reply" && post.id === target.id);
    expect(listed).toMatchObject({ hidden: true, reporters: 6, user: { name: "Carmen Regular" } });
    expect(listed!.reasons).toEqual(
      expect.arrayContaining([
        { reason: "offensive", count: 5 },
        { reason: "off_topic", count: 1 },
      ]),
    );
    expect(listed!.notes[0]).toMatchObject({ note: "Fuera de lugar.", user: "Regular Tres", reason: "off_topic" });

    expect((await review("reply", target.id, moderator.token, "dismiss")).body.data.status).toBe("published");
    expect((await shown(target.id))?.body_source).toBe("Un comentario que molesta a algunos.");
    expect((await review("reply", target.id, moderator.token, "dismiss")).status).toBe(409);
    expect((await queue(moderator.token)).body.data.flagged_posts.some((post) => post.id === target.id && post.kind === "reply")).toBe(false);
    expect(
      await api.db.select({ action: moderationActions.action, actor: moderationActions.actorId }).from(moderationActions).where(eq(moderationActions.replyId, target.id)),
    ).toEqual([{ action: "restore", actor: moderator.id }]);
  });

  it("by a moderator hide a post at once; a moderator's review removes it, logged, and others see it removed", async () => {
    const opening = (await startThread(starter.token, { category: "dudas-de-cocina", title: "Un hilo que acabará retirado", text: "Texto que se retirará." })).body.data;
    expect((await flag("thread", opening.id, moderator.token, { reason: "other", note: "Datos personales de otra persona." })).body.data.hidden).toBe(true);
    expect((await threadPage(opening.id)).body.thread).toMatchObject({ status: "hidden", body_html: "" });
    expect((await review("thread", opening.id, admin.token, "hide")).body.data.status).toBe("removed");
    expect((await threadPage(opening.id)).body.thread).toMatchObject({ status: "removed", body_html: "" });
    expect((await threadPage(opening.id, starter.token)).body.thread.body_source).toBe("Texto que se retirará.");
    expect(
      await api.db
        .select({ action: moderationActions.action })
        .from(moderationActions)
        .where(and(eq(moderationActions.threadId, opening.id), eq(moderationActions.action, "hide"))),
    ).toHaveLength(1);
    expect((await threadPage(opening.id)).body.moderation).toEqual([]);
    expect((await review("thread", 999_999, admin.token, "hide")).status).toBe(404);
    expect((await review("thread", opening.id, starter.token, "hide")).status).toBe(403);
  });
});

describe("the moderation queue", () => {
  it("answers 401 to a visitor and 403 to a member; an admin also gets the count of pending ingredient proposals", async () => {
    expect((await queue()).status).toBe(401);
    expect((await queue(starter.token)).status).toBe(403);
    expect((await decide("reply", 1, starter.token, { decision: "approve" })).status).toBe(403);
    const asAdmin = (await queue(admin.token)).body.data;
    expect(asAdmin.ingredient_proposals_pending).toBe(0);
    expect(asAdmin.held_total).toBe(asAdmin.held_posts.length);
  });
});
