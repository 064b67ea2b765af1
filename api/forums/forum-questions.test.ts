import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { CACHE_TAGS_HEADER, parseCacheTags, recipeQuestionsTag, threadTag } from "../contract/cache-tags";
import type { ForumSearchResults, RecipeQuestions } from "../contract/forum-questions";
import type { ForumReply, ForumThread } from "../contract/forums";
import { createCacheTagLog } from "../content-cache/cache-tag-log";
import { forumThreadRecipes, forumThreads, recipes } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createCatalogue, createForumCategories, createForumRegular, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Questions where the cook is and forum search (decision 095), on a real database. */
const api = useTestApi();

/** Regulars (decision 094): their posts are published as they write them. */
async function member(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createForumRegular(api.db, overrides);
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

/** A brand-new member: their first posts are held for a moderator. */
async function newcomer(name: string) {
  const user = await createUser(api.db, { name });
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call<T>(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as T & { message: string; errors?: Record<string, string[]> } };
}

const startThread = (token: string, json: unknown, locale?: "es" | "en") => call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json, locale });
const editThread = (id: number, token: string, json: unknown) => call<{ data: ForumThread }>(`/api/forums/threads/${id}`, { method: "PATCH", token, json });
const reply = (id: number, token: string, text: string) => call<{ data: ForumReply }>(`/api/forums/threads/${id}/replies`, { method: "POST", token, json: { text } });
const questionsOf = (slug: string, token?: string) => call<RecipeQuestions>(`/api/forums/recipes/${slug}/threads`, { token });
const search = (query: Record<string, string>, locale?: "es" | "en", token?: string) =>
  call<ForumSearchResults>(`/api/forums/search?${new URLSearchParams(query)}`, { locale, token });
const approve = (id: number, token: string) =>
  call<{ data: { status: string } }>(`/api/admin/moderation/held-posts/thread/${id}`, { method: "POST", token, json: { decision: "approve" } });
const linkedSlugs = async (threadId: number) =>
  (
    await api.db
      .select({ slug: recipes.slug, chosen: forumThreadRecipes.chosen })
      .from(forumThreadRecipes)
      .innerJoin(recipes, eq(recipes.id, forumThreadRecipes.recipeId))
      .where(eq(forumThreadRecipes.threadId, threadId))
      .orderBy(recipes.slug)
  ).map((row) => `${row.slug}${row.chosen ? " (chosen)" : ""}`);

let cook: Awaited<ReturnType<typeof member>>;
let helper: Awaited<ReturnType<typeof member>>;
let moderator: Awaited<ReturnType<typeof member>>;
const recipeIds = new Map<string, number>();

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  cook = await member({ name: "Marta Pregunta" });
  helper = await member({ name: "Javi Responde" });
  moderator = await member({ name: "Inés Modera" });
  await grantRole(api.db, { userId: moderator.id, role: "moderator", actorId: moderator.id });
  for (const [slug, es, en] of [
    ["tortilla-de-patatas", "Tortilla de patatas", "Spanish omelette"],
    ["salmorejo-cordobes", "Salmorejo cordobés", "Cordoba salmorejo"],
    ["croquetas-de-jamon", "Croquetas de jamón", "Ham croquettes"],
    ["pan-de-masa-madre", "Pan de masa madre", "Sourdough bread"],
  ] as const)
    recipeIds.set(slug, await createRecipe(api.db, catalogue, cook.id, paellaRecipe({ slug, title: { es, en } })));
  await api.db.update(recipes).set({ publishedAt: null }).where(eq(recipes.slug, "pan-de-masa-madre"));
  await createForumCategories(api.db, [
    { slug: "dudas-de-cocina", name: { es: "Dudas de cocina", en: "Cooking questions" }, description: { es: "Pregunta.", en: "Ask." }, colour: "accent" },
    { slug: "tecnicas", name: { es: "Técnicas", en: "Techniques" }, description: { es: "Cómo se hace.", en: "How it is done." }, colour: "herb" },
  ]);
});

