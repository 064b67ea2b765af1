import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { dataEnvelope } from "../contract/envelopes";
import { shoppingAddResult, type ShoppingLine, type ShoppingList, shoppingList } from "../contract/shopping-list";
import { SHOPPING_LIST_CHANGED_EVENT, shoppingListChannel } from "../contract/shopping-list-live";
import { createIngredients } from "../seed/factories";
import { mealPlanEntries, mealPlans, memberKitchenSettings, pantryItems, recipeListItems, recipeLists, shoppingListMembers } from "../db/schema";
import { useTestApi } from "../../tests/support/api-harness";
import { createCatalogue, createRecipe, createUser, issueAccessToken, paellaRecipe } from "../../tests/support/factories";

/**
 * The shopping list through the API on a real database: lines that add up across recipes and
 * servings, the pantry taken off, the aisle order learnt from ticks, and who may use a list.
 */
const api = useTestApi();
const listAnswer = dataEnvelope(shoppingList);
const addAnswer = listAnswer.extend({ meta: shoppingAddResult });

let catalogue: Awaited<ReturnType<typeof createCatalogue>>;
let paellaId: number;
let ingredientId: (slug: string) => number;

interface Member {
  id: number;
  token: string;
}

async function member(): Promise<Member> {
  const user = await createUser(api.db);
  return { id: user.id, token: await issueAccessToken(api.db, user.id, "test") };
}

async function call(path: string, init: Parameters<typeof api.request>[1] = {}) {
  const response = await api.request(path, init);
  return { status: response.status, body: (await response.json()) as unknown };
}

async function ownList(who: Member, locale: "es" | "en" = "es"): Promise<ShoppingList> {
  const answer = await call("/api/user/shopping-list", { token: who.token, locale });
  expect(answer.status).toBe(200);
  return listAnswer.parse(answer.body).data;
}

async function addRecipe(who: Member, listId: number, recipe: string, servings?: number, locale: "es" | "en" = "es") {
  const answer = await call(`/api/shopping-lists/${listId}/recipes`, { method: "POST", token: who.token, locale, json: { recipe, servings } });
  expect(answer.status).toBe(200);
  return addAnswer.parse(answer.body);
}

const allLines = (list: ShoppingList): ShoppingLine[] => list.aisles.flatMap((aisle) => aisle.lines);
const linesOf = (list: ShoppingList, slug: string) => allLines(list).filter((line) => line.ingredient?.slug === slug);

beforeAll(async () => {
  catalogue = await createCatalogue(api.db);
  const extra = await createIngredients(api.db, [
    { slug: "sal", es: "sal", en: "salt", group: "spice" },
    { slug: "huevo", es: "huevo", en: "egg", group: "egg" },
    { slug: "leche", es: "leche", en: "milk", group: "dairy" },
  ]);
  for (const [slug, row] of extra) catalogue.ingredientBySlug.set(slug, row);
  ingredientId = (slug) => catalogue.ingredientBySlug.get(slug)!.id;
  const chef = await createUser(api.db);
  paellaId = await createRecipe(api.db, catalogue, chef.id);
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
        ["ajo", 1, "clove"],
        ["tomate", 200, "g"],
        ["leche", 1, "l"],
        ["leche", 2, "cup"],
        ["huevo", 2, "unit"],
        ["sal", null, "to_taste"],
      ],
    }),
  );
});

