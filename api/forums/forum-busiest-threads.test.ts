import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ForumBusiestThreads, ForumReply, ForumThread } from "../contract/forums";
import { createForumCategories, createSignedInForumRegular } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** The busiest threads across categories (decision 112: the community's week on /dashboard), on a database of their own: other tests' threads would crowd the list. */
const api = useTestApi();
const call = api.call;
const startThread = (token: string, json: unknown) => call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json });
const reply = (threadId: number, token: string, json: unknown) => call<{ data: ForumReply }>(`/api/forums/threads/${threadId}/replies`, { method: "POST", token, json });

let author: Awaited<ReturnType<typeof createSignedInForumRegular>>;
let other: Awaited<ReturnType<typeof createSignedInForumRegular>>;

beforeAll(async () => {
  author = await createSignedInForumRegular(api.db, { name: "Lucía Foro" });
  other = await createSignedInForumRegular(api.db, { name: "Pablo Foro" });
  await createForumCategories(api.db, [
    { slug: "dudas-de-cocina", name: { es: "Dudas de cocina", en: "Cooking questions" }, description: { es: "Pregunta.", en: "Ask." }, colour: "accent" },
    { slug: "tecnicas", name: { es: "Técnicas", en: "Techniques" }, description: { es: "Cómo se hace.", en: "How it is done." }, colour: "herb" },
  ]);
});

describe("the busiest threads (the community's week)", () => {
  it("lists across categories the threads with the most replies in the week, or the month, most first; a thread nobody replied to lately is left out", async () => {
    const busy = (await startThread(author.token, { category: "tecnicas", title: "¿Sartén de hierro o antiadherente?", text: "Dudas." })).body.data;
    const older = (await startThread(other.token, { category: "dudas-de-cocina", title: "¿Cuánto reposa la masa?", text: "Dudas." })).body.data;
    const quiet = (await startThread(author.token, { category: "tecnicas", title: "¿Alguien cura sus jamones?", text: "Nadie." })).body.data;
    for (const text of ["Hierro", "Antiadherente", "Los dos"]) expect((await reply(busy.id, other.token, { text })).status).toBe(201);
    for (const text of ["Una hora", "Toda la noche", "Dos horas", "Depende"]) expect((await reply(older.id, author.token, { text })).status).toBe(201);
    // Three of the four were written ten days ago: this week counts one.
    await api.db.execute(
      sql`update forum_replies set created_at = now() - interval '10 days' where id in (select id from forum_replies where thread_id = ${older.id} order by id limit 3)`,
    );

    const week = await call<ForumBusiestThreads>("/api/forums/busiest", { locale: "en" });
    expect(week.status).toBe(200);
    expect(week.body.data.map((thread) => [thread.id, thread.replies_in_period])).toEqual([
      [busy.id, 3],
      [older.id, 1],
    ]);
    expect(week.body.data[0]).toMatchObject({ key: busy.key, category: { slug: "tecnicas", name: "Techniques" }, replies_count: 3 });
    const month = await call<ForumBusiestThreads>("/api/forums/busiest?period=month&limit=1");
    expect(month.body.data.map((thread) => [thread.id, thread.replies_in_period])).toEqual([[older.id, 4]]);
    expect(week.body.data.some((thread) => thread.id === quiet.id)).toBe(false);
    expect((await call("/api/forums/busiest?period=year")).status).toBe(422);
    expect((await call("/api/forums/busiest?limit=11")).status).toBe(422);
  });
});
