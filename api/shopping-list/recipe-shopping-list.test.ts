import { beforeAll, describe, expect, it } from "vitest";
import { dataEnvelope } from "../contract/envelopes";
import { kitchenSettings } from "../contract/pantry";
import { type RecipeShoppingList, recipeShoppingList } from "../contract/recipe-shopping-list";
import { createIngredients } from "../seed/factories";
import { memberKitchenSettings, pantryItems } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createRecipe, createUser, issueAccessToken, paellaRecipe } from "../../tests/support/factories";

/**
 * GET /api/recipes/{recipe}/shopping-list (decision 054) on a real database: the recipe's lines
 * added up and rounded up at the servings asked for, a visitor's with staples marked, a member's less
 * their pantry, each in their units (English's default US customary until chosen, decision 081);
 * and the kitchen settings that choose those units.
 */
const api = useTestApi();
const answer = dataEnvelope(recipeShoppingList);
const settingsAnswer = dataEnvelope(kitchenSettings);

let ingredientId: (slug: string) => number;

async function member() {
  const user = await createUser(api.db);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

async function read(path: string, init: Parameters<typeof api.request>[1] = {}): Promise<RecipeShoppingList> {
  const response = await api.request(path, init);
  expect(response.status).toBe(200);
  return answer.parse(await response.json()).data;
}

const lines = (list: RecipeShoppingList) => list.aisles.flatMap((aisle) => aisle.lines);
const line = (list: RecipeShoppingList, slug: string) => [...lines(list), ...list.in_pantry].find((item) => item.ingredient?.slug === slug);

beforeAll(async () => {
  const catalogue = await createCatalogue(api.db);
  const extra = await createIngredients(api.db, [
    { slug: "sal", es: "sal", en: "salt", group: "spice" },
    { slug: "leche", es: "leche", en: "milk", group: "dairy" },
  ]);
  for (const [slug, row] of extra) catalogue.ingredientBySlug.set(slug, row);
  ingredientId = (slug) => catalogue.ingredientBySlug.get(slug)!.id;
  const chef = await createUser(api.db);
  await createRecipe(
    api.db,
    catalogue,
    chef.id,
    paellaRecipe({
      slug: "arroz-con-leche",
      title: { es: "Arroz con leche", en: "Rice pudding" },
      servings: 6,
      ingredients: [
        ["arroz-bomba", 1, "kg"],
        ["ajo", 2, "clove"],
        ["ajo", 1, "clove"],
        ["tomate", 200, "g"],
        ["leche", 1, "l"],
        ["leche", 2, "cup"],
        ["sal", null, "to_taste"],
      ],
    }),
  );
  await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "borrador", title: { es: "Borrador", en: "Draft" } }), { publishedAt: new Date("2999-01-01T00:00:00Z") });
});

