import { describe, expect, it } from "vitest";
import { categoryTree, tags, type SeedCategory } from "../../../seed/data/taxonomy";
import { demoIngredients } from "../../../seed/demo-content";
import type { RecipeFilters } from "../../index/recipe-filters";
import { type AppliedFilter, parseSemanticQuery, type SemanticParse, type SemanticVocabulary } from "./semantic-query";

/** The real catalogue, with fake sequential ids in seed order. */
function seedVocabulary(): SemanticVocabulary {
  const categories: SeedCategory[] = [];
  const walk = (nodes: SeedCategory[]) => nodes.forEach((node) => (categories.push(node), node.children && walk(node.children)));
  walk(categoryTree);
  return {
    ingredients: demoIngredients.map((item, position) => ({
      id: position + 1,
      slug: item.slug,
      names: [item.es, item.en, ...(item.synonyms?.es ?? []), ...(item.synonyms?.en ?? [])],
    })),
    tags: tags.map((entry) => ({ slug: entry.slug, names: [entry.name.es, entry.name.en] })),
    categories: categories.map((entry, position) => ({
      id: position + 1,
      slug: entry.slug,
      type: entry.type,
      names: [entry.name.es, entry.name.en],
    })),
  };
}

const vocabulary = seedVocabulary();

function idOf(entries: ReadonlyArray<{ id: number; slug: string }>, slug: string): number {
  const found = entries.find((entry) => entry.slug === slug);
  if (!found) throw new Error(`no ${slug} in the seed vocabulary`);
  return found.id;
}

const ingredient = (slug: string) => idOf(vocabulary.ingredients, slug);
const category = (slug: string) => idOf(vocabulary.categories, slug);

function chip(filter: keyof RecipeFilters, value: AppliedFilter["value"], matched: string): AppliedFilter {
  return { filter, value, matched };
}

const parse = (request: string) => parseSemanticQuery(request, vocabulary);

/** The applied chips and the remaining text, the part of a parse most cases care about. */
function expectChips(request: string, applied: AppliedFilter[], text = ""): SemanticParse {
  const result = parse(request);
  expect({ applied: result.applied, text: result.text }).toEqual({ applied, text });
  return result;
}

describe("parseSemanticQuery: the examples of the brief", () => {
  it("cena rápida sin gluten con pollo", () => {
    expect(parse("cena rápida sin gluten con pollo")).toEqual({
      filters: {
        categoryIds: [category("cena-rapida")],
        includeTagSlugs: ["sin-gluten"],
        includeIngredientIds: [ingredient("pollo")],
      },
      text: "",
      applied: [
        chip("categoryIds", category("cena-rapida"), "cena rápida"),
        chip("includeTagSlugs", "sin-gluten", "sin gluten"),
        chip("includeIngredientIds", ingredient("pollo"), "con pollo"),
      ],
    });
  });

  it("vegan dessert under 300 calories", () => {
    expect(parse("vegan dessert under 300 calories")).toEqual({
      filters: { includeTagSlugs: ["vegana"], categoryIds: [category("postres")], caloriesMax: 300 },
      text: "",
      applied: [chip("includeTagSlugs", "vegana", "vegan"), chip("categoryIds", category("postres"), "dessert"), chip("caloriesMax", 300, "under 300 calories")],
    });
  });

  it("receta fácil de pasta sin champiñones en menos de 30 minutos", () => {
    expect(parse("receta fácil de pasta sin champiñones en menos de 30 minutos")).toEqual({
      filters: {
        difficultyLevels: ["easy"],
        categoryIds: [category("pastas")],
        excludeIngredientIds: [ingredient("champinon")],
        totalTimeMaxMinutes: 30,
      },
      text: "",
      applied: [
        chip("difficultyLevels", "easy", "fácil"),
        chip("categoryIds", category("pastas"), "pasta"),
        chip("excludeIngredientIds", ingredient("champinon"), "sin champiñones"),
        chip("totalTimeMaxMinutes", 30, "en menos de 30 minutos"),
      ],
    });
  });

  it("postre sin horno: the no-bake tag, not an ingredient exclusion", () => {
    expect(parse("postre sin horno")).toEqual({
      filters: { categoryIds: [category("postres")], includeTagSlugs: ["sin-horno"] },
      text: "",
      applied: [chip("categoryIds", category("postres"), "postre"), chip("includeTagSlugs", "sin-horno", "sin horno")],
    });
  });

  it("chicken curry for 4 keeps 'curry' as text", () => {
    expect(parse("chicken curry for 4")).toEqual({
      filters: { includeIngredientIds: [ingredient("pollo")], minServings: 4 },
      text: "curry",
      applied: [chip("includeIngredientIds", ingredient("pollo"), "chicken"), chip("minServings", 4, "for 4")],
    });
  });

  it("desayuno saludable con avena keeps 'avena' (not in the catalogue) as text", () => {
    expect(parse("desayuno saludable con avena")).toEqual({
      filters: { categoryIds: [category("desayunos")], includeTagSlugs: ["saludable"] },
      text: "avena",
      applied: [chip("categoryIds", category("desayunos"), "desayuno"), chip("includeTagSlugs", "saludable", "saludable")],
    });
  });
});