describe("adding recipes", () => {
  it("makes the member's list on first use, empty", async () => {
    const ana = await member();
    const list = await ownList(ana);
    expect(list).toMatchObject({ name: "Lista de la compra", role: "owner", aisles: [], in_pantry: [], counts: { lines: 0, checked: 0 } });
    expect((await ownList(ana)).id).toBe(list.id);
  });

  it("says the list's default name in the reader's language, whichever language made it (decision 079)", async () => {
    const ana = await member();
    expect((await ownList(ana, "es")).name).toBe("Lista de la compra");
    expect((await ownList(ana, "en")).name).toBe("Shopping list");
    const bea = await member();
    expect((await ownList(bea, "en")).name).toBe("Shopping list");
    expect((await ownList(bea, "es")).name).toBe("Lista de la compra");
  });

  it("adds two recipes up: shared ingredients once, converted and summed, with both sources; what cannot merge stays apart", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    await addRecipe(ana, id, "paella-valenciana", 8);
    const { data: list, meta } = await addRecipe(ana, id, "arroz-con-leche", 3);
    expect(meta).toMatchObject({ recipes: 1, merged: 2 });

    const [rice] = linesOf(list, "arroz-bomba");
    // 400 g × 8/4 + 1 kg × 3/6 = 1300 g.
    expect(rice).toMatchObject({ quantity: 1300, unit: "g", text: "1,3 kg de arroz bomba", aisle: "pantry" });
    expect(rice!.sources.map((source) => [source.recipe?.title, source.servings])).toEqual([
      ["Paella valenciana", 8],
      ["Arroz con leche", 3],
    ]);
    expect(rice!.sources[0]!.as_written).toBe("800 g de arroz bomba");
    expect(linesOf(list, "ajo")).toMatchObject([{ quantity: 4.5, unit: "clove", text: "5 dientes de ajo", aisle: "produce" }]);
    // 4 tomatoes and 100 g of tomato do not add up.
    expect(
      linesOf(list, "tomate")
        .map((line) => line.text)
        .sort(),
    ).toEqual(["100 g de tomate", "4 tomates"]);
    // 1 l + 2 tazas (480 ml) at half the servings.
    expect(linesOf(list, "leche")).toMatchObject([{ quantity: 740, unit: "ml", text: "740 ml de leche", aisle: "dairy-eggs" }]);
    expect(linesOf(list, "huevo")[0]!.text).toBe("1 huevo");
    // Salt is an assumed staple: in the pantry part, nothing to buy.
    expect(list.in_pantry.map((line) => [line.ingredient?.slug, line.text])).toEqual([["sal", "sal"]]);
  });

  it("adds the same recipe twice twice (two cooks), at the recipe's own servings when none are given", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    await addRecipe(ana, id, String(paellaId));
    const { data: list } = await addRecipe(ana, id, "paella-valenciana");
    expect(linesOf(list, "arroz-bomba")).toMatchObject([{ quantity: 800, text: "800 g de arroz bomba" }]);
    expect(linesOf(list, "arroz-bomba")[0]!.sources.map((source) => source.servings)).toEqual([4, 4]);
  });

  it("does not merge into a line already ticked: more of it is a new line", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    const { data } = await addRecipe(ana, id, "paella-valenciana");
    const rice = linesOf(data, "arroz-bomba")[0]!;
    await call(`/api/shopping-lists/${id}/lines/${rice.id}`, { method: "PATCH", token: ana.token, json: { checked: true } });
    const { data: list } = await addRecipe(ana, id, "paella-valenciana");
    expect(linesOf(list, "arroz-bomba").map((line) => [line.checked, line.quantity])).toEqual([
      [false, 400],
      [true, 400],
    ]);
  });

  it("takes the pantry off: amounts in the same family, everything without an amount, staples unless switched off", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    await api.db.insert(pantryItems).values([
      { userId: ana.id, ingredientId: ingredientId("arroz-bomba"), quantity: 0.5, unit: "kg" },
      { userId: ana.id, ingredientId: ingredientId("azafran"), quantity: null, unit: null },
      { userId: ana.id, ingredientId: ingredientId("huevo"), quantity: 200, unit: "g" },
    ]);
    await addRecipe(ana, id, "paella-valenciana", 8);
    const { data: list } = await addRecipe(ana, id, "arroz-con-leche", 6);
    // 800 g + 1000 g less the 500 g at home.
    expect(linesOf(list, "arroz-bomba")).toMatchObject([{ quantity: 1300, text: "1,3 kg de arroz bomba" }]);
    // Eggs held by weight cannot be compared with eggs by the piece: still to buy.
    expect(linesOf(list, "huevo")).toMatchObject([{ quantity: 2 }]);
    expect(list.in_pantry.map((line) => line.ingredient?.slug).sort()).toEqual(["azafran", "sal"]);
    expect(list.counts.lines).toBe(allLines(list).length);

    const ben = await member();
    await api.db.insert(memberKitchenSettings).values({ userId: ben.id, assumeStaples: false });
    const bens = await ownList(ben);
    const { data: withSalt } = await addRecipe(ben, bens.id, "arroz-con-leche");
    expect(linesOf(withSalt, "sal")).toMatchObject([{ text: "sal al gusto", in_pantry: false, aisle: "spices" }]);
  });

  it("adds a recipe list of the member's, each recipe at its own servings, and refuses someone else's", async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await ownList(ana);
    const [recipeList] = await api.db.insert(recipeLists).values({ userId: ana.id, slug: "cenas", name: "Cenas" }).returning();
    await api.db.insert(recipeListItems).values({ listId: recipeList!.id, recipeId: paellaId, position: 1 });
    const answer = await call(`/api/shopping-lists/${id}/recipe-lists`, { method: "POST", token: ana.token, json: { recipe_list: "cenas" } });
    expect(addAnswer.parse(answer.body).meta.recipes).toBe(1);
    expect(linesOf(addAnswer.parse(answer.body).data, "arroz-bomba")[0]!.quantity).toBe(400);
    const bens = await ownList(ben);
    expect((await call(`/api/shopping-lists/${bens.id}/recipe-lists`, { method: "POST", token: ben.token, json: { recipe_list: String(recipeList!.id) } })).status).toBe(404);
  });

  it("adds a meal plan's recipe entries at their servings; leftovers and notes add nothing; another's plan is not found", async () => {
    const [ana, ben] = [await member(), await member()];
    const { id } = await ownList(ana);
    const [plan] = await api.db.insert(mealPlans).values({ userId: ana.id, name: "Semana", startsOn: "2026-11-23", endsOn: "2026-11-29" }).returning();
    const [cook] = await api.db.insert(mealPlanEntries).values({ planId: plan!.id, day: "2026-11-23", slot: "dinner", recipeId: paellaId, servings: 2 }).returning();
    await api.db.insert(mealPlanEntries).values([
      { planId: plan!.id, day: "2026-11-24", slot: "lunch", recipeId: paellaId, servings: 2, leftoversOfEntryId: cook!.id },
      { planId: plan!.id, day: "2026-11-25", slot: "lunch", note: "Cena fuera" },
    ]);
    const answer = await call(`/api/shopping-lists/${id}/meal-plans`, { method: "POST", token: ana.token, locale: "en", json: { meal_plan: plan!.id } });
    const { data, meta } = addAnswer.parse(answer.body);
    expect(meta.recipes).toBe(1);
    expect(linesOf(data, "arroz-bomba")).toMatchObject([{ quantity: 200, text: "7½ oz bomba rice" }]);
    const bens = await ownList(ben);
    expect((await call(`/api/shopping-lists/${bens.id}/meal-plans`, { method: "POST", token: ben.token, json: { meal_plan: plan!.id } })).status).toBe(404);
  });

  it("reads in English in US customary units for a member who chose them or never chose, in metric for one who chose it; Spanish stays metric", async () => {
    const [ana, ben, eva] = [await member(), await member(), await member()];
    await api.db.insert(memberKitchenSettings).values([
      { userId: ana.id, unitSystem: "us" },
      { userId: eva.id, unitSystem: "metric" },
    ]);
    for (const who of [ana, ben]) {
      const { id } = await ownList(who, "en");
      const { data } = await addRecipe(who, id, "arroz-con-leche", 6, "en");
      expect(data.unit_system).toBe("us");
      expect(linesOf(data, "arroz-bomba")[0]!.text).toBe("2¼ lb bomba rice");
      expect(linesOf(data, "leche")[0]!.text).toBe("6½ cups milk");
      expect(data.aisles.map((aisle) => aisle.name)).toContain("Dairy & eggs");
      // Spanish pages stay metric.
      expect(linesOf(await ownList(who, "es"), "arroz-bomba")[0]!.text).toBe("1 kg de arroz bomba");
    }
    const { id } = await ownList(eva, "en");
    const { data } = await addRecipe(eva, id, "arroz-con-leche", 6, "en");
    expect(data.unit_system).toBe("metric");
    expect(linesOf(data, "arroz-bomba")[0]!.text).toBe("1 kg bomba rice");
  });

  it("answers 404 for an unknown recipe and 422 with the field's message for bad servings", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    expect((await call(`/api/shopping-lists/${id}/recipes`, { method: "POST", token: ana.token, json: { recipe: "no-existe" } })).status).toBe(404);
    const bad = await call(`/api/shopping-lists/${id}/recipes`, { method: "POST", token: ana.token, locale: "en", json: { recipe: "paella-valenciana", servings: 0 } });
    expect(bad.status).toBe(422);
    expect((bad.body as { errors: Record<string, string[]> }).errors.servings).toBeDefined();
    expect((await ownList(ana)).counts.lines).toBe(0);
  });
});