describe("threads linked to recipes", () => {
  it("links a thread to the published recipes its opening post links to, cards or links in a sentence, and to the one chosen on the form", async () => {
    const created = await startThread(cook.token, {
      category: "dudas-de-cocina",
      title: "¿Cuánto cuajar la tortilla?",
      text: "Sigo [esta receta](/receta/tortilla-de-patatas) y también miré http://localhost:3000/en/receta/salmorejo-cordobes y [el pan](/receta/pan-de-masa-madre) y [otra](/receta/no-existe).\n\n[Fuera](https://example.com/receta/croquetas-de-jamon)",
      recipe: "croquetas-de-jamon",
    });
    expect(created.status).toBe(201);
    // A draft, an unknown recipe and another site's address link nothing.
    expect(await linkedSlugs(created.body.data.id)).toEqual(["croquetas-de-jamon (chosen)", "salmorejo-cordobes", "tortilla-de-patatas"]);
  });

  it("refuses a chosen recipe that is not published or not a slug, in the page's language, keeping nothing", async () => {
    const before = await api.db.$count(forumThreads);
    const draft = await startThread(cook.token, { category: "dudas-de-cocina", title: "¿Cómo empiezo la masa madre?", text: "Ayuda", recipe: "pan-de-masa-madre" }, "en");
    expect(draft.status).toBe(422);
    expect(draft.body.errors?.recipe).toEqual(["We could not find that published recipe: paste its Sazón link or leave the field empty."]);
    const spanish = await startThread(cook.token, { category: "dudas-de-cocina", title: "¿Cómo empiezo la masa madre?", text: "Ayuda", recipe: "no-existe" });
    expect(spanish.body.errors?.recipe?.[0]).toMatch(/^No encontramos esa receta publicada/);
    const malformed = await startThread(cook.token, { category: "dudas-de-cocina", title: "¿Cómo empiezo la masa madre?", text: "Ayuda", recipe: "<script>" });
    expect(malformed.status).toBe(422);
    expect(Object.keys(malformed.body.errors ?? {})).toEqual(["recipe"]);
    expect(await api.db.$count(forumThreads)).toBe(before);
  });

  it("follows the opening post's edits: links it no longer makes go, new ones come, the chosen recipe stays", async () => {
    const created = await startThread(cook.token, {
      category: "tecnicas",
      title: "Salmorejo que se corta",
      text: "[Receta](/receta/salmorejo-cordobes)",
      recipe: "croquetas-de-jamon",
    });
    const id = created.body.data.id;
    expect((await editThread(id, cook.token, { text: "Ahora con [la tortilla](/receta/tortilla-de-patatas)" })).status).toBe(200);
    expect(await linkedSlugs(id)).toEqual(["croquetas-de-jamon (chosen)", "tortilla-de-patatas"]);
    expect((await editThread(id, cook.token, { text: "Sin enlaces" })).status).toBe(200);
    expect(await linkedSlugs(id)).toEqual(["croquetas-de-jamon (chosen)"]);
  });
});

describe("a recipe's questions", () => {
  it("lists a recipe's threads solved first, then by latest activity, with their answers and how many there are; 404 for a recipe not published", async () => {
    const ask = async (title: string) => (await startThread(cook.token, { category: "dudas-de-cocina", title, text: "Hola", recipe: "salmorejo-cordobes" })).body.data;
    const older = await ask("¿Salmorejo sin pan de ayer?");
    const newer = await ask("¿Con qué aceite el salmorejo?");
    const answer = (await reply(older.id, helper.token, "Pan de ayer siempre")).body.data;
    await reply(newer.id, helper.token, "Aceite de oliva virgen extra");
    // The newer one was answered last; solving the older puts it first all the same.
    let listed = await questionsOf("salmorejo-cordobes");
    expect(listed.body.data.slice(0, 2).map((thread) => thread.key)).toEqual([newer.key, older.key]);
    const solved = await api.request(`/api/forums/threads/${older.id}/solution`, { method: "PUT", token: cook.token, json: { reply: answer.id } });
    expect(solved.status).toBe(200);
    listed = await questionsOf("salmorejo-cordobes");
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ key: older.key, title: "¿Salmorejo sin pan de ayer?", solved: true, replies_count: 1 });
    expect(listed.body.data[1]).toMatchObject({ key: newer.key, solved: false, replies_count: 1 });
    const total = await api.db.$count(forumThreadRecipes, eq(forumThreadRecipes.recipeId, recipeIds.get("salmorejo-cordobes")!));
    expect(listed.body.meta.total).toBe(total);
    expect(parseCacheTags(listed.headers.get(CACHE_TAGS_HEADER))).toEqual(
      expect.arrayContaining([recipeQuestionsTag(recipeIds.get("salmorejo-cordobes")!), threadTag(older.id), threadTag(newer.id)]),
    );

    expect((await questionsOf("pan-de-masa-madre")).status).toBe(404);
    expect((await questionsOf("no-existe")).status).toBe(404);
  });

  it("keeps the list's tags through a reply to an unrelated thread, and moves them for a new linked thread or a solution (decision 085)", async () => {
    const linked = (await startThread(cook.token, { category: "tecnicas", title: "¿Tortilla con cebolla o sin?", text: "[Receta](/receta/tortilla-de-patatas)" })).body.data;
    const answer = (await reply(linked.id, helper.token, "Con cebolla")).body.data;
    const unrelated = (await startThread(cook.token, { category: "tecnicas", title: "¿Qué cuchillo para picar?", text: "Sin receta" })).body.data;
    const log = createCacheTagLog(api.db);
    const tagsShown = async () => parseCacheTags((await questionsOf("tortilla-de-patatas")).headers.get(CACHE_TAGS_HEADER));
    const moves = async (write: () => Promise<unknown>) => {
      const tags = await tagsShown();
      const stamp = await log.currentStamp();
      await write();
      await log.currentStamp();
      return log.changedSince(tags, stamp);
    };
    expect(await moves(() => reply(unrelated.id, helper.token, "Uno de cebollero"))).toBe(false);
    expect(await moves(() => startThread(helper.token, { category: "tecnicas", title: "Tortilla jugosa en el centro", text: "Ayuda", recipe: "tortilla-de-patatas" }))).toBe(true);
    expect(await moves(async () => api.request(`/api/forums/threads/${linked.id}/solution`, { method: "PUT", token: cook.token, json: { reply: answer.id } }))).toBe(true);
    expect(await moves(() => reply(unrelated.id, helper.token, "Y una tabla grande"))).toBe(false);
    // And what moved shows on the next read.
    const listed = await questionsOf("tortilla-de-patatas");
    expect(listed.body.data[0]).toMatchObject({ key: linked.key, solved: true });
    expect(listed.body.data.map((thread) => thread.title)).toContain("Tortilla jugosa en el centro");
  });
});