describe("parseSemanticQuery: ingredients", () => {
  it("matches the longest name first", () => {
    expectChips("aceite de oliva", [chip("includeIngredientIds", ingredient("aceite-de-oliva"), "aceite de oliva")]);
    expectChips("aceite de oliva virgen extra", [chip("includeIngredientIds", ingredient("aceite-de-oliva-virgen-extra"), "aceite de oliva virgen extra")]);
  });

  it("tolerates plurals, synonyms and English names", () => {
    expectChips("tomatoes and potatoes", [chip("includeIngredientIds", ingredient("tomate"), "tomatoes"), chip("includeIngredientIds", ingredient("patata"), "potatoes")]);
    expectChips("papas fritas", [chip("includeIngredientIds", ingredient("patata"), "papas"), chip("includeTagSlugs", "frita", "fritas")]);
    expectChips("POLLOS", [chip("includeIngredientIds", ingredient("pollo"), "POLLOS")]);
  });

  it("carries 'sin' over 'ni' and commas, and shows the marker on the first chip only", () => {
    expectChips("sin cebolla ni ajo", [chip("excludeIngredientIds", ingredient("cebolla"), "sin cebolla"), chip("excludeIngredientIds", ingredient("ajo"), "ajo")]);
    expectChips("no onions or garlic, quick", [
      chip("excludeIngredientIds", ingredient("cebolla"), "no onions"),
      chip("excludeIngredientIds", ingredient("ajo"), "garlic"),
      chip("totalTimeMaxMinutes", 30, "quick"),
    ]);
  });

  it("reads 'que no tenga X' and 'X-free' as exclusions", () => {
    expectChips("que no tenga cebolla", [chip("excludeIngredientIds", ingredient("cebolla"), "no tenga cebolla")]);
    expectChips("egg-free pancakes", [chip("excludeIngredientIds", ingredient("huevo"), "egg-free")], "pancakes");
  });

  it("ends a 'sin' at 'con'", () => {
    expect(parse("sin cebolla y con garbanzos").filters).toEqual({
      excludeIngredientIds: [ingredient("cebolla")],
      includeIngredientIds: [ingredient("garbanzo")],
    });
  });

  it("excludes a tag when the excluded words only name a tag", () => {
    expectChips("sin picante", [chip("excludeTagSlugs", "picante", "sin picante")]);
    expectChips("not spicy", [chip("excludeTagSlugs", "picante", "not spicy")]);
  });

  it("keeps a 'sin' that excludes nothing it knows in the text", () => {
    expectChips("pollo sin avena", [chip("includeIngredientIds", ingredient("pollo"), "pollo")], "sin avena");
  });
});

describe("parseSemanticQuery: diets", () => {
  it("maps diet words in both languages to the diet tags", () => {
    expectChips("gluten-free dairy-free brownies", [chip("includeTagSlugs", "sin-gluten", "gluten-free"), chip("includeTagSlugs", "sin-lactosa", "dairy-free")], "brownies");
    expectChips("de chef IA vegetariano", [chip("authorType", "ai_chef", "de chef IA"), chip("includeTagSlugs", "vegetariana", "vegetariano")]);
    expectChips("apto para celíacos", [chip("includeTagSlugs", "sin-gluten", "apto para celíacos")]);
    expectChips("lactose-free smoothie", [chip("includeTagSlugs", "sin-lactosa", "lactose-free")], "smoothie");
  });

  it("reads 'sin gluten ni lactosa' as two diets", () => {
    expect(parse("sin gluten ni lactosa").filters).toEqual({ includeTagSlugs: ["sin-gluten", "sin-lactosa"] });
  });

  it("maps 'no bake', 'sin carne' and 'meat-free' to tags instead of exclusions", () => {
    expectChips("no bake cheesecake", [chip("includeTagSlugs", "sin-horno", "no bake")], "cheesecake");
    expectChips("sin carne", [chip("includeTagSlugs", "vegetariana", "sin carne")]);
    expectChips("meat-free lasagna", [chip("includeTagSlugs", "vegetariana", "meat-free")], "lasagna");
  });

  it("reads low-calorie words as the baja-en-calorias tag", () => {
    expectChips("bajo en calorías", [chip("includeTagSlugs", "baja-en-calorias", "bajo en calorías")]);
    expectChips("low-calorie curries", [chip("includeTagSlugs", "baja-en-calorias", "low-calorie")], "curries");
  });
});

