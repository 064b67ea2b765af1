import { beforeAll, describe, expect, it } from "vitest";
import { issueAccessToken } from "../access/access-tokens";
import { dataEnvelope, pageEnvelope, validationErrorBody } from "../contract/envelopes";
import { ingredientRef, pantry, pantryItem, pantryRecipeMatch } from "../contract/pantry";
import { createIngredients } from "../seed/factories";
import { createCatalogue, createRecipe, createUser, paellaRecipe } from "../../tests/support/factories";
import { useTestApi } from "../../tests/support/api-harness";

/** The pantry and "what can I make" through the API, on a real database. */
const api = useTestApi();
let catalogue: Awaited<ReturnType<typeof createCatalogue>>;

const pantryAnswer = dataEnvelope(pantry);
const itemAnswer = dataEnvelope(pantryItem);
const matchesAnswer = pageEnvelope(pantryRecipeMatch);
const searchAnswer = dataEnvelope(ingredientRef.array());

async function member() {
  const user = await createUser(api.db);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

const add = (token: string, json: unknown, locale: "es" | "en" = "es") => call("/api/user/pantry/items", { method: "POST", token, json, locale });
const readPantry = async (token: string, locale: "es" | "en" = "es") => pantryAnswer.parse((await call("/api/user/pantry", { token, locale })).body).data;
const makeable = async (token: string, locale: "es" | "en" = "es") => matchesAnswer.parse((await call("/api/user/pantry/recipes", { token, locale })).body);

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  const more = await createIngredients(api.db, [
    { slug: "sal", es: "sal", en: "salt", group: "spice" },
    { slug: "aceite-de-oliva", es: "aceite de oliva", en: "olive oil", group: "oil" },
    { slug: "platano", es: "plátano", en: "banana", group: "fruit", synonyms: { es: ["banana"] } },
    { slug: "huevo", es: "huevo", en: "egg", group: "egg" },
  ]);
  catalogue.ingredientBySlug = new Map([...catalogue.ingredientBySlug, ...more]);
  const chef = await createUser(api.db);
  // 4 ingredients: rice, garlic, tomato, saffron.
  await createRecipe(api.db, catalogue, chef.id, paellaRecipe());
  // 3 ingredients, one a staple: garlic, tomato, salt.
  await createRecipe(
    api.db,
    catalogue,
    chef.id,
    paellaRecipe({
      slug: "tomate-al-ajillo",
      title: { es: "Tomate al ajillo", en: "Garlic tomatoes" },
      ingredients: [
        ["ajo", 2, "clove"],
        ["tomate", 3, "unit"],
        ["sal", 1, "pinch"],
      ],
    }),
  );
  // Nothing in common with the pantries below: never listed.
  await createRecipe(
    api.db,
    catalogue,
    chef.id,
    paellaRecipe({
      slug: "platano-frito",
      title: { es: "Plátano frito", en: "Fried banana" },
      ingredients: [
        ["platano", 2, "unit"],
        ["aceite-de-oliva", 50, "ml"],
      ],
    }),
  );
  // A draft holding the pantry's ingredients: never listed either.
  await createRecipe(api.db, catalogue, chef.id, paellaRecipe({ slug: "borrador", title: { es: "Borrador", en: "Draft" }, ingredients: [["ajo", 1, "clove"]] }), {
    publishedAt: new Date("2099-01-01T00:00:00Z"),
  });
});

describe("the catalogue search the pantry adds from", () => {
  it("finds ingredients without their accents, in either language, named in the asked one", async () => {
    const es = searchAnswer.parse((await call("/api/ingredients/search?q=platano")).body).data;
    expect(es[0]).toMatchObject({ slug: "platano", name: "plátano" });
    const en = searchAnswer.parse((await call("/api/ingredients/search?q=saffr", { locale: "en" })).body).data;
    expect(en.map((entry) => entry.name)).toEqual(["saffron"]);
    const bySpanishName = searchAnswer.parse((await call("/api/ingredients/search?q=azafran", { locale: "en" })).body).data;
    expect(bySpanishName[0]?.slug).toBe("azafran");
    expect((await call("/api/ingredients/search?q=")).status).toBe(422);
  });
});