describe("threads not published (decision 094)", () => {
  it("lists and finds none held, hidden or removed, for anyone, their author too; an approved one appears, its approval moving the list's tags", async () => {
    const novice = await newcomer("Nuria Novata");
    const held = await startThread(novice.token, {
      category: "dudas-de-cocina",
      title: "¿Croquetas con leche de avena?",
      text: "Quiero probar con avena.",
      recipe: "croquetas-de-jamon",
    });
    expect(held.status).toBe(201);
    expect(held.body.data.status).toBe("held");
    const hide = async (title: string, status: "hidden" | "removed") => {
      const thread = (await startThread(cook.token, { category: "tecnicas", title, text: "Con avena y sin huevo.", recipe: "croquetas-de-jamon" })).body.data;
      await api.db.update(forumThreads).set({ status }).where(eq(forumThreads.id, thread.id));
      return thread;
    };
    await hide("Croquetas de avena escondidas", "hidden");
    await hide("Croquetas de avena retiradas", "removed");
    const shown = (await startThread(helper.token, { category: "tecnicas", title: "¿Croquetas congeladas?", text: "Sin rebozar.", recipe: "croquetas-de-jamon" })).body.data;

    for (const token of [undefined, novice.token, cook.token, moderator.token]) {
      const listed = await questionsOf("croquetas-de-jamon", token);
      expect(listed.body.data.map((thread) => thread.title)).not.toEqual(expect.arrayContaining([expect.stringMatching(/avena/)]));
      expect(listed.body.data.map((thread) => thread.key)).toContain(shown.key);
      expect(listed.body.meta.total).toBe(listed.body.data.length);
      expect((await search({ q: "avena" }, "es", token)).body.data).toEqual([]);
    }

    const log = createCacheTagLog(api.db);
    const tags = parseCacheTags((await questionsOf("croquetas-de-jamon")).headers.get(CACHE_TAGS_HEADER));
    const stamp = await log.currentStamp();
    expect((await approve(held.body.data.id, moderator.token)).status).toBe(200);
    await log.currentStamp();
    expect(await log.changedSince(tags, stamp)).toBe(true);
    const listed = await questionsOf("croquetas-de-jamon");
    expect(listed.body.data[0]).toMatchObject({ key: held.body.data.key, title: "¿Croquetas con leche de avena?" });
    expect(listed.body.data.map((thread) => thread.title)).toEqual(expect.arrayContaining(["¿Croquetas con leche de avena?", "¿Croquetas congeladas?"]));
    expect(listed.body.data.map((thread) => thread.title).filter((title) => title.includes("avena"))).toEqual(["¿Croquetas con leche de avena?"]);
    expect((await search({ q: "avena" })).body.data.map((thread) => thread.title)).toEqual(["¿Croquetas con leche de avena?"]);
  });

  it("moves the list's tags when a hidden thread is shown again", async () => {
    const thread = (await startThread(cook.token, { category: "tecnicas", title: "¿Salmorejo sin ajo?", text: "Me repite.", recipe: "salmorejo-cordobes" })).body.data;
    await api.db.update(forumThreads).set({ status: "hidden" }).where(eq(forumThreads.id, thread.id));
    const log = createCacheTagLog(api.db);
    const listed = await questionsOf("salmorejo-cordobes");
    expect(listed.body.data.map((question) => question.key)).not.toContain(thread.key);
    const stamp = await log.currentStamp();
    await api.db.update(forumThreads).set({ status: "published" }).where(eq(forumThreads.id, thread.id));
    await log.currentStamp();
    expect(await log.changedSince(parseCacheTags(listed.headers.get(CACHE_TAGS_HEADER)), stamp)).toBe(true);
    expect((await questionsOf("salmorejo-cordobes")).body.data.map((question) => question.key)).toContain(thread.key);
  });
});