describe("changing lines", () => {
  it("adds, ticks, unticks, edits, deletes and clears lines, announcing every change on the list's channel", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    const publish = vi.spyOn(api.services.broadcaster, "publish");
    try {
      const added = await call(`/api/shopping-lists/${id}/lines`, { method: "POST", token: ana.token, json: { text: "  Papel de cocina  " } });
      expect(added.status).toBe(201);
      const manual = allLines(listAnswer.parse(added.body).data)[0]!;
      expect(manual).toMatchObject({ text: "Papel de cocina", is_manual: true, aisle: "other", sources: [] });
      await addRecipe(ana, id, "paella-valenciana");

      const ticked = listAnswer.parse((await call(`/api/shopping-lists/${id}/lines/${manual.id}`, { method: "PATCH", token: ana.token, json: { checked: true } })).body).data;
      expect(allLines(ticked).find((line) => line.id === manual.id)).toMatchObject({ checked: true });
      expect(ticked.counts.checked).toBe(1);
      const unticked = listAnswer.parse((await call(`/api/shopping-lists/${id}/lines/${manual.id}`, { method: "PATCH", token: ana.token, json: { checked: false } })).body).data;
      expect(unticked.counts.checked).toBe(0);

      const edited = listAnswer.parse((await call(`/api/shopping-lists/${id}/lines/${manual.id}`, { method: "PATCH", token: ana.token, json: { text: "Servilletas" } })).body).data;
      expect(allLines(edited).find((line) => line.id === manual.id)!.text).toBe("Servilletas");

      const rice = linesOf(edited, "arroz-bomba")[0]!;
      await call(`/api/shopping-lists/${id}/lines/${rice.id}`, { method: "PATCH", token: ana.token, json: { checked: true } });
      const cleared = listAnswer.parse((await call(`/api/shopping-lists/${id}/checked-lines`, { method: "DELETE", token: ana.token })).body).data;
      expect(linesOf(cleared, "arroz-bomba")).toEqual([]);
      expect(cleared.counts.lines).toBe(allLines(edited).length - 1);

      const deleted = listAnswer.parse((await call(`/api/shopping-lists/${id}/lines/${manual.id}`, { method: "DELETE", token: ana.token })).body).data;
      expect(allLines(deleted).some((line) => line.id === manual.id)).toBe(false);
      const empty = listAnswer.parse((await call(`/api/shopping-lists/${id}/lines`, { method: "DELETE", token: ana.token })).body).data;
      expect(empty.aisles).toEqual([]);
      expect(empty.in_pantry).toEqual([]);

      const announcements = publish.mock.calls.filter(([channel]) => channel === shoppingListChannel(id));
      // Added, recipe, tick, untick, edit, tick, clear ticked, delete, clear all.
      expect(announcements).toHaveLength(9);
      expect(announcements.every(([, event]) => event === SHOPPING_LIST_CHANGED_EVENT)).toBe(true);
      expect(announcements[0]![2]).toMatchObject({ list_id: id, by_user_id: ana.id });
    } finally {
      publish.mockRestore();
    }
  });

  it("refuses an empty or oversized manual line with the field's message, in the page's language", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    const empty = await call(`/api/shopping-lists/${id}/lines`, { method: "POST", token: ana.token, locale: "es", json: { text: "   " } });
    expect(empty).toEqual({ status: 422, body: { message: "El campo texto es obligatorio.", errors: { text: ["El campo texto es obligatorio."] } } });
    expect((await call(`/api/shopping-lists/${id}/lines`, { method: "POST", token: ana.token, json: { text: "x".repeat(201) } })).status).toBe(422);
    expect((await call(`/api/shopping-lists/${id}/lines/1`, { method: "PATCH", token: ana.token, json: {} })).status).toBe(422);
  });

  it("learns the member's aisle order from the order they tick", async () => {
    const ana = await member();
    const { id } = await ownList(ana);
    const { data } = await addRecipe(ana, id, "paella-valenciana");
    expect(data.aisles.map((aisle) => aisle.key)).toEqual(["produce", "pantry", "spices"]);
    // In this shop the spices come first, then the rice, then the vegetables.
    for (const slug of ["azafran", "arroz-bomba", "ajo", "tomate"]) {
      await call(`/api/shopping-lists/${id}/lines/${linesOf(data, slug)[0]!.id}`, { method: "PATCH", token: ana.token, json: { checked: true } });
    }
    expect((await ownList(ana)).aisles.map((aisle) => aisle.key)).toEqual(["spices", "pantry", "produce"]);
  });
});