describe("the pantry", () => {
  it("is for members only", async () => {
    expect((await call("/api/user/pantry")).status).toBe(401);
    expect((await call("/api/user/pantry/items", { method: "POST", json: { ingredient: "ajo" } })).status).toBe(401);
    expect((await call("/api/user/pantry/recipes")).status).toBe(401);
    expect((await call("/api/user/pantry/settings", { method: "PUT", json: { assume_staples: false } })).status).toBe(401);
  });

  it("adds, changes and removes ingredients, one row each, sorted by name in the member's language", async () => {
    const cook = await member();
    const empty = await readPantry(cook.token);
    expect(empty.items).toEqual([]);
    expect(empty.assume_staples).toBe(true);
    expect(empty.staples.map((staple) => staple.slug).sort()).toEqual(["aceite-de-oliva", "sal"]);

    const added = await add(cook.token, { ingredient: "tomate", quantity: 500, unit: "g" });
    expect(added.status).toBe(201);
    expect(itemAnswer.parse(added.body).data).toMatchObject({ ingredient: { slug: "tomate", name: "tomate" }, quantity: 500, unit: "g" });
    expect((await add(cook.token, { ingredient: "ajo" })).status).toBe(201);
    // Adding it again sets the amount; still one row.
    expect((await add(cook.token, { ingredient: "tomate", quantity: 2, unit: "kg" })).status).toBe(201);
    const held = await readPantry(cook.token, "en");
    expect(held.items.map((item) => [item.ingredient.name, item.quantity, item.unit])).toEqual([
      ["garlic", null, null],
      ["tomato", 2, "kg"],
    ]);

    const changed = await call("/api/user/pantry/items/ajo", { method: "PUT", token: cook.token, json: { quantity: 3, unit: "unit" } });
    expect(changed.status).toBe(200);
    expect(itemAnswer.parse(changed.body).data).toMatchObject({ quantity: 3, unit: "unit" });

    const removed = await call("/api/user/pantry/items/ajo", { method: "DELETE", token: cook.token, locale: "en" });
    expect(removed).toEqual({ status: 200, body: { message: "“garlic” is no longer in your pantry." } });
    expect((await call("/api/user/pantry/items/ajo", { method: "DELETE", token: cook.token })).status).toBe(404);
    expect((await call("/api/user/pantry/items/ajo", { method: "PUT", token: cook.token, json: { quantity: 1 } })).status).toBe(404);
    expect((await readPantry(cook.token)).items.map((item) => item.ingredient.slug)).toEqual(["tomate"]);
  });

  it("refuses an unknown ingredient or a wrong amount in the member's language, changing nothing", async () => {
    const cook = await member();
    const unknown = await add(cook.token, { ingredient: "unicornio" });
    expect(unknown.status).toBe(422);
    expect(validationErrorBody.parse(unknown.body).errors.ingredient).toEqual(["No encontramos ese ingrediente en el catálogo: elige uno de la lista."]);
    const unknownEn = await add(cook.token, { ingredient: "unicornio" }, "en");
    expect(validationErrorBody.parse(unknownEn.body).message).toBe("We could not find that ingredient in the catalogue: pick one from the list.");
    for (const bad of [{ ingredient: "ajo", quantity: -1 }, { ingredient: "ajo", quantity: 1, unit: "barrel" }, { ingredient: "ajo", quantity: "mucho" }, { ingredient: "" }]) {
      const refused = await add(cook.token, bad);
      expect(refused.status).toBe(422);
      expect(Object.keys(validationErrorBody.parse(refused.body).errors).length).toBeGreaterThan(0);
    }
    expect((await readPantry(cook.token)).items).toEqual([]);
  });

  it("keeps each member's pantry to themselves", async () => {
    const [ana, luis] = [await member(), await member()];
    await add(ana.token, { ingredient: "azafran" });
    expect((await readPantry(luis.token)).items).toEqual([]);
    // Luis removing "his" saffron touches nothing of Ana's.
    expect((await call("/api/user/pantry/items/azafran", { method: "DELETE", token: luis.token })).status).toBe(404);
    expect((await readPantry(ana.token)).items.map((item) => item.ingredient.slug)).toEqual(["azafran"]);
  });
});

describe("what can I make", () => {
  it("ranks by the share held, counting staples while assumed, and names what is missing", async () => {
    const cook = await member();
    for (const ingredient of ["arroz-bomba", "ajo", "tomate"]) await add(cook.token, { ingredient });

    const withStaples = await makeable(cook.token);
    expect(withStaples.meta).toMatchObject({ total: 2, current_page: 1, per_page: 20 });
    expect(withStaples.data.map((match) => [match.recipe.slug, match.held_count, match.ingredient_count, match.missing.map((missing) => missing.name)])).toEqual([
      ["tomate-al-ajillo", 3, 3, []],
      ["paella-valenciana", 3, 4, ["azafrán"]],
    ]);

    const off = await call("/api/user/pantry/settings", { method: "PUT", token: cook.token, json: { assume_staples: false }, locale: "en" });
    expect(off.status).toBe(200);
    expect(pantryAnswer.extend({}).parse(off.body).data.assume_staples).toBe(false);
    const withoutStaples = await makeable(cook.token, "en");
    expect(withoutStaples.data.map((match) => [match.recipe.slug, match.share, match.missing.map((missing) => missing.name)])).toEqual([
      ["paella-valenciana", 0.75, ["saffron"]],
      ["tomate-al-ajillo", 0.667, ["salt"]],
    ]);
  });

  it("lists nothing for an empty pantry, even with staples assumed, and checks its page", async () => {
    const cook = await member();
    expect((await makeable(cook.token)).data).toEqual([]);
    await add(cook.token, { ingredient: "ajo" });
    const pastTheEnd = matchesAnswer.parse((await call("/api/user/pantry/recipes?page=5", { token: cook.token })).body);
    expect(pastTheEnd).toMatchObject({ data: [], meta: { total: 2, current_page: 5, last_page: 1 } });
    expect((await call("/api/user/pantry/recipes?page=0", { token: cook.token })).status).toBe(422);
    expect((await call("/api/user/pantry/recipes?page=abc", { token: cook.token })).status).toBe(422);
  });
});
