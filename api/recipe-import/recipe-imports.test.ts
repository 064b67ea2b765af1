import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, errorBody, validationErrorBody } from "../contract/envelopes";
import { apiPaths } from "../contract/paths";
import { recipeImportDraft } from "../contract/recipe-imports";
import { demoIngredients } from "../seed/demo-content";
import { createIngredients } from "../seed/factories";
import { createUser } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";
import { startRecipePageServer } from "../../tests/support/recipe-page-server";
import { isPublicAddress } from "./address-policy";
import { createPageFetcher, type PageFetcher } from "./page-fetcher";

const api = useTestApi();
let server: Awaited<ReturnType<typeof startRecipePageServer>>;
let member: string;
let unverifiedMember: string;

/** Each block imports as a member of its own: ten imports a minute is the limit. */
async function freshMember() {
  const user = await createUser(api.db);
  return issueAccessToken(api.db, user.id, "test");
}
let productionFetcher: PageFetcher;

/** The only difference from a running server: this file's page server on 127.0.0.1 may be fetched. */
const testServerFetcher = createPageFetcher({ policy: { allows: (address) => address === "127.0.0.1" || isPublicAddress(address) } });

beforeAll(async () => {
  server = await startRecipePageServer();
  await createIngredients(api.db, demoIngredients);
  const verified = await createUser(api.db);
  member = await issueAccessToken(api.db, verified.id, "test");
  const unverified = await createUser(api.db, { emailVerifiedAt: null });
  unverifiedMember = await issueAccessToken(api.db, unverified.id, "test");
  productionFetcher = api.services.pageFetcher;
});
afterAll(() => server?.close());

const importPage = (url: unknown, { token = member, locale = "es" as "es" | "en" } = {}) => api.request(apiPaths.recipeImports, { method: "POST", token, locale, json: { url } });

async function draftOf(path: string, locale: "es" | "en" = "es") {
  const response = await importPage(`${server.origin}${path}`, { locale });
  expect(response.status, await response.clone().text()).toBe(200);
  return dataEnvelope(recipeImportDraft).parse(await response.json()).data;
}

