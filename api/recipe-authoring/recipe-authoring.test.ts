import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { messageResponse } from "../contract/auth";
import { cursorPage } from "../contract/community";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { RECIPE_TITLE_MAX_LENGTH } from "../contract/limits";
import { notificationPage } from "../contract/notifications";
import { photo as photoAnswer } from "../contract/photos";
import { type AuthoredRecipeInput, authoredRecipe, myRecipesPage } from "../contract/recipe-authoring";
import { recipeDetail, recipeSummary } from "../contract/recipes";
import { sitemapRecipePage } from "../contract/sitemap";
import { pointAwards, recipes } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createFollow, createUser } from "../../tests/support/factories";

/** Writing recipes through the API against a real database (decision 052): drafts, states, slugs, publication's effects, remixes. */
const api = useTestApi({ RATE_LIMIT_SCALE: "100" });

interface Member {
  id: number;
  name: string;
  slug: string;
  token: string;
}

async function member(overrides: Parameters<typeof createUser>[1] = {}): Promise<Member> {
  const user = await createUser(api.db, overrides);
  return { id: user.id, name: user.name, slug: user.slug, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const saved = dataEnvelope(authoredRecipe).extend({ message: z.string() });

/** PUT as the form does after loading the recipe: based on the revision it has now (decision 076). */
async function saveAtCurrentRevision(path: string, init: Parameters<typeof api.request>[1] & { json: AuthoredRecipeInput }) {
  const current = dataEnvelope(authoredRecipe).parse((await call(`${path}/edit`, { token: init.token })).body).data;
  return call(path, { ...init, method: "PUT", json: { ...init.json, revision: current.revision } });
}
const detail = dataEnvelope(recipeDetail);
const searchPage = z.object({ data: z.array(recipeSummary) });

/** Made-up words that share no stem or trigram, so a search for one finds only its recipe. */
const words = [
  "kumquatrix",
  "plovdivan",
  "yzmirelo",
  "quobbaton",
  "fjellwud",
  "xantharo",
  "brynzova",
  "tzatzikum",
  "wombleth",
  "gryffolk",
  "vuohipaa",
  "dzhugash",
  "ekwuemo",
  "ophiuxal",
  "smorrebu",
  "nyaungle",
];
let sequence = 0;
const uniqueWord = () => `${words[sequence % words.length]}${sequence++ >= words.length ? sequence : ""}`;

function tortilla(overrides: Partial<AuthoredRecipeInput> = {}): AuthoredRecipeInput {
  return {
    title: "Tortilla de la abuela",
    description: "Jugosa por dentro.",
    ingredients: [{ line: "2 dientes de ajo picados" }, { line: "400 g de arroz bomba" }, { line: "1 chorrito de vino blanco" }],
    step_sections: [
      { name: null, steps: [{ text: "Pela y corta." }, { text: "Fríe a fuego lento." }] },
      { name: "Para la salsa", steps: [{ text: "Tritura el tomate." }] },
    ],
    servings: 4,
    prep_minutes: 15,
    cook_minutes: 30,
    difficulty: "fácil",
    categories: ["espanola"],
    tags: ["tradicional"],
    nutrition: { calories: 420 },
    ...overrides,
  };
}

async function draft(author: Member, overrides: Partial<AuthoredRecipeInput> = {}) {
  const answer = await call("/api/recipes", { method: "POST", token: author.token, json: tortilla(overrides) });
  expect(answer.status).toBe(201);
  return saved.parse(answer.body).data;
}

async function publish(author: Member, key: string | number) {
  const answer = await call(`/api/recipes/${key}/publish`, { method: "POST", token: author.token });
  expect(answer.status).toBe(200);
  return saved.parse(answer.body).data;
}

const publicStatus = async (key: string) => (await api.request(`/api/recipes/${key}`)).status;
const searchSlugs = async (q: string) => searchPage.parse(await (await api.request(`/api/recipes/search?q=${q}`)).json()).data.map((recipe) => recipe.slug);
const sitemapSlugs = async () => sitemapRecipePage.parse(await (await api.request("/api/recipes/sitemap?per_page=1000")).json()).data.map((recipe) => recipe.slug);

beforeAll(async () => {
  await createCatalogue(api.db);
});

describe("drafts", () => {
  it("creates a draft in the author's language with lines parsed as written, steps in sections, a slug from the title", async () => {
    const ana = await member({ contentLanguagePreference: "es" });
    const recipe = await draft(ana, { translation: { title: "Grandma's omelette", steps: ["Peel and cut.", "Fry gently.", "Blend the tomato."] } });
    expect(recipe).toMatchObject({
      status: "draft",
      language: "es",
      slug: "tortilla-de-la-abuela",
      title: "Tortilla de la abuela",
      translation: { title: "Grandma's omelette", description: "", steps: ["Peel and cut.", "Fry gently.", "Blend the tomato."] },
      difficulty: "easy",
      total_minutes: 45,
      categories: ["espanola"],
      tags: ["tradicional"],
      published_at: null,
      remixed_from: null,
    });
    expect(recipe.ingredients[0]).toMatchObject({ line: "2 dientes de ajo picados", quantity: 2, unit: "clove", note: "picados", ingredient: { slug: "ajo" } });
    expect(recipe.ingredients[1]).toMatchObject({ line: "400 g de arroz bomba", quantity: 400, unit: "g", ingredient: { slug: "arroz-bomba" } });
    // A line the catalogue does not know keeps its words.
    expect(recipe.ingredients[2]).toMatchObject({ line: "1 chorrito de vino blanco", ingredient: null });
    expect(recipe.step_sections).toEqual([
      {
        name: null,
        steps: [
          { text: "Pela y corta.", image_url: null },
          { text: "Fríe a fuego lento.", image_url: null },
        ],
      },
      { name: "Para la salsa", steps: [{ text: "Tritura el tomate.", image_url: null }] },
    ]);
    // A draft is nobody else's business: not a public recipe, not searchable.
    expect(await publicStatus(recipe.slug)).toBe(404);
    expect(await publicStatus(String(recipe.id))).toBe(404);
    // A second one with the same title gets a slug of its own; an English member writes in English.
    expect((await draft(ana)).slug).toBe("tortilla-de-la-abuela-2");
    const tom = await member({ contentLanguagePreference: "en" });
    expect(await draft(tom, { title: "Grandma's omelette", ingredients: [{ line: "2 garlic cloves, minced" }] })).toMatchObject({
      language: "en",
      slug: "grandma-s-omelette",
      ingredients: [{ line: "2 garlic cloves, minced", unit: "clove", note: "minced", ingredient: { slug: "ajo" } }],
    });
  });

  it("refuses bad input in Spanish and English with every field's message, and writes nothing", async () => {
    const ana = await member();
    const before = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recipes)
      .where(eq(recipes.authorId, ana.id));
    const bad = {
      ...tortilla(),
      title: "a".repeat(RECIPE_TITLE_MAX_LENGTH + 1),
      servings: 0,
      difficulty: "imposible",
      video_url: "javascript:alert(1)",
      ingredients: [{ line: "" }],
    };
    const es = await call("/api/recipes", { method: "POST", token: ana.token, locale: "es", json: bad });
    expect(es.status).toBe(422);
    const esErrors = validationErrorBody.parse(es.body).errors;
    expect(esErrors.title).toEqual([`El campo título no debe superar los ${RECIPE_TITLE_MAX_LENGTH} caracteres.`]);
    expect(esErrors.difficulty).toEqual(["El valor del campo dificultad no es una opción válida."]);
    expect(esErrors.video_url).toEqual(["Cada enlace debe ser una dirección web completa que empiece por http:// o https://."]);
    expect(esErrors.servings?.[0]).toContain("raciones");
    expect(esErrors["ingredients.0.line"]).toEqual(["El campo ingredientes es obligatorio."]);
    const en = await call("/api/recipes", { method: "POST", token: ana.token, locale: "en", json: { ...tortilla(), title: "   ", categories: ["no-such-category"] } });
    expect(en.status).toBe(422);
    expect(validationErrorBody.parse(en.body).errors.title).toEqual(["The title field is required."]);
    const unknown = await call("/api/recipes", { method: "POST", token: ana.token, locale: "en", json: tortilla({ categories: ["no-such-category"], tags: ["nope"] }) });
    expect(unknown.status).toBe(422);
    expect(validationErrorBody.parse(unknown.body).errors).toEqual({
      categories: ["These categories do not exist: no-such-category."],
      tags: ["These tags do not exist: nope."],
    });
    const after = await api.db
      .select({ n: sql<number>`count(*)::int` })
      .from(recipes)
      .where(eq(recipes.authorId, ana.id));
    expect(after).toEqual(before);
  });

  it("asks for a verified e-mail to write, a session to write at all", async () => {
    const unverified = await member({ emailVerifiedAt: null });
    expect((await call("/api/recipes", { method: "POST", token: unverified.token, json: tortilla() })).status).toBe(403);
    expect((await call("/api/recipes", { method: "POST", json: tortilla() })).status).toBe(401);
    expect((await call("/api/user/recipes")).status).toBe(401);
  });
});

describe("publishing", () => {
  it("finds a published recipe that gives no nutrition; a calorie bound leaves it out", async () => {
    const chef = await member();
    const word = uniqueWord();
    // Its one line names nothing in the catalogue, so there is no estimate either (decision 057).
    const recipe = await draft(chef, { title: `Tortilla ${word}`, nutrition: undefined, ingredients: [{ line: "1 chorrito de vino blanco" }] });
    expect(recipe.nutrition).toMatchObject({ calories: null, estimated: false });
    await publish(chef, recipe.slug);
    expect(await searchSlugs(word)).toEqual([recipe.slug]);
    const bounded = searchPage.parse(await (await api.request(`/api/recipes/search?q=${word}&calories_max=5000`)).json()).data;
    expect(bounded).toEqual([]);
  });

  it("shows the recipe at once in search, the sitemap and the feed; notifies followers who want it; points once", async () => {
    const chef = await member({ name: "Chef Publicadora" });
    const fan = await member();
    const quiet = await member({ notificationPreferences: { recipe_published: false } });
    await createFollow(api.db, fan, chef.id);
    await createFollow(api.db, quiet, chef.id);
    const word = uniqueWord();
    const recipe = await draft(chef, { title: `Tortilla ${word}` });
    expect(await searchSlugs(word)).toEqual([]);

    // Publishing a draft without steps is refused, field by field.
    const empty = await draft(chef, { title: `Vacía ${uniqueWord()}`, ingredients: [], step_sections: [] });
    const refused = await call(`/api/recipes/${empty.slug}/publish`, { method: "POST", token: chef.token, locale: "en" });
    expect(refused.status).toBe(422);
    expect(validationErrorBody.parse(refused.body).errors).toEqual({
      ingredients: ["Add at least one ingredient before publishing the recipe."],
      step_sections: ["Add at least one step before publishing the recipe."],
    });

    const published = await publish(chef, recipe.slug);
    expect(published).toMatchObject({ status: "published", slug: recipe.slug });
    expect(published.first_published_at).not.toBeNull();
    expect(await publicStatus(recipe.slug)).toBe(200);
    expect(await searchSlugs(word)).toEqual([recipe.slug]);
    expect(await sitemapSlugs()).toContain(recipe.slug);
    const feed = cursorPage(z.object({ kind: z.string(), recipe: recipeSummary.optional() })).parse((await call("/api/feed", { token: fan.token })).body);
    expect(feed.data.map((item) => item.recipe?.slug)).toContain(recipe.slug);
    // The public answer shows the steps' sections.
    const shown = detail.parse((await call(`/api/recipes/${recipe.slug}`)).body).data;
    expect(shown.steps.map((step) => step.section)).toEqual([null, null, "Para la salsa"]);
    expect(shown.ingredients[0]!.description).toBe("2 dientes de ajo picados");

    await api.drainOutboxEvents();
    const notes = notificationPage.parse((await call("/api/notifications?per_page=20", { token: fan.token, locale: "en" })).body).data;
    const told = notes.filter((note) => note.type === "recipe_published");
    expect(told).toHaveLength(1);
    expect(told[0]!.data).toMatchObject({ message: `Chef Publicadora published a new recipe: “Tortilla ${word}”`, link: `/receta/${recipe.slug}` });
    const quietNotes = notificationPage.parse((await call("/api/notifications?per_page=20", { token: quiet.token })).body).data;
    expect(quietNotes.filter((note) => note.type === "recipe_published")).toEqual([]);

    // Unpublished and published again: no second notification, no second points.
    expect(saved.parse((await call(`/api/recipes/${recipe.slug}/unpublish`, { method: "POST", token: chef.token })).body).data.status).toBe("draft");
    expect(await publicStatus(recipe.slug)).toBe(404);
    expect(await searchSlugs(word)).toEqual([]);
    expect(await sitemapSlugs()).not.toContain(recipe.slug);
    await publish(chef, recipe.slug);
    // Publishing what is published changes nothing.
    await publish(chef, recipe.slug);
    await api.drainOutboxEvents();
    const awards = await api.db
      .select()
      .from(pointAwards)
      .where(and(eq(pointAwards.userId, chef.id), eq(pointAwards.rule, "recipe_published")));
    expect(awards.map((award) => [award.subject, award.points])).toEqual([[String(recipe.id), 50]]);
    const again = notificationPage.parse((await call("/api/notifications?per_page=20", { token: fan.token })).body).data;
    expect(again.filter((note) => note.type === "recipe_published")).toHaveLength(1);
  });
});

describe("nutrition", () => {
  it("estimates a recipe without nutrition from its catalogue lines, marked estimated; the author's own values are not", async () => {
    const cook = await member();
    const lines = [
      { line: "400 g de arroz bomba" },
      { line: "2 dientes de ajo picados" },
      { line: "2 tomates" },
      { line: "1 chorrito de vino blanco" },
      { line: "azafrán al gusto" },
    ];
    const estimated = await draft(cook, { ingredients: lines, nutrition: undefined });
    // 400 g of rice (1440 kcal), 10 g of garlic and two 120 g tomatoes, for 4: about 375 kcal a serving.
    expect(estimated.nutrition.estimated).toBe(true);
    expect(estimated.nutrition.calories).toBeGreaterThan(330);
    expect(estimated.nutrition.calories).toBeLessThan(420);
    expect(estimated.nutrition.carbs).toBeGreaterThan(70);
    await publish(cook, estimated.slug);
    const shown = detail.parse(await (await api.request(`/api/recipes/${estimated.slug}`)).json()).data;
    expect(shown.nutrition).toMatchObject({ calories: estimated.nutrition.calories, estimated: true });

    const given = await draft(cook, { ingredients: lines, nutrition: { calories: 500, protein: 12 } });
    expect(given.nutrition).toMatchObject({ calories: 500, protein: 12, carbs: null, estimated: false });

    // An edit that leaves the nutrition out estimates again; one that gives it keeps the author's.
    const edit = (nutrition: AuthoredRecipeInput["nutrition"]) =>
      saveAtCurrentRevision(`/api/recipes/${given.id}`, { token: cook.token, json: tortilla({ ingredients: lines, servings: 2, nutrition }) });
    const reestimated = saved.parse((await edit(null)).body).data;
    expect(reestimated.nutrition.estimated).toBe(true);
    expect(reestimated.nutrition.calories).toBeGreaterThan(660);
    expect(saved.parse((await edit({ calories: 480 })).body).data.nutrition).toMatchObject({ calories: 480, estimated: false });
  });
});

describe("who may change a recipe", () => {
  it("lets the author and admins edit; another member gets 403 on a public recipe and 404 on a draft", async () => {
    const author = await member();
    const other = await member();
    const admin = await member({ roles: ["admin"] });
    const open = await draft(author, { title: `Pública ${uniqueWord()}` });
    await publish(author, open.slug);
    const hidden = await draft(author, { title: `Oculta ${uniqueWord()}` });

    for (const [method, suffix, json] of [
      ["PUT", "", { ...tortilla({ title: "Mía" }), revision: 1 }],
      ["POST", "/kept-edits", tortilla({ title: "Mía" })],
      ["GET", "/edit", undefined],
      ["POST", "/unpublish", undefined],
      ["DELETE", "", undefined],
    ] as const) {
      expect((await call(`/api/recipes/${open.slug}${suffix}`, { method, token: other.token, json })).status).toBe(403);
      expect((await call(`/api/recipes/${hidden.slug}${suffix}`, { method, token: other.token, json })).status).toBe(404);
    }
    expect((await call(`/api/recipes/${hidden.slug}/publish`, { method: "POST", token: other.token })).status).toBe(404);
    expect(detail.parse((await call(`/api/recipes/${open.slug}`)).body).data.title).toBe(open.title);

    const edited = await saveAtCurrentRevision(`/api/recipes/${open.slug}`, { token: admin.token, json: tortilla({ title: open.title, description: "Revisada." }) });
    expect(edited.status).toBe(200);
    expect(saved.parse(edited.body).data).toMatchObject({ description: "Revisada.", user: { id: author.id } });
    expect((await call(`/api/recipes/${hidden.slug}/edit`, { token: admin.token })).status).toBe(200);
  });
});

describe("revisions", () => {
  it("refuses a save based on an older revision with 409 in the caller's language and changes nothing; keeping both makes a draft of the author's", async () => {
    const author = await member();
    const admin = await member({ roles: ["admin"] });
    const recipe = await draft(author, { title: `Lentejas ${uniqueWord()}` });
    expect(recipe.revision).toBe(1);
    // Both open the recipe at revision 1; the author saves first.
    const authors = await call(`/api/recipes/${recipe.id}`, {
      method: "PUT",
      token: author.token,
      json: { ...tortilla({ title: recipe.title, description: "La del autor." }), revision: 1 },
    });
    expect(authors.status).toBe(200);
    expect(saved.parse(authors.body).data.revision).toBe(2);

    const admins = { ...tortilla({ title: `Lentejas del admin ${uniqueWord()}`, description: "La del admin." }), revision: 1 };
    for (const [locale, words] of [
      ["es", "Alguien ha guardado esta receta mientras la editabas"],
      ["en", "Someone saved this recipe while you were editing it"],
    ] as const) {
      const refused = await call(`/api/recipes/${recipe.id}`, { method: "PUT", token: admin.token, locale, json: admins });
      expect(refused.status).toBe(409);
      expect(messageResponse.parse(refused.body).message).toContain(words);
    }
    const kept = dataEnvelope(authoredRecipe).parse((await call(`/api/recipes/${recipe.id}/edit`, { token: author.token })).body).data;
    expect(kept).toMatchObject({ title: recipe.title, description: "La del autor.", revision: 2 });

    // The losing edit, kept beside the recipe as a draft of its author's.
    const { revision: _, ...losingEdit } = admins;
    const copy = await call(`/api/recipes/${recipe.id}/kept-edits`, { method: "POST", token: admin.token, json: losingEdit });
    expect(copy.status).toBe(201);
    const copied = saved.parse(copy.body).data;
    expect(copied).toMatchObject({ status: "draft", title: admins.title, description: "La del admin.", user: { id: author.id }, revision: 1 });
    expect(copied.id).not.toBe(recipe.id);
    const mine = myRecipesPage.parse((await call("/api/user/recipes", { token: author.token })).body).data.map((card) => card.id);
    expect(mine).toEqual(expect.arrayContaining([recipe.id, copied.id]));
    expect(dataEnvelope(authoredRecipe).parse((await call(`/api/recipes/${recipe.id}/edit`, { token: author.token })).body).data).toMatchObject({
      description: "La del autor.",
      revision: 2,
    });
  });

  it("lets exactly one of two saves sent at once from the same revision through, and asks every save for its revision", async () => {
    const author = await member();
    const recipe = await draft(author, { title: `Garbanzos ${uniqueWord()}` });
    const answers = await Promise.all(
      ["Primera pestaña.", "Segunda pestaña."].map((description) =>
        call(`/api/recipes/${recipe.id}`, { method: "PUT", token: author.token, json: { ...tortilla({ title: recipe.title, description }), revision: 1 } }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = saved.parse(answers.find((answer) => answer.status === 200)!.body).data;
    const stored = dataEnvelope(authoredRecipe).parse((await call(`/api/recipes/${recipe.id}/edit`, { token: author.token })).body).data;
    expect(stored).toMatchObject({ description: winner.description, revision: 2 });

    const unversioned = await call(`/api/recipes/${recipe.id}`, { method: "PUT", token: author.token, json: tortilla({ title: recipe.title }) });
    expect(unversioned.status).toBe(422);
    expect(validationErrorBody.parse(unversioned.body).errors).toHaveProperty("revision");
  });
});

describe("deleting and restoring", () => {
  it("hides a deleted recipe from every public read, lists it as restorable, and brings it back as it was", async () => {
    const author = await member();
    const word = uniqueWord();
    const recipe = await draft(author, { title: `Borrable ${word}` });
    await publish(author, recipe.slug);
    expect(await searchSlugs(word)).toEqual([recipe.slug]);

    const deleted = await call(`/api/recipes/${recipe.slug}`, { method: "DELETE", token: author.token, locale: "en" });
    expect(messageResponse.parse(deleted.body).message).toBe("Recipe deleted. You can restore it for 30 days.");
    expect(await publicStatus(recipe.slug)).toBe(404);
    expect(await searchSlugs(word)).toEqual([]);
    expect(await sitemapSlugs()).not.toContain(recipe.slug);
    expect((await call(`/api/users/${author.slug}/recipes`)).body).toMatchObject({ data: [] });
    // Not editable while deleted; listed with the date it stops being restorable.
    expect((await call(`/api/recipes/${recipe.slug}/edit`, { token: author.token })).status).toBe(404);
    const mine = myRecipesPage.parse((await call("/api/user/recipes?status=deleted", { token: author.token })).body).data;
    expect(mine.map((card) => [card.slug, card.status])).toEqual([[recipe.slug, "deleted"]]);
    expect(Date.parse(mine[0]!.restorable_until!) - Date.parse(mine[0]!.deleted_at!)).toBe(30 * 86_400_000);

    const restored = await call(`/api/recipes/${recipe.slug}/restore`, { method: "POST", token: author.token });
    expect(saved.parse(restored.body).data.status).toBe("published");
    expect(await publicStatus(recipe.slug)).toBe(200);
    expect(await searchSlugs(word)).toEqual([recipe.slug]);

    // Deleted more than 30 days ago: no longer restorable, no longer listed.
    await call(`/api/recipes/${recipe.slug}`, { method: "DELETE", token: author.token });
    await api.db
      .update(recipes)
      .set({ deletedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(recipes.id, recipe.id));
    expect((await call(`/api/recipes/${recipe.slug}/restore`, { method: "POST", token: author.token })).status).toBe(404);
    expect(myRecipesPage.parse((await call("/api/user/recipes", { token: author.token })).body).data).toEqual([]);
  });
});

describe("slugs", () => {
  it("follows a draft's title freely; after publication a rename keeps the old slug, whose address finds the recipe under its new slug", async () => {
    const author = await member();
    const word = uniqueWord();
    const recipe = await draft(author, { title: `Guiso ${word}` });
    const renamedDraft = saved.parse(
      (await saveAtCurrentRevision(`/api/recipes/${recipe.slug}`, { token: author.token, json: tortilla({ title: `Estofado ${word}` }) })).body,
    ).data;
    expect(renamedDraft.slug).toBe(`estofado-${word}`);
    // A draft's old slug was never public: it names nothing.
    expect((await call(`/api/recipes/${recipe.slug}/edit`, { token: author.token })).status).toBe(404);

    await publish(author, renamedDraft.slug);
    const renamed = saved.parse((await saveAtCurrentRevision(`/api/recipes/${renamedDraft.slug}`, { token: author.token, json: tortilla({ title: `Cocido ${word}` }) })).body).data;
    expect(renamed.slug).toBe(`cocido-${word}`);
    const byOldSlug = detail.parse((await call(`/api/recipes/${renamedDraft.slug}`)).body).data;
    expect(byOldSlug.slug).toBe(`cocido-${word}`);
    // The old slug stays taken: a new recipe with that title gets another.
    expect((await draft(author, { title: `Estofado ${word}` })).slug).toBe(`estofado-${word}-2`);
    // An edit that keeps the title keeps the slug.
    const same = saved.parse(
      (await saveAtCurrentRevision(`/api/recipes/${renamed.id}`, { token: author.token, json: tortilla({ title: `Cocido ${word}`, servings: 6 }) })).body,
    ).data;
    expect(same).toMatchObject({ slug: `cocido-${word}`, servings: 6 });
  });
});

describe("remixes", () => {
  it("copies a published recipe into the caller's draft and shows the lineage both ways with what changed", async () => {
    const author = await member({ name: "Autora Original" });
    const remixer = await member({ name: "Remezcladora" });
    const original = await draft(author, { title: `Paella ${uniqueWord()}` });
    expect((await call(`/api/recipes/${original.slug}/remix`, { method: "POST", token: remixer.token })).status).toBe(404);
    await publish(author, original.slug);

    const made = await call(`/api/recipes/${original.slug}/remix`, { method: "POST", token: remixer.token });
    expect(made.status).toBe(201);
    const remix = saved.parse(made.body).data;
    expect(remix).toMatchObject({
      status: "draft",
      title: original.title,
      user: { id: remixer.id },
      remixed_from: { id: original.id, slug: original.slug, is_published: true, user: { name: "Autora Original" } },
      ingredients: original.ingredients,
      step_sections: original.step_sections,
    });
    expect(remix.slug).not.toBe(original.slug);
    // A draft remix is not on the original's page yet.
    expect(detail.parse((await call(`/api/recipes/${original.slug}`)).body).data.remixes_count).toBe(0);

    // The remix drops the garlic, adds saffron and a step.
    const changed = tortilla({
      title: `Mi versión ${uniqueWord()}`,
      ingredients: [{ line: "400 g de arroz bomba" }, { line: "1 chorrito de vino blanco" }, { line: "1 pizca de azafrán" }],
      step_sections: [...tortilla().step_sections!, { name: null, steps: [{ text: "Deja reposar cinco minutos." }] }],
    });
    const edited = saved.parse((await saveAtCurrentRevision(`/api/recipes/${remix.id}`, { token: remixer.token, json: changed })).body).data;
    await publish(remixer, edited.slug);

    const originalPage = detail.parse((await call(`/api/recipes/${original.slug}`)).body).data;
    expect(originalPage.remixes_count).toBe(1);
    expect(originalPage.remixes).toEqual([{ id: remix.id, title: edited.title, slug: edited.slug, user: expect.objectContaining({ name: "Remezcladora" }) }]);
    expect(originalPage.remixed_from).toBeNull();
    const remixPage = detail.parse((await call(`/api/recipes/${edited.slug}`)).body).data;
    expect(remixPage.remixed_from).toEqual({ id: original.id, title: original.title, slug: original.slug, user: expect.objectContaining({ name: "Autora Original" }) });
    expect(remixPage.remix_changes).toEqual({ ingredients_added: ["azafrán"], ingredients_removed: ["ajo"], steps_added: 1, steps_removed: 0 });

    // Visitors and unverified members may not remix.
    expect((await call(`/api/recipes/${original.slug}/remix`, { method: "POST" })).status).toBe(401);
    const unverified = await member({ emailVerifiedAt: null });
    expect((await call(`/api/recipes/${original.slug}/remix`, { method: "POST", token: unverified.token })).status).toBe(403);
  });
});

const jpeg = sharp({ create: { width: 400, height: 300, channels: 3, background: "#c2410c" } })
  .jpeg()
  .toBuffer();

/** One of the member's photos, sent as the authoring form sends it (decision 053). */
async function uploadPhoto(owner: Member) {
  const form = new FormData();
  form.set("photo", new File([new Uint8Array(await jpeg)], "plato.jpg", { type: "image/jpeg" }));
  const response = await api.request("/api/photos", { method: "POST", token: owner.token, form });
  expect(response.status).toBe(201);
  return dataEnvelope(photoAnswer).parse(await response.json()).data;
}

describe("main photo", () => {
  it("sets the author's own photo, shows it with its sizes, refuses another member's in both languages, removes it, and a remix copies it", async () => {
    const ana = await member();
    const photo = await uploadPhoto(ana);
    const recipe = await draft(ana, { title: `Croquetas ${uniqueWord()}`, featured_image_url: photo.url });
    expect(recipe.featured_image_url).toBe(photo.url);
    const published = await publish(ana, recipe.id);
    const page = detail.parse((await call(`/api/recipes/${published.slug}`)).body).data;
    expect(page.featured_image_url).toBe(photo.url);
    expect(page.image).toEqual({ url: photo.url, width: 400, height: 300, srcset_avif: photo.srcset_avif, srcset_webp: photo.srcset_webp });
    // A photo a recipe shows may not be deleted (decision 053).
    expect((await call(`/api/photos/${photo.id}`, { method: "DELETE", token: ana.token })).status).toBe(409);
    // Saving the recipe as it is (its picture sent back, or not sent at all) keeps it.
    const resent = await saveAtCurrentRevision(`/api/recipes/${recipe.id}`, { token: ana.token, json: tortilla({ title: recipe.title, featured_image_url: photo.url }) });
    expect(saved.parse(resent.body).data.featured_image_url).toBe(photo.url);
    const omitted = await saveAtCurrentRevision(`/api/recipes/${recipe.id}`, { token: ana.token, json: tortilla({ title: recipe.title }) });
    expect(saved.parse(omitted.body).data.featured_image_url).toBe(photo.url);

    // Another member's photo (nor any address that is not a member photo) may not be anyone else's main photo.
    const ben = await member();
    const bens = await uploadPhoto(ben);
    for (const [locale, message] of [
      ["es", "No encontramos esa foto entre las tuyas: súbela de nuevo."],
      ["en", "We could not find that photo among yours: upload it again."],
    ] as const) {
      const refused = await saveAtCurrentRevision(`/api/recipes/${recipe.id}`, { token: ana.token, locale, json: tortilla({ title: recipe.title, featured_image_url: bens.url }) });
      expect(refused.status).toBe(422);
      expect(validationErrorBody.parse(refused.body).errors).toEqual({ featured_image_url: [message] });
    }
    const created = await call("/api/recipes", { method: "POST", token: ben.token, json: tortilla({ featured_image_url: photo.url }) });
    expect(created.status).toBe(422);
    expect((await call("/api/recipes", { method: "POST", token: ben.token, json: tortilla({ featured_image_url: "https://example.com/foto.jpg" }) })).status).toBe(422);
    expect(detail.parse((await call(`/api/recipes/${published.slug}`)).body).data.featured_image_url).toBe(photo.url);

    // A remix copies the picture, and keeps it through its author's edits though the photo is not theirs.
    const remix = saved.parse((await call(`/api/recipes/${published.slug}/remix`, { method: "POST", token: ben.token })).body).data;
    expect(remix.featured_image_url).toBe(photo.url);
    const remixEdited = await saveAtCurrentRevision(`/api/recipes/${remix.id}`, { token: ben.token, json: tortilla({ title: remix.title, featured_image_url: photo.url }) });
    expect(saved.parse(remixEdited.body).data.featured_image_url).toBe(photo.url);

    // null takes it away: the recipe shows no picture again.
    const removed = await saveAtCurrentRevision(`/api/recipes/${recipe.id}`, { token: ana.token, json: tortilla({ title: recipe.title, featured_image_url: null }) });
    expect(saved.parse(removed.body).data.featured_image_url).toBeNull();
    const bare = detail.parse((await call(`/api/recipes/${published.slug}`)).body).data;
    expect(bare).toMatchObject({ featured_image_url: null, image: null });
  });
});

describe("step photos", () => {
  it("takes the author's own photos, keeps a remix's copied ones through edits, and refuses any other address in the step's field", async () => {
    const ana = await member();
    const photo = await uploadPhoto(ana);
    const withStepPhoto = (title: string, url: string | null) =>
      tortilla({ title, step_sections: [{ name: null, steps: [{ text: "Pela y corta." }, { text: "Fríe a fuego lento.", image_url: url }] }] });
    const created = await call("/api/recipes", { method: "POST", token: ana.token, json: withStepPhoto("Tortilla con paso en foto", photo.url) });
    expect(created.status).toBe(201);
    const recipe = saved.parse(created.body).data;
    expect(recipe.step_sections[0]!.steps[1]!.image_url).toBe(photo.url);
    // The photo is in use: it may not be deleted while the step shows it (decision 053).
    expect((await call(`/api/photos/${photo.id}`, { method: "DELETE", token: ana.token })).status).toBe(409);

    const ben = await member();
    const bens = await uploadPhoto(ben);
    for (const url of [bens.url, "https://example.com/paso.jpg"]) {
      const refused = await saveAtCurrentRevision(`/api/recipes/${recipe.id}`, { token: ana.token, locale: "en", json: withStepPhoto(recipe.title, url) });
      expect(refused.status, url).toBe(422);
      expect(validationErrorBody.parse(refused.body).errors).toEqual({ "step_sections.0.steps.1.image_url": ["We could not find that photo among yours: upload it again."] });
    }
    const published = await publish(ana, recipe.id);
    const page = detail.parse((await call(`/api/recipes/${published.slug}`)).body).data;
    expect(page.steps.map((step) => step.image_url)).toEqual([null, photo.url]);

    // Ben's remix shows Ana's step photo, and keeps it when he saves the steps as he got them.
    const remix = saved.parse((await call(`/api/recipes/${published.slug}/remix`, { method: "POST", token: ben.token })).body).data;
    expect(remix.step_sections[0]!.steps[1]!.image_url).toBe(photo.url);
    const remixEdited = await saveAtCurrentRevision(`/api/recipes/${remix.id}`, { token: ben.token, json: withStepPhoto(remix.title, photo.url) });
    expect(remixEdited.status).toBe(200);
    expect(saved.parse(remixEdited.body).data.step_sections[0]!.steps[1]!.image_url).toBe(photo.url);
  });
});

describe("my recipes", () => {
  it("pages the caller's drafts, published and deleted recipes by cursor, newest change first, and filters by status", async () => {
    const author = await member();
    const made = [];
    for (let n = 0; n < 5; n++) made.push(await draft(author, { title: `Receta ${n} ${uniqueWord()}` }));
    await publish(author, made[1]!.slug);
    await call(`/api/recipes/${made[2]!.slug}`, { method: "DELETE", token: author.token });
    await draft(await member(), { title: "De otra persona" });

    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: z.infer<typeof myRecipesPage> = myRecipesPage.parse(
        (await call(`/api/user/recipes?per_page=2${cursor ? `&cursor=${cursor}` : ""}`, { token: author.token })).body,
      );
      expect(page.data.length).toBeLessThanOrEqual(2);
      seen.push(...page.data.map((card) => card.slug));
      cursor = page.meta.next_cursor;
    } while (cursor);
    expect(seen.sort()).toEqual(made.map((recipe) => recipe.slug).sort());
    const statuses = myRecipesPage.parse((await call("/api/user/recipes", { token: author.token })).body).data.map((card) => card.status);
    expect(statuses.filter((status) => status === "draft")).toHaveLength(3);
    expect(statuses.filter((status) => status === "published")).toHaveLength(1);
    const published = myRecipesPage.parse((await call("/api/user/recipes?status=published", { token: author.token })).body).data;
    expect(published.map((card) => card.slug)).toEqual([made[1]!.slug]);
    expect((await call("/api/user/recipes?status=nope", { token: author.token })).status).toBe(422);
    expect((await call("/api/user/recipes?cursor=nope", { token: author.token })).status).toBe(422);
  });
});
