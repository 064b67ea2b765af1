import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, validationErrorBody } from "../contract/envelopes";
import { RECIPE_EQUIPMENT_ITEM_MAX_LENGTH, RECIPE_EQUIPMENT_MAX, RECIPE_NOTES_MAX_LENGTH, RECIPE_YIELD_MAX_LENGTH } from "../contract/limits";
import { type AuthoredRecipeInput, authoredRecipe } from "../contract/recipe-authoring";
import { recipeDetail } from "../contract/recipes";
import { recipes } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createUser } from "../../tests/support/factories";

/** Decision 078: sub-categories on the server, remixes that keep their original and must change before publishing, and the fields cooks expect. */
const api = useTestApi({ RATE_LIMIT_SCALE: "100" });

async function member() {
  const user = await createUser(api.db);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}
type Member = Awaited<ReturnType<typeof member>>;

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** PUT as the form does after loading the recipe: based on the revision it has now (decision 076). */
async function save(path: string, init: Parameters<typeof api.request>[1] & { json: AuthoredRecipeInput }) {
  const current = dataEnvelope(authoredRecipe).parse((await call(`${path}/edit`, { token: init.token })).body).data;
  return call(path, { ...init, method: "PUT", json: { ...init.json, revision: current.revision } });
}

const saved = dataEnvelope(authoredRecipe).extend({ message: z.string() });
const detail = dataEnvelope(recipeDetail);
const refusal = z.object({ message: z.string() });

let sequence = 0;
function cookies(overrides: Partial<AuthoredRecipeInput> = {}): AuthoredRecipeInput {
  return {
    title: `Galletas de la tía Rosa ${++sequence}`,
    description: "Crujientes por fuera, tiernas por dentro.",
    ingredients: [{ line: "400 g de arroz bomba" }, { line: "2 dientes de ajo" }],
    step_sections: [{ name: null, steps: [{ text: "Mezcla todo." }, { text: "Hornea doce minutos." }] }],
    servings: 6,
    prep_minutes: 15,
    cook_minutes: 12,
    active_minutes: 20,
    difficulty: "easy",
    categories: ["valenciana", "arroces"],
    tags: ["tradicional"],
    ...overrides,
  };
}