describe("importing a recipe from a page", () => {
  beforeEach(() => {
    api.services.pageFetcher = testServerFetcher;
  });

  it("reads a WordPress page's @graph (WPRM card): text decoded, lines parsed as written, yield and times", async () => {
    const draft = await draftOf("/pages/wprm-graph.html");
    expect(draft).toMatchObject({
      title: "Lentejas estofadas con chorizo",
      description: "Las lentejas de toda la vida, con su chorizo y su punto de pimentón. Mejor al día siguiente.",
      language: "es",
      servings: 4,
      yield_text: "4 raciones",
      prep_minutes: 15,
      cook_minutes: 60,
      total_minutes: 75,
      image_url: "https://cocinadepili.example/wp-content/uploads/2024/01/lentejas.jpg",
      source_url: `${server.origin}/pages/wprm-graph.html`,
      source_name: "Pilar Gómez",
    });
    expect(draft.ingredients).toHaveLength(9);
    expect(draft.ingredients[0]).toMatchObject({
      as_written: "300 g de lentejas pardinas",
      quantity: 300,
      unit: "g",
      ingredient: { slug: "lenteja-pardina", name: "lenteja pardina" },
    });
    expect(draft.ingredients[2]).toMatchObject({ as_written: "1 cebolla mediana, picada", quantity: 1, unit: "unit", ingredient: { slug: "cebolla" }, note: "mediana, picada" });
    expect(draft.ingredients[5]).toMatchObject({ as_written: "1 cucharadita de pimentón dulce", unit: "tsp", ingredient: { slug: "pimenton-dulce" } });
    expect(draft.ingredients[7]).toMatchObject({ quantity: 1.5, unit: "l", ingredient: { slug: "agua" } });
    expect(draft.ingredients[8]).toMatchObject({ quantity: null, unit: "to_taste", ingredient: { slug: "sal" } });
    expect(draft.step_sections).toEqual([
      {
        name: null,
        steps: [
          "Pon las lentejas en remojo la noche anterior si no son pardinas.",
          "Sofríe la cebolla, el ajo y la zanahoria en una olla con un chorro de aceite.",
          "Añade el pimentón, las lentejas, el chorizo, el laurel y el agua. Cuece 1 hora a fuego suave.",
        ],
      },
    ]);
  });

  it("keeps HowToSection names as step sections, and reads English lines in English", async () => {
    const draft = await draftOf("/pages/how-to-sections.html");
    expect(draft.language).toBe("en");
    expect(draft.step_sections.map((section) => [section.name, section.steps.length])).toEqual([
      ["For the sauce", 2],
      ["For the enchiladas", 3],
    ]);
    expect(draft.step_sections[1]!.steps[2]).toBe("Pour the sauce over, top with the rest of the cheese and bake at 200 °C for 20 minutes.");
    expect(draft).toMatchObject({ servings: 6, yield_text: "6 servings", prep_minutes: 25, cook_minutes: 35, total_minutes: 60, source_name: "Dana Ruiz" });
    // A relative image address is resolved against the page.
    expect(draft.image_url).toBe(`${server.origin}/images/enchiladas-1200.jpg`);
    expect(draft.ingredients[4]).toMatchObject({
      as_written: "1 (15 oz) can crushed tomatoes",
      quantity: 1,
      unit: "can",
      ingredient: { slug: "tomate-triturado", name: "crushed tomatoes" },
      note: "(15 oz)",
    });
    expect(draft.ingredients[6]).toMatchObject({ quantity: 1, unit: "lb", ingredient: { slug: "pechuga-de-pollo" }, note: "boneless, skinless" });
  });

  it("reads recipeYield as a list, ISO durations with days, instructions as one text, a commented block, and skips a broken one", async () => {
    const draft = await draftOf("/pages/yield-and-durations.html", "en");
    expect(draft).toMatchObject({ title: "Bizcocho de yogur", language: "es", servings: 8, yield_text: "8 porciones", prep_minutes: 15, cook_minutes: 45, total_minutes: 60 });
    expect(draft.step_sections).toEqual([
      {
        name: null,
        steps: [
          "Precalienta el horno a 180 ºC.",
          "Bate los huevos con el azúcar hasta que blanqueen.",
          "Añade el yogur, el aceite y la ralladura, y después la harina tamizada con la levadura.",
          "Hornea 45 minutos en un molde engrasado.",
        ],
      },
    ]);
    expect(draft.ingredients.map((line) => [line.quantity, line.unit, line.ingredient?.slug ?? null])).toEqual([
      [1, "unit", "yogur-natural"],
      [3, "unit", "huevo"],
      [2, "glass", "harina-de-trigo"],
      [1, "glass", "azucar"],
      [0.5, "glass", "aceite-de-girasol"],
      [1, "package", "levadura-quimica"],
      [1, "unit", "limon"],
    ]);
  });

  it("falls back to microdata when a page has no JSON-LD", async () => {
    const draft = await draftOf("/pages/microdata-only.html");
    expect(draft).toMatchObject({
      title: "Gazpacho andaluz",
      description: "Fresquito, con el tomate bien maduro y su pan del día anterior.",
      language: "es",
      servings: 6,
      prep_minutes: 20,
      total_minutes: 140,
      image_url: `${server.origin}/fotos/gazpacho.jpg`,
      source_name: "Abuela Carmen",
    });
    expect(draft.ingredients.map((line) => line.as_written)).toEqual([
      "1 kg de tomates maduros",
      "1 pimiento verde italiano",
      "1 pepino",
      "1 diente de ajo",
      "50 g de pan del día anterior",
      "100 ml de aceite de oliva virgen extra",
      "2 cucharadas de vinagre de Jerez",
      "Sal al gusto",
    ]);
    expect(draft.ingredients[0]).toMatchObject({ quantity: 1, unit: "kg", ingredient: { slug: "tomate" }, note: "maduros" });
    expect(draft.step_sections[0]!.steps).toHaveLength(4);
    expect(draft.step_sections[0]!.steps[3]).toBe("Enfría al menos dos horas en la nevera.");
  });

  it("says in the member's language that a page without a recipe has none", async () => {
    const spanish = await importPage(`${server.origin}/pages/not-a-recipe.html`);
    expect(spanish.status).toBe(422);
    const body = validationErrorBody.parse(await spanish.json());
    expect(body.message).toMatch(/no hay una receta/);
    expect(body.errors.url).toEqual([body.message]);
    const english = await importPage(`${server.origin}/pages/not-a-recipe.html`, { locale: "en" });
    expect(validationErrorBody.parse(await english.json()).message).toMatch(/no recipe on that page/);
    // JSON, even with a Recipe in it, is not a page.
    expect((await importPage(`${server.origin}/json`)).status).toBe(422);
  });

  it("explains a page too large and a page that cannot be opened", async () => {
    const large = await importPage(`${server.origin}/huge`, { locale: "en" });
    expect(large.status).toBe(422);
    expect(validationErrorBody.parse(await large.json()).message).toBe("That page is too large to import (at most 2 MB).");
    const missing = await importPage(`${server.origin}/nothing-here`);
    expect(validationErrorBody.parse(await missing.json()).message).toBe("No hemos podido abrir esa página. Comprueba el enlace e inténtalo de nuevo.");
  });

  it("refuses a redirect to a private address even from an allowed page", async () => {
    const response = await importPage(`${server.origin}/redirect?to=${encodeURIComponent("http://10.0.0.1/")}`);
    expect(response.status).toBe(422);
    expect(validationErrorBody.parse(await response.json()).errors.url![0]).toMatch(/no podemos acceder/);
  });
});