describe("parseSemanticQuery: meals, courses and cuisines", () => {
  it("sends courses to categories and tag-only meals to tags", () => {
    expectChips("sopa de tomate para 2 personas", [
      chip("categoryIds", category("sopas-y-cremas"), "sopa"),
      chip("includeIngredientIds", ingredient("tomate"), "tomate"),
      chip("minServings", 2, "para 2 personas"),
    ]);
    expectChips("Quick vegetarian dinner", [
      chip("totalTimeMaxMinutes", 30, "Quick"),
      chip("includeTagSlugs", "vegetariana", "vegetarian"),
      chip("includeTagSlugs", "cena", "dinner"),
    ]);
    expectChips("almuerzo rápido para 6", [chip("includeTagSlugs", "comida", "almuerzo"), chip("totalTimeMaxMinutes", 30, "rápido"), chip("minServings", 6, "para 6")]);
    expectChips("tapas y merienda", [chip("categoryIds", category("entrantes"), "tapas"), chip("includeTagSlugs", "merienda", "merienda")]);
  });

  it("reads cuisines in either gender, number and language", () => {
    expectChips("japonés", [chip("categoryIds", category("japonesa"), "japonés")]);
    expectChips("mexican", [chip("categoryIds", category("mexicana"), "mexican")]);
    expectChips("recetas italianas con vídeo", [chip("categoryIds", category("italiana"), "italianas"), chip("hasVideo", true, "con vídeo")]);
  });

  it("reads 'comida mexicana' as the cuisine, not as lunch", () => {
    expectChips("comida mexicana picante", [chip("categoryIds", category("mexicana"), "comida mexicana"), chip("includeTagSlugs", "picante", "picante")]);
  });

  it("does not read 'Oriente Medio' as medium difficulty", () => {
    expectChips("oriente medio", [chip("categoryIds", category("oriente-medio-y-africa"), "oriente medio")]);
  });

  it("keeps hyphenated leftovers joined", () => {
    expectChips("tikka-masala de pollo", [chip("includeIngredientIds", ingredient("pollo"), "pollo")], "tikka-masala");
  });
});

describe("parseSemanticQuery: time", () => {
  it.each([
    ["max 1 hora", 60, "max 1 hora"],
    ["en 45 min", 45, "en 45 min"],
    ["under 20 min", 20, "under 20 min"],
    ["within 45 mins", 45, "within 45 mins"],
    ["una hora y media", 90, "una hora y media"],
    ["half an hour", 30, "half an hour"],
    ["30 minutos o menos", 30, "30 minutos o menos"],
  ])("%s → totalTimeMaxMinutes %i", (request, minutes, matched) => {
    expectChips(request, [chip("totalTimeMaxMinutes", minutes, matched)]);
  });

  it("reads compact hours and keeps the rest as text", () => {
    expectChips("1h30 tortilla", [chip("totalTimeMaxMinutes", 90, "1h30")], "tortilla");
    expectChips("pollo al horno con patatas en 1h", [
      chip("includeIngredientIds", ingredient("pollo"), "pollo"),
      chip("includeTagSlugs", "al-horno", "al horno"),
      chip("includeIngredientIds", ingredient("patata"), "con patatas"),
      chip("totalTimeMaxMinutes", 60, "en 1h"),
    ]);
  });

  it("lets an explicit time win over 'rápida', in either order", () => {
    expectChips("receta rápida en 20 minutos", [chip("totalTimeMaxMinutes", 20, "en 20 minutos")]);
    expectChips("en 20 minutos y rápida", [chip("totalTimeMaxMinutes", 20, "en 20 minutos")]);
  });

  it("reads preparation time as the active time", () => {
    expectChips("30 minutos de preparación", [chip("activeTimeMaxMinutes", 30, "30 minutos de preparación")]);
    expectChips("prep under 15 min", [chip("activeTimeMaxMinutes", 15, "prep under 15 min")]);
  });
});