describe("a recipe's shopping list", () => {
  it("adds a visitor's lines up by ingredient and unit, rounded up to what shops sell, by aisle, staples marked and nothing subtracted", async () => {
    const list = await read("/api/recipes/arroz-con-leche/shopping-list");
    expect(list).toMatchObject({
      recipe: { slug: "arroz-con-leche", title: "Arroz con leche", servings: 6 },
      servings: 6,
      unit_system: "metric",
      pantry_applied: false,
      in_pantry: [],
    });
    expect(list.aisles.map((aisle) => aisle.key)).toEqual(["produce", "dairy-eggs", "pantry", "spices"]);
    expect(line(list, "ajo")).toMatchObject({ text: "3 dientes de ajo", as_written: ["2 dientes de ajo", "1 diente de ajo"] });
    expect(line(list, "leche")).toMatchObject({ text: "1,5 l de leche", quantity: 1480, unit: "ml" });
    expect(line(list, "sal")).toMatchObject({ text: "sal al gusto", staple: true, in_pantry: false });
  });

  it("scales to ?servings=, rounding up (never short)", async () => {
    const list = await read("/api/recipes/arroz-con-leche/shopping-list?servings=8");
    expect(list.servings).toBe(8);
    // 1 kg × 8/6 = 1,333 kg → 1,35 kg; 3 cloves × 8/6 = 4.
    expect(line(list, "arroz-bomba")!.text).toBe("1,35 kg de arroz bomba");
    expect(line(list, "ajo")!.text).toBe("4 dientes de ajo");
    expect(line(list, "ajo")!.as_written).toEqual(["3 dientes de ajo", "1 diente de ajo"]);
  });

  it("takes a member's pantry off: held without an amount and staples apart, an amount held leaves the rest to buy", async () => {
    const ana = await member();
    await api.db.insert(pantryItems).values([
      { userId: ana.id, ingredientId: ingredientId("ajo") },
      { userId: ana.id, ingredientId: ingredientId("arroz-bomba"), quantity: 400, unit: "g" },
    ]);
    const list = await read("/api/recipes/arroz-con-leche/shopping-list", { token: ana.token });
    expect(list.pantry_applied).toBe(true);
    expect(list.in_pantry.map((item) => item.text)).toEqual(["ajo", "sal"]);
    expect(line(list, "arroz-bomba")).toMatchObject({ text: "600 g de arroz bomba", partly_in_pantry: true, in_pantry: false });
    expect(line(list, "tomate")).toMatchObject({ text: "200 g de tomate", partly_in_pantry: false });
  });

  it("reads in US customary on English answers for a member who chose it, metric in Spanish", async () => {
    const ben = await member();
    await api.db.insert(memberKitchenSettings).values({ userId: ben.id, unitSystem: "us", assumeStaples: false });
    const english = await read("/api/recipes/arroz-con-leche/shopping-list", { token: ben.token, locale: "en" });
    expect(english).toMatchObject({ unit_system: "us", recipe: { title: "Rice pudding" } });
    expect(line(english, "arroz-bomba")!.text).toBe("2¼ lb bomba rice");
    expect(line(english, "leche")!.text).toBe("6½ cups milk");
    // Staples switched off: salt is to buy.
    expect(line(english, "sal")).toMatchObject({ in_pantry: false, staple: true });
    expect(line(await read("/api/recipes/arroz-con-leche/shopping-list", { token: ben.token, locale: "es" }), "arroz-bomba")!.text).toBe("1 kg de arroz bomba");
  });

  it("reads an English member who never chose units in US customary, one who chose metric in metric, and Spanish in metric (decision 081)", async () => {
    const [never, staplesOnly, metric] = [await member(), await member(), await member()];
    // A settings row made by another setting (staples) chose no units.
    await api.db.insert(memberKitchenSettings).values([
      { userId: staplesOnly.id, assumeStaples: false },
      { userId: metric.id, unitSystem: "metric" },
    ]);
    for (const reader of [never, staplesOnly]) {
      const english = await read("/api/recipes/arroz-con-leche/shopping-list", { token: reader.token, locale: "en" });
      expect(english.unit_system).toBe("us");
      expect(line(english, "arroz-bomba")!.text).toBe("2¼ lb bomba rice");
      const spanish = await read("/api/recipes/arroz-con-leche/shopping-list", { token: reader.token, locale: "es" });
      expect(spanish.unit_system).toBe("metric");
      expect(line(spanish, "arroz-bomba")!.text).toBe("1 kg de arroz bomba");
    }
    const chosen = await read("/api/recipes/arroz-con-leche/shopping-list", { token: metric.token, locale: "en" });
    expect(chosen.unit_system).toBe("metric");
    expect(line(chosen, "arroz-bomba")!.text).toBe("1 kg bomba rice");
  });

  it("reads an English visitor in US customary unless they ask for metric (their cookie on the site); a member's setting wins over ?units=", async () => {
    const english = await read("/api/recipes/arroz-con-leche/shopping-list", { locale: "en" });
    expect(english.unit_system).toBe("us");
    expect(line(english, "leche")!.text).toBe("6½ cups milk");
    const metric = await read("/api/recipes/arroz-con-leche/shopping-list?units=metric", { locale: "en" });
    expect(line(metric, "leche")!.text).toBe("1.5 l milk");
    expect((await read("/api/recipes/arroz-con-leche/shopping-list?units=us", { locale: "es" })).unit_system).toBe("metric");
    const ben = await member();
    expect((await read("/api/recipes/arroz-con-leche/shopping-list?units=metric", { token: ben.token, locale: "en" })).unit_system).toBe("us");
    const wrong = await api.request("/api/recipes/arroz-con-leche/shopping-list?units=imperial", { locale: "en" });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { errors: Record<string, string[]> }).errors.units).toEqual(["The selected units is not a valid option."]);
  });

  it("answers 404 for an unknown or unpublished recipe and 422 for servings out of range", async () => {
    expect((await api.request("/api/recipes/no-existe/shopping-list")).status).toBe(404);
    expect((await api.request("/api/recipes/borrador/shopping-list")).status).toBe(404);
    for (const servings of ["0", "101", "dos", "1.5"]) {
      const response = await api.request(`/api/recipes/arroz-con-leche/shopping-list?servings=${servings}`, { locale: "en" });
      expect(response.status, servings).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.servings).toBeDefined();
    }
  });
});

describe("kitchen settings", () => {
  it("start unchosen (English pages' US customary) with staples assumed, and keep the units the member chooses", async () => {
    const ana = await member();
    for (const locale of ["es", "en"] as const) {
      const start = await api.request("/api/user/kitchen-settings", { token: ana.token, locale });
      expect(settingsAnswer.parse(await start.json()).data).toEqual({ unit_system: "us", unit_system_chosen: false, assume_staples: true });
    }
    const saved = await api.request("/api/user/kitchen-settings", { method: "PUT", token: ana.token, locale: "en", json: { unit_system: "us" } });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ data: { unit_system: "us", unit_system_chosen: true, assume_staples: true }, message: expect.stringContaining("US customary") });
    const metric = await api.request("/api/user/kitchen-settings", { method: "PUT", token: ana.token, locale: "en", json: { unit_system: "metric" } });
    expect(await metric.json()).toMatchObject({ data: { unit_system: "metric", unit_system_chosen: true } });
    const wrong = await api.request("/api/user/kitchen-settings", { method: "PUT", token: ana.token, json: { unit_system: "imperial" } });
    expect(wrong.status).toBe(422);
    expect((await api.request("/api/user/kitchen-settings")).status).toBe(401);
  });
});