describe("forum search", () => {
  beforeAll(async () => {
    await startThread(cook.token, { category: "dudas-de-cocina", title: "¿Cómo se corta el jamón ibérico?", text: "Tengo una pata entera y no sé por dónde empezar." });
    await startThread(helper.token, { category: "tecnicas", title: "Croquetas caseras", text: "Las hago con jamon y bechamel espesa, sin tilde en el teclado." });
    await startThread(helper.token, { category: "tecnicas", title: "Baking bread at home", text: "My loaves keep coming out flat. Any tips for baking a better crumb?" });
  });

  it("finds threads by title or opening post in both languages, accents folded both ways, the words found marked", async () => {
    const unaccented = await search({ q: "jamon" });
    expect(unaccented.status).toBe(200);
    expect(unaccented.body.data.map((thread) => thread.title).sort()).toEqual(["Croquetas caseras", "¿Cómo se corta el jamón ibérico?"]);
    const inTitle = unaccented.body.data.find((thread) => thread.title.startsWith("¿Cómo"))!;
    expect(inTitle.title_marked.filter((part) => part.match).map((part) => part.text)).toEqual(["jamón"]);
    const inBody = unaccented.body.data.find((thread) => thread.title === "Croquetas caseras")!;
    expect(inBody.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(["jamon"]);
    expect(inBody.excerpt.map((part) => part.text).join("")).toContain("bechamel");

    const accented = await search({ q: "jamón" });
    expect(accented.body.data.map((thread) => thread.title).sort()).toEqual(["Croquetas caseras", "¿Cómo se corta el jamón ibérico?"]);
    // English stems: "bake" finds "Baking".
    const english = await search({ q: "bake" }, "en");
    expect(english.body.data.map((thread) => thread.title)).toEqual(["Baking bread at home"]);
    expect(english.body.data[0]!.category.name).toBe("Techniques");
    // One category only.
    expect((await search({ q: "jamon", category: "dudas-de-cocina" })).body.data.map((thread) => thread.title)).toEqual(["¿Cómo se corta el jamón ibérico?"]);
    expect((await search({ q: "zzzzqqq" })).body.data).toEqual([]);
  });

  it("pages results by cursor, and refuses no words, too many or an unknown category", async () => {
    const first = await search({ q: "jamon", per_page: "1" });
    expect(first.body.data).toHaveLength(1);
    expect(first.body.meta.next_cursor).not.toBeNull();
    const second = await search({ q: "jamon", per_page: "1", cursor: first.body.meta.next_cursor! });
    expect(second.body.data).toHaveLength(1);
    expect(second.body.data[0]!.id).not.toBe(first.body.data[0]!.id);
    expect(second.body.meta.next_cursor).toBeNull();

    const empty = await search({ q: "  " }, "en");
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.q).toBeDefined();
    expect((await search({ q: "a".repeat(201) })).status).toBe(422);
    expect((await search({ q: "jamon", category: "no-existe" })).status).toBe(404);
    expect((await search({ q: "jamon", cursor: "no-es-un-cursor" })).status).toBe(422);
    // Punctuation and operators are words to websearch_to_tsquery, never an error.
    expect((await search({ q: '"jamón" -ibérico OR (' })).status).toBe(200);
  });
});