async function draft(author: Member, overrides: Partial<AuthoredRecipeInput> = {}) {
  const answer = await call("/api/recipes", { method: "POST", token: author.token, json: cookies(overrides) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return saved.parse(answer.body).data;
}

const publish = (author: Member, id: number, locale: "es" | "en" = "es") => call(`/api/recipes/${id}/publish`, { method: "POST", token: author.token, locale });

beforeAll(async () => {
  await createCatalogue(api.db);
});

describe("categories", () => {
  it("files a recipe under a sub-category of a sub-category and shows it; a slug that names nothing is 422 and changes nothing", async () => {
    const author = await member();
    const recipe = await draft(author);
    expect(recipe.categories.sort()).toEqual(["arroces", "valenciana"]);
    expect((await publish(author, recipe.id)).status).toBe(200);
    const page = detail.parse((await call(`/api/recipes/${recipe.slug}`)).body).data;
    expect(page.categories.map((category) => [category.slug, category.type])).toEqual(
      expect.arrayContaining([
        ["valenciana", "cuisine"],
        ["arroces", "course"],
      ]),
    );

    for (const [locale, message] of [
      ["es", "Estas categorías no existen: postres-de-marte."],
      ["en", "These categories do not exist: postres-de-marte."],
    ] as const) {
      const refused = await save(`/api/recipes/${recipe.id}`, {
        token: author.token,
        locale,
        json: cookies({ title: "Otra", categories: ["valenciana", "postres-de-marte"] }),
      });
      expect(refused.status).toBe(422);
      expect(validationErrorBody.parse(refused.body).errors.categories).toEqual([message]);
    }
    const [row] = await api.db.select({ title: recipes.titleEs }).from(recipes).where(eq(recipes.id, recipe.id));
    expect(row!.title).toBe(recipe.title);
  });
});

describe("remixes", () => {
  it("keep the original's categories, times and extras, and cannot be published until something changes", async () => {
    const author = await member();
    const remixer = await member();
    const original = await draft(author, { recipe_yield: "24 galletas", equipment: ["Bandeja de horno"], notes: "Reposa la masa.", source_name: "La tía Rosa" });
    expect((await publish(author, original.id)).status).toBe(200);

    const made = await call(`/api/recipes/${original.slug}/remix`, { method: "POST", token: remixer.token });
    expect(made.status).toBe(201);
    const remix = saved.parse(made.body).data;
    expect(remix).toMatchObject({
      categories: expect.arrayContaining(["valenciana", "arroces"]),
      prep_minutes: 15,
      cook_minutes: 12,
      active_minutes: 20,
      recipe_yield: "24 galletas",
      equipment: ["Bandeja de horno"],
      notes: "Reposa la masa.",
      source_name: "La tía Rosa",
    });

    // Unchanged, straight away or saved again as it is: refused in the page's language, still a draft.
    const again = cookies({ title: original.title, recipe_yield: "24 galletas", equipment: ["Bandeja de horno"], notes: "Reposa la masa.", source_name: "La tía Rosa" });
    expect((await save(`/api/recipes/${remix.id}`, { token: remixer.token, json: again })).status).toBe(200);
    const es = await publish(remixer, remix.id, "es");
    expect(es.status).toBe(422);
    expect(refusal.parse(es.body).message).toBe(
      "Tu versión aún es igual que la receta original: cambia algo (un ingrediente, un paso, las cantidades o el título) antes de publicarla.",
    );
    const en = await publish(remixer, remix.id, "en");
    expect(en.status).toBe(422);
    expect(refusal.parse(en.body).message).toBe(
      "Your version is still the same as the original recipe: change something (an ingredient, a step, the amounts or the title) before you publish it.",
    );
    const [row] = await api.db.select({ publishedAt: recipes.publishedAt }).from(recipes).where(eq(recipes.id, remix.id));
    expect(row!.publishedAt).toBeNull();

    // One changed amount is a version of its own.
    const changed = { ...again, ingredients: [{ line: "500 g de arroz bomba" }, { line: "2 dientes de ajo" }] };
    expect((await save(`/api/recipes/${remix.id}`, { token: remixer.token, json: changed })).status).toBe(200);
    expect((await publish(remixer, remix.id)).status).toBe(200);
  });
});

describe("notes, yield, equipment and source", () => {
  it("stores them in the recipe's language with their translation, returns them to the author and on the recipe page in each language", async () => {
    const author = await member();
    const recipe = await draft(author, {
      notes: "Aguantan una semana en una lata.\nSin la lata, se ablandan.",
      recipe_yield: "24 galletas",
      equipment: ["Bandeja de horno", "Papel de horno"],
      source_name: "Recetario de la tía Rosa",
      source_url: "https://example.org/recetario",
      translation: { title: "Aunt Rosa's cookies", notes: "They keep a week in a tin.", recipe_yield: "24 cookies", equipment: ["Baking sheet"] },
    });
    expect(recipe).toMatchObject({
      notes: "Aguantan una semana en una lata.\nSin la lata, se ablandan.",
      recipe_yield: "24 galletas",
      equipment: ["Bandeja de horno", "Papel de horno"],
      source_name: "Recetario de la tía Rosa",
      source_url: "https://example.org/recetario",
      translation: { notes: "They keep a week in a tin.", recipe_yield: "24 cookies", equipment: ["Baking sheet"] },
    });
    expect((await publish(author, recipe.id)).status).toBe(200);
    const es = detail.parse((await call(`/api/recipes/${recipe.slug}?locale=es`)).body).data;
    expect(es).toMatchObject({
      recipe_yield: "24 galletas",
      equipment: ["Bandeja de horno", "Papel de horno"],
      source: { name: "Recetario de la tía Rosa", url: "https://example.org/recetario" },
    });
    const en = detail.parse((await call(`/api/recipes/${recipe.slug}?locale=en`)).body).data;
    expect(en).toMatchObject({ notes: "They keep a week in a tin.", recipe_yield: "24 cookies", equipment: ["Baking sheet"] });

    // Left out, they are empty, and the page says nothing of them.
    const plain = await draft(author);
    expect(plain).toMatchObject({ notes: "", recipe_yield: "", equipment: [], source_name: "", source_url: null });
    expect((await publish(author, plain.id)).status).toBe(200);
    expect(detail.parse((await call(`/api/recipes/${plain.slug}`)).body).data).toMatchObject({ notes: "", recipe_yield: "", equipment: [], source: null });
  });

  it("refuses texts over their limits, a tool list too long, and a source link that is not http(s), with each field's message; nothing written", async () => {
    const author = await member();
    const recipe = await draft(author);
    const bad = cookies({
      notes: "n".repeat(RECIPE_NOTES_MAX_LENGTH + 1),
      recipe_yield: "y".repeat(RECIPE_YIELD_MAX_LENGTH + 1),
      equipment: [...Array.from({ length: RECIPE_EQUIPMENT_MAX }, (_, index) => `Cazo ${index}`), "Uno de más"],
      source_url: "javascript:alert(1)",
    });
    const es = await save(`/api/recipes/${recipe.id}`, { token: author.token, locale: "es", json: bad });
    expect(es.status).toBe(422);
    const errors = validationErrorBody.parse(es.body).errors;
    expect(errors.notes).toEqual([`El campo notas no debe superar los ${RECIPE_NOTES_MAX_LENGTH} caracteres.`]);
    expect(errors.recipe_yield).toEqual([`El campo cantidad que sale no debe superar los ${RECIPE_YIELD_MAX_LENGTH} caracteres.`]);
    expect(errors.equipment?.[0]).toContain("utensilios");
    expect(errors.source_url).toEqual(["Cada enlace debe ser una dirección web completa que empiece por http:// o https://."]);
    const en = await save(`/api/recipes/${recipe.id}`, {
      token: author.token,
      locale: "en",
      json: cookies({ equipment: ["x".repeat(RECIPE_EQUIPMENT_ITEM_MAX_LENGTH + 1)] }),
    });
    expect(en.status).toBe(422);
    expect(Object.keys(validationErrorBody.parse(en.body).errors)).toEqual(["equipment.0"]);
    const [row] = await api.db.select({ notes: recipes.notesEs, equipment: recipes.equipmentEs }).from(recipes).where(eq(recipes.id, recipe.id));
    expect(row).toEqual({ notes: "", equipment: [] });
  });
});