describe("what a running server refuses to fetch (its own policy, public addresses only)", () => {
  let refused: string;
  beforeAll(async () => {
    refused = await freshMember();
  });
  beforeEach(() => {
    api.services.pageFetcher = productionFetcher;
  });

  it.each([
    ["127.0.0.1", () => `${server.origin}/pages/wprm-graph.html`],
    ["10.x", () => "http://10.1.2.3/receta"],
    ["169.254.x", () => "http://169.254.169.254/latest/meta-data/"],
    ["[::1]", () => `http://[::1]:${server.port}/pages/wprm-graph.html`],
    ["a name resolving to 127.0.0.1", () => `http://localhost:${server.port}/pages/wprm-graph.html`],
  ])("refuses %s without fetching it", async (_name, url) => {
    const before = server.hits;
    const response = await importPage(url(), { locale: "en", token: refused });
    expect(response.status).toBe(422);
    expect(validationErrorBody.parse(await response.json()).errors.url).toEqual(["That link points to an address we cannot reach. Paste the recipe's public link."]);
    expect(server.hits).toBe(before);
  });
});

describe("who may import, and what they must send", () => {
  beforeEach(() => {
    api.services.pageFetcher = testServerFetcher;
  });

  it("needs a signed-in member with a verified e-mail", async () => {
    expect((await api.request(apiPaths.recipeImports, { method: "POST", json: { url: `${server.origin}/pages/wprm-graph.html` } })).status).toBe(401);
    const unverified = await importPage(`${server.origin}/pages/wprm-graph.html`, { token: unverifiedMember });
    expect(unverified.status).toBe(403);
    errorBody.parse(await unverified.json());
  });

  it.each([
    ["empty", ""],
    ["words", "receta de paella"],
    ["javascript:", "javascript:alert(1)"],
    ["ftp:", "ftp://example.com/receta"],
    ["credentials", "http://user:pw@example.com/"],
    ["a number", 42],
    ["null", null],
    ["2001 characters", `https://example.com/${"a".repeat(2001)}`],
  ])("answers 422 with the field's message for %s", async (_name, url) => {
    const before = server.hits;
    const response = await importPage(url, { locale: "en" });
    expect(response.status).toBe(422);
    const body = validationErrorBody.parse(await response.json());
    expect(Object.keys(body.errors)).toEqual(["url"]);
    expect(server.hits).toBe(before);
  });

  it("is in the OpenAPI document with its body and answers", async () => {
    const document = (await (await api.request(apiPaths.openApi)).json()) as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
    expect(Object.keys(document.paths[apiPaths.recipeImports]!.post!.responses).sort()).toEqual(["200", "401", "403", "422", "429"]);
  });

  it("is rate limited: ten imports a minute for a member", async () => {
    const busy = await freshMember();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) statuses.push((await importPage(`${server.origin}/pages/not-a-recipe.html`, { token: busy })).status);
    expect(statuses).toEqual(Array(10).fill(422));
    const limited = await importPage(`${server.origin}/pages/wprm-graph.html`, { token: busy });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toMatch(/^\d+$/);
  });
});