describe("parseSemanticQuery: calories, servings, rating, flags", () => {
  it("reads calorie ceilings, floors and ranges", () => {
    expectChips("menos de 300 calorías", [chip("caloriesMax", 300, "menos de 300 calorías")]);
    expectChips("más de 500 calorías", [chip("caloriesMin", 500, "más de 500 calorías")]);
    expectChips("300 cal o menos por ración", [chip("caloriesMax", 300, "300 cal o menos por ración")]);
    expect(parse("entre 300 y 500 kcal").filters).toEqual({ caloriesMin: 300, caloriesMax: 500 });
  });

  it("reads servings with or without a noun, in words or digits", () => {
    expectChips("3 personas", [chip("minServings", 3, "3 personas")]);
    expectChips("serves 8", [chip("minServings", 8, "serves 8")]);
    expectChips("curry de garbanzos para dos", [chip("includeIngredientIds", ingredient("garbanzo"), "garbanzos"), chip("minServings", 2, "para dos")], "curry");
  });

  it("reads ratings from words and stars", () => {
    expectChips(
      "hard thai curry top rated",
      [chip("difficultyLevels", "hard", "hard"), chip("categoryIds", category("tailandesa"), "thai"), chip("minAverageRating", 4, "top rated")],
      "curry",
    );
    expectChips("menos de 1 hora y 4.5 estrellas o más", [chip("totalTimeMaxMinutes", 60, "menos de 1 hora"), chip("minAverageRating", 4.5, "4.5 estrellas o más")]);
  });

  it("reads video, author and featured flags", () => {
    expectChips("mejor valoradas con vídeo de chef IA", [
      chip("minAverageRating", 4, "mejor valoradas"),
      chip("hasVideo", true, "con vídeo"),
      chip("authorType", "ai_chef", "de chef IA"),
    ]);
    expectChips("salad by AI chef", [chip("categoryIds", category("ensaladas"), "salad"), chip("authorType", "ai_chef", "by AI chef")]);
    expectChips("sin vídeo", [chip("hasVideo", false, "sin vídeo")]);
    expectChips("destacadas veganas de la comunidad", [
      chip("isFeatured", true, "destacadas"),
      chip("includeTagSlugs", "vegana", "veganas"),
      chip("authorType", "community", "de la comunidad"),
    ]);
  });

  it("reads difficulty in both languages and allows several", () => {
    expect(parse("fácil o intermedia").filters).toEqual({ difficultyLevels: ["easy", "medium"] });
    expect(parse("simple or advanced").filters).toEqual({ difficultyLevels: ["easy", "hard"] });
    expect(parse("receta sencilla").filters).toEqual({ difficultyLevels: ["easy"] });
  });
});

describe("parseSemanticQuery: what it cannot read", () => {
  it.each(["", "   ", "hola", "receta", "sin", "menos de 30", "para un picnic", "no sé"])("returns %j whole, without filters", (request) => {
    expect(parse(request)).toEqual({ filters: {}, text: request.trim(), applied: [] });
  });

  it("never throws, whatever it is given", () => {
    const empty: SemanticVocabulary = { ingredients: [], tags: [], categories: [] };
    expect(parseSemanticQuery("vegan dessert under 300 calories", empty)).toEqual({
      filters: { caloriesMax: 300 },
      text: "vegan dessert",
      applied: [chip("caloriesMax", 300, "under 300 calories")],
    });
    expect(parseSemanticQuery(undefined as unknown as string, vocabulary)).toEqual({ filters: {}, text: "", applied: [] });
    expect(parseSemanticQuery("pollo", undefined as unknown as SemanticVocabulary)).toEqual({ filters: {}, text: "pollo", applied: [] });
  });

  it("adds each value once", () => {
    expectChips("pollo, pollos y más pollo", [chip("includeIngredientIds", ingredient("pollo"), "pollo")], "más");
  });
});

describe("parseSemanticQuery: vocabulary and speed", () => {
  it("uses each vocabulary's own ids", () => {
    const other: SemanticVocabulary = { ingredients: [{ id: 900, slug: "pollo", names: ["pollo", "chicken"] }], tags: [], categories: [] };
    expect(parseSemanticQuery("chicken", other).filters).toEqual({ includeIngredientIds: [900] });
    expect(parse("chicken").filters).toEqual({ includeIngredientIds: [ingredient("pollo")] });
  });

  it("parses a long request quickly once the vocabulary is indexed", () => {
    const request = "quiero una receta fácil y rápida de pollo con patatas sin cebolla ni ajo para 4 personas ".repeat(6).slice(0, 500);
    parse(request);
    const started = performance.now();
    for (let round = 0; round < 200; round++) parse(request);
    // About 0.5 ms each on a laptop; the bound only catches a lost index or a quadratic scan.
    expect((performance.now() - started) / 200).toBeLessThan(20);
  });
});
