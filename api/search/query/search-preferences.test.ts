import { describe, expect, it } from "vitest";
import { demoIngredients } from "../../seed/demo-content";
import { categoryTree, type SeedCategory, tags } from "../../seed/data/taxonomy";
import { parseSemanticQuery, type SemanticVocabulary } from "./semantic/semantic-query";
import { ingredientFamily, splitSemanticRequest } from "./search-preferences";

/** The real catalogue, with fake sequential ids in seed order, and the food groups. */
function seedVocabulary(): SemanticVocabulary {
  const categories: SeedCategory[] = [];
  const walk = (nodes: SeedCategory[]) => nodes.forEach((node) => (categories.push(node), node.children && walk(node.children)));
  walk(categoryTree);
  return {
    ingredients: demoIngredients.map((item, position) => ({
      id: position + 1,
      slug: item.slug,
      group: item.group,
      names: [item.es, item.en, ...(item.synonyms?.es ?? []), ...(item.synonyms?.en ?? [])],
    })),
    tags: tags.map((entry) => ({ slug: entry.slug, names: [entry.name.es, entry.name.en] })),
    categories: categories.map((entry, position) => ({ id: position + 1, slug: entry.slug, type: entry.type, names: [entry.name.es, entry.name.en] })),
  };
}

const vocabulary = seedVocabulary();
const slugsOf = (ids: number[]) => ids.map((id) => vocabulary.ingredients.find((entry) => entry.id === id)!.slug).sort();
const idOf = (slug: string) => vocabulary.ingredients.find((entry) => entry.slug === slug)!.id;
const split = (request: string) => splitSemanticRequest(parseSemanticQuery(request, vocabulary), vocabulary, request);

describe("ingredient families", () => {
  it("pollo is every cut of chicken, not its stock and not cabbage", () => {
    const family = slugsOf(ingredientFamily(idOf("pollo"), vocabulary));
    expect(family).toEqual(expect.arrayContaining(["pollo", "pechuga-de-pollo", "muslo-de-pollo", "contramuslo-de-pollo", "alita-de-pollo", "carne-picada-de-pollo"]));
    expect(family).not.toContain("caldo-de-pollo");
    expect(family).not.toContain("repollo");
  });

  it("reads the family from either language", () => {
    const chicken = split("chicken").preferences[0]!;
    expect(chicken.test.kind === "ingredients" && slugsOf(chicken.test.ids)).toEqual(slugsOf(ingredientFamily(idOf("pollo"), vocabulary)));
    const chickpeas = split("con garbanzos").preferences[0]!;
    expect(chickpeas.test.kind === "ingredients" && slugsOf(chickpeas.test.ids)).toEqual(["garbanzo", "garbanzo-cocido"]);
  });
});

describe("filters and preferences", () => {
  it("requires exclusions and diets, prefers the rest", () => {
    const request = split("cena rápida sin gluten con pollo sin ajo");
    expect(request.filters).toEqual({ includeTagSlugs: ["sin-gluten"], excludeIngredientIds: [idOf("ajo")] });
    expect(request.preferences.map((preference) => [preference.applied.matched, preference.group])).toEqual([
      ["cena rápida", "meal"],
      ["con pollo", "ingredient"],
      // What it asks for, as a dish a title may name (never what it rules out).
      ["cena rápida con pollo", "text"],
    ]);
  });

  it("tells a vague word from an explicit amount", () => {
    expect(split("pasta rápida").preferences.find((preference) => preference.applied.filter === "totalTimeMaxMinutes")!.group).toBe("manner");
    expect(split("pasta en 20 minutos").preferences.find((preference) => preference.applied.filter === "totalTimeMaxMinutes")!.group).toBe("amount");
  });

  it("gives up the modifier before the dish's head noun, in both word orders", () => {
    const order = (request: string) => split(request).preferences.flatMap((preference) => (preference.dish ? [] : [preference.applied.matched]));
    expect(order("sopa de verduras")).toEqual(["verduras", "sopa"]);
    expect(order("vegetable soup")).toEqual(["vegetable", "soup"]);
  });
});

describe("dishes and vague times (decision 081)", () => {
  const shown = (request: string) =>
    split(request).preferences.map(({ applied, group, test, quiet, dish }) => ({ matched: applied.matched, group, test, ...(quiet ? { quiet } : {}), ...(dish ? { dish } : {}) }));

  it("reads words nothing else read in a title first, quietly, then anywhere", () => {
    expect(shown("galletas")).toEqual([
      { matched: "galletas", group: "text", test: { kind: "text", q: "galletas", inTitle: true }, quiet: true },
      { matched: "galletas", group: "text", test: { kind: "text", q: "galletas" } },
    ]);
  });

  it("also reads a request of several words as a dish its title may name, in the request's order", () => {
    const dish = (request: string) => split(request).preferences.find((preference) => preference.dish);
    expect(dish("arroz con leche")).toMatchObject({ group: "text", test: { kind: "text", q: "arroz con leche", inTitle: true }, quiet: true });
    expect(dish("rice pudding")!.test).toEqual({ kind: "text", q: "rice pudding", inTitle: true });
    // One word is already read as such; what is ruled out is never part of the dish.
    expect(dish("paella")).toBeUndefined();
    expect(dish("pollo sin ajo")).toBeUndefined();
  });

  it("stretches a vague time once given up, never an explicit one, and treats homemade as a manner", () => {
    const times = (request: string) => shown(request).filter((preference) => preference.test.kind === "atMost");
    expect(times("pasta rápida")).toEqual([
      { matched: "rápida", group: "manner", test: { kind: "atMost", column: "totalMinutes", value: 30 } },
      { matched: "rápida", group: "amount", test: { kind: "atMost", column: "totalMinutes", value: 45 }, quiet: true },
    ]);
    expect(times("pasta en 20 minutos")).toEqual([{ matched: "en 20 minutos", group: "amount", test: { kind: "atMost", column: "totalMinutes", value: 20 } }]);
    expect(shown("pizza casera").find((preference) => preference.matched === "casera")!.group).toBe("manner");
  });
});