describe("who may use a list", () => {
  it("keeps a list from outsiders and a visitor; lets a member it is shared with read, tick and add", async () => {
    const [owner, outsider, shared] = [await member(), await member(), await member()];
    const { id } = await ownList(owner);
    const { data } = await addRecipe(owner, id, "paella-valenciana");
    const line = allLines(data)[0]!;

    expect((await call("/api/user/shopping-list")).status).toBe(401);
    expect((await call(`/api/shopping-lists/${id}`)).status).toBe(401);
    expect((await call(`/api/shopping-lists/${id}`, { token: outsider.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${id}/lines/${line.id}`, { method: "PATCH", token: outsider.token, json: { checked: true } })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${id}/lines`, { method: "DELETE", token: outsider.token })).status).toBe(404);
    expect((await call(`/api/shopping-lists/${id}/recipes`, { method: "POST", token: outsider.token, json: { recipe: "paella-valenciana" } })).status).toBe(404);
    // A line of another list is not this list's.
    const outsiders = await ownList(outsider);
    expect((await call(`/api/shopping-lists/${outsiders.id}/lines/${line.id}`, { method: "DELETE", token: outsider.token })).status).toBe(404);

    await api.db.insert(shoppingListMembers).values({ listId: id, userId: shared.id, invitedById: owner.id });
    const read = await call(`/api/shopping-lists/${id}`, { token: shared.token });
    expect(listAnswer.parse(read.body).data).toMatchObject({ id, role: "member", owner: { id: owner.id } });
    const ticked = await call(`/api/shopping-lists/${id}/lines/${line.id}`, { method: "PATCH", token: shared.token, json: { checked: true } });
    expect(listAnswer.parse(ticked.body).data.counts.checked).toBe(1);
    expect((await call(`/api/shopping-lists/${id}/lines`, { method: "POST", token: shared.token, json: { text: "Pan" } })).status).toBe(201);
    // Their own list stays theirs.
    expect((await ownList(shared)).id).not.toBe(id);

    await api.db.delete(shoppingListMembers).where(and(eq(shoppingListMembers.listId, id), eq(shoppingListMembers.userId, shared.id)));
    expect((await call(`/api/shopping-lists/${id}`, { token: shared.token })).status).toBe(404);
  });
});
