import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { CACHE_TAGS_HEADER, ingredientThreadsTag, parseCacheTags, recipeQuestionsTag, threadTag } from "../contract/cache-tags";
import type { ForumSearchResults, RecipeQuestions } from "../contract/forum-questions";
import type { ForumReply, ForumThread } from "../contract/forums";
import { createCacheTagLog } from "../content-cache/cache-tag-log";
import { forumReplies, forumThreadIngredients, forumThreadRecipes, forumThreads, ingredients, recipes } from "../db/schema";
import { grantRole } from "../permissions/role-grants";
import { createCatalogue, createForumCategories, createSignedInForumRegular, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** Questions where the cook is and forum search (decision 095), on a real database. */
const api = useTestApi();

/** A forum regular (decision 094: their posts are published at once); the trust tests make new members. */
const member = (overrides: Parameters<typeof createUser>[1] = {}) => createSignedInForumRegular(api.db, overrides);
/** A brand-new member: their first posts are held for a moderator. */
async function newcomer(name: string) {
  const user = await createUser(api.db, { name });
  return { ...user, token: await issueAccessToken(api.db, user.id, "test") };
}

const call = api.call;

const startThread = (token: string, json: unknown, locale?: "es" | "en") => call<{ data: ForumThread }>("/api/forums/threads", { method: "POST", token, json, locale });
const editThread = (id: number, token: string, json: unknown) => call<{ data: ForumThread }>(`/api/forums/threads/${id}`, { method: "PATCH", token, json });
const reply = (id: number, token: string, text: string) => call<{ data: ForumReply }>(`/api/forums/threads/${id}/replies`, { method: "POST", token, json: { text } });
const questionsOf = (slug: string, token?: string) => call<RecipeQuestions>(`/api/forums/recipes/${slug}/threads`, { token });
const search = (query: Record<string, string>, locale?: "es" | "en", token?: string) =>
  call<ForumSearchResults>(`/api/forums/search?${new URLSearchParams(query)}`, { locale, token });
const threadsAbout = (ingredient: string) => call<RecipeQuestions>(`/api/forums/ingredients/${ingredient}/threads`);
const linkedIngredients = async (threadId: number) =>
  (
    await api.db
      .select({ slug: ingredients.slug, chosen: forumThreadIngredients.chosen })
      .from(forumThreadIngredients)
      .innerJoin(ingredients, eq(ingredients.id, forumThreadIngredients.ingredientId))
      .where(eq(forumThreadIngredients.threadId, threadId))
      .orderBy(ingredients.slug)
  ).map((row) => `${row.slug}${row.chosen ? " (chosen)" : ""}`);
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

describe("threads about catalogue ingredients (decision 099)", () => {
  it("links a thread to the ingredients its title and opening post name in the post's language, plurals and accents folded, not its addresses nor staples, and to those chosen; edits follow the text", async () => {
    const created = await startThread(cook.token, {
      category: "dudas-de-cocina",
      title: "¿Cuántos tomates por persona?",
      text: "Con su **azafrán** de [la receta](https://example.com/ajo/receta/salmorejo-cordobes) y garlic, ¿se pelan? https://example.com/arroz-bomba",
      ingredients: ["arroz-bomba"],
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id;
    // Saffron is a staple named in passing; "garlic" is no Spanish word; addresses hold no words.
    expect(await linkedIngredients(id)).toEqual(["arroz-bomba (chosen)", "tomate"]);
    // A chosen one named in the text too stays chosen through edits; found ones follow the text ("without garlic" names garlic).
    expect((await editThread(id, cook.token, { title: "Tomatoes for the rice", text: "Now without garlic, and with bomba rice." })).status).toBe(200);
    expect(await linkedIngredients(id)).toEqual(["ajo", "arroz-bomba (chosen)", "tomate"]);
    expect((await editThread(id, cook.token, { title: "Una duda", text: "Nada más." })).status).toBe(200);
    expect(await linkedIngredients(id)).toEqual(["arroz-bomba (chosen)"]);
  });

  it("refuses a chosen ingredient the catalogue does not know, or too many, in the caller's language, writing nothing", async () => {
    const before = await api.db.$count(forumThreads);
    const unknown = await startThread(cook.token, { category: "tecnicas", title: "¿Qué es el umami?", text: "Ayuda", ingredients: ["ajo", "unicornio"] }, "en");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.ingredients).toEqual(["We could not find the ingredient “unicornio” in the catalogue: remove it and post again."]);
    const spanish = await startThread(cook.token, { category: "tecnicas", title: "¿Qué es el umami?", text: "Ayuda", ingredients: ["unicornio"] });
    expect(spanish.body.errors?.ingredients?.[0]).toMatch(/^No encontramos el ingrediente «unicornio»/);
    const tooMany = await startThread(cook.token, { category: "tecnicas", title: "¿Qué es el umami?", text: "Ayuda", ingredients: ["ajo", "tomate", "azafran", "arroz-bomba"] });
    expect(tooMany.status).toBe(422);
    expect(Object.keys(tooMany.body.errors ?? {})).toEqual(["ingredients"]);
    expect((await startThread(cook.token, { category: "tecnicas", title: "¿Qué es el umami?", text: "Ayuda", ingredients: ["<b>"] })).status).toBe(422);
    expect(await api.db.$count(forumThreads)).toBe(before);
  });

  it("lists an ingredient's published threads solved first; a new linked thread moves its tags, a reply elsewhere does not; 404 for an unknown ingredient", async () => {
    const held = await startThread((await newcomer("Nico Nuevo")).token, { category: "tecnicas", title: "¿Tomate de lata o natural?", text: "Para sofrito." });
    expect(held.body.data.status).toBe("held");
    const older = (await startThread(cook.token, { category: "tecnicas", title: "Pelar tomates sin sufrir", text: "¿Escaldar o rallar?" })).body.data;
    const newer = (await startThread(helper.token, { category: "tecnicas", title: "Sofrito lento", text: "Con tomate rallado, una hora." })).body.data;
    const unrelated = (await startThread(cook.token, { category: "tecnicas", title: "¿Qué sartén compro?", text: "De hierro o de acero." })).body.data;
    const answer = (await reply(older.id, helper.token, "Escaldar treinta segundos")).body.data;
    await api.request(`/api/forums/threads/${older.id}/solution`, { method: "PUT", token: cook.token, json: { reply: answer.id } });

    const listed = await threadsAbout("tomate");
    expect(listed.status).toBe(200);
    expect(listed.body.data[0]).toMatchObject({ key: older.key, solved: true, replies_count: 1 });
    expect(listed.body.data.map((thread) => thread.key)).toContain(newer.key);
    expect(listed.body.data.map((thread) => thread.title)).not.toContain("¿Tomate de lata o natural?");
    const tomato = (await api.db.select({ id: ingredients.id }).from(ingredients).where(eq(ingredients.slug, "tomate")))[0]!.id;
    expect(listed.body.meta.total).toBe(
      (
        await api.db
          .select({ id: forumThreads.id })
          .from(forumThreadIngredients)
          .innerJoin(forumThreads, eq(forumThreads.id, forumThreadIngredients.threadId))
          .where(eq(forumThreadIngredients.ingredientId, tomato))
      ).filter(Boolean).length - 1,
    );
    expect(parseCacheTags(listed.headers.get(CACHE_TAGS_HEADER))).toEqual(expect.arrayContaining([ingredientThreadsTag(tomato), threadTag(older.id), threadTag(newer.id)]));

    const log = createCacheTagLog(api.db);
    const moves = async (write: () => Promise<unknown>) => {
      const tags = parseCacheTags((await threadsAbout("tomate")).headers.get(CACHE_TAGS_HEADER));
      const stamp = await log.currentStamp();
      await write();
      await log.currentStamp();
      return log.changedSince(tags, stamp);
    };
    expect(await moves(() => reply(unrelated.id, helper.token, "De hierro, sin duda"))).toBe(false);
    expect(await moves(() => startThread(helper.token, { category: "tecnicas", title: "Tomates verdes fritos", text: "¿Rebozados?" }))).toBe(true);
    expect((await threadsAbout("tomate")).body.data.map((thread) => thread.title)).toContain("Tomates verdes fritos");

    expect((await threadsAbout("unicornio")).status).toBe(404);
    expect((await call<{ message: string }>("/api/forums/ingredients/unicornio/threads", { locale: "en" })).body.message).toBe(
      "We could not find that ingredient in the catalogue.",
    );
  });
});

describe("forum search over replies (decision 099)", () => {
  let paella: ForumThread;
  beforeAll(async () => {
    paella = (await startThread(cook.token, { category: "dudas-de-cocina", title: "Paella del domingo", text: "¿Algún truco para la paella?" })).body.data;
    await reply(paella.id, helper.token, "El socarrat sale con fuego fuerte al final, y pimentón de la Vera al sofrito.");
    const english = (await startThread(helper.token, { category: "tecnicas", title: "Fluffy omelette", text: "Mine is always flat." })).body.data;
    await reply(english.id, cook.token, "I keep whisking the eggs until they foam.");
    await reply(english.id, cook.token, "<script>alert(1)</script> Chives **chopped** [fine](javascript:alert(1)) help too.");
  });

  it("finds a thread by its published replies, accents folded in Spanish and stemmed in English, with a marked passage of the reply", async () => {
    const folded = await search({ q: "pimenton" });
    expect(folded.status).toBe(200);
    const hit = folded.body.data.find((thread) => thread.id === paella.id)!;
    expect(hit.reply).toMatchObject({ user: { name: "Javi Responde" } });
    const replyId = (await api.db.select({ id: forumReplies.id }).from(forumReplies).where(eq(forumReplies.threadId, paella.id)))[0]!.id;
    expect(hit.reply!.id).toBe(replyId);
    expect(hit.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(["pimentón"]);
    expect(hit.excerpt.map((part) => part.text).join("")).toContain("fuego fuerte");
    expect(hit.title_marked).toEqual([{ text: "Paella del domingo", match: false }]);
    expect((await search({ q: "socarrat" })).body.data.map((thread) => thread.id)).toEqual([paella.id]);

    const english = await search({ q: "whisk" }, "en");
    expect(english.body.data.map((thread) => thread.title)).toEqual(["Fluffy omelette"]);
    expect(english.body.data[0]!.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(["whisking"]);
    // The opening post holds the words: its passage, not a reply's.
    const own = (await search({ q: "paella" })).body.data.find((thread) => thread.id === paella.id)!;
    expect(own.reply).toBeNull();
    expect(own.excerpt.map((part) => part.text).join("")).toContain("truco");
  });

  it("gives a reply's passage as plain text: Markdown, addresses and markup left out", async () => {
    const found = (await search({ q: "chives" }, "en")).body.data[0]!;
    const text = found.excerpt.map((part) => part.text).join("");
    expect(text).toBe("Chives chopped fine help too");
    expect(found.excerpt.filter((part) => part.match).map((part) => part.text)).toEqual(["Chives"]);
  });

  it("finds no reply held, hidden or removed, for anyone", async () => {
    const novice = await newcomer("Nora Novel");
    const heldReply = await reply(paella.id, novice.token, "Yo le pongo garrofó y alcachofa.");
    expect(heldReply.body.data.status).toBe("held");
    const hidden = (await reply(paella.id, helper.token, "Y un poco de romero fresco.")).body.data;
    await api.db.update(forumReplies).set({ status: "hidden" }).where(eq(forumReplies.id, hidden.id));
    for (const token of [undefined, novice.token, moderator.token]) {
      expect((await search({ q: "garrofó" }, "es", token)).body.data).toEqual([]);
      expect((await search({ q: "romero" }, "es", token)).body.data).toEqual([]);
    }
    await api.db.update(forumReplies).set({ status: "published" }).where(eq(forumReplies.id, hidden.id));
    expect((await search({ q: "romero" })).body.data.map((thread) => thread.id)).toEqual([paella.id]);
  });
});
