import { describe, expect, it } from "vitest";
import { createIngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { recipeFromJsonLd } from "./json-ld";
import { recipeFromMicrodata } from "./microdata";
import { isoDurationMinutes, recipeDraft, servingsFrom } from "./recipe-draft";

const noCatalogue = createIngredientMatcher([]);
const draftOf = (recipe: Record<string, unknown>, html = "") => recipeDraft({ recipe, html, pageUrl: "https://recetas.example/a/b", fallbackLanguage: "es", matcher: noCatalogue });

describe("ISO 8601 durations", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT45M", 45],
    ["PT90M", 90],
    ["PT0.5H", 30],
    ["P1DT2H", 1560],
    ["PT1H0M30S", 61],
    ["pt20m", 20],
    ["PT0S", 0],
  ])("%s is %i minutes", (value, minutes) => {
    expect(isoDurationMinutes(value)).toBe(minutes);
  });

  it.each([["30 minutes"], ["PT"], ["P"], [""], ["1H30M"], [45], [null], [undefined], ["P999999D"]])("%j is no duration", (value) => {
    expect(isoDurationMinutes(value)).toBeNull();
  });
});

describe("recipeYield", () => {
  it.each([
    ["4", 4, "4"],
    [4, 4, "4"],
    ["4 raciones", 4, "4 raciones"],
    [["4", "4 servings"], 4, "4 servings"],
    ["Serves 4-6", 4, "Serves 4-6"],
    ["1 loaf", 1, "1 loaf"],
    ["unas cuantas", null, "unas cuantas"],
    [undefined, null, null],
    ["0", null, "0"],
  ])("%j serves %j", (value, servings, text) => {
    expect(servingsFrom(value)).toEqual({ servings, text });
  });
});

describe("recipeInstructions in their shapes", () => {
  it("keeps loose steps before and after sections in sections without a name", () => {
    const draft = draftOf({
      name: "Tarta",
      recipeInstructions: [
        "Precalienta el horno.",
        { "@type": "HowToSection", name: "Para la base", itemListElement: [{ "@type": "HowToStep", text: "Tritura las galletas." }, "Mézclalas con la mantequilla."] },
        { "@type": "HowToSection", name: "Para la crema", itemListElement: { "@type": "ItemList", itemListElement: [{ "@type": "HowToStep", name: "Bate el queso." }] } },
        { "@type": "HowToStep", text: "<p>Hornea 50 minutos.</p><p>Deja enfriar.</p>" },
        { "@type": "HowToSection", name: "Vacía", itemListElement: [] },
      ],
    });
    expect(draft.step_sections).toEqual([
      { name: null, steps: ["Precalienta el horno."] },
      { name: "Para la base", steps: ["Tritura las galletas.", "Mézclalas con la mantequilla."] },
      { name: "Para la crema", steps: ["Bate el queso."] },
      { name: null, steps: ["Hornea 50 minutos.", "Deja enfriar."] },
    ]);
  });

  it("reads a title, times and credit when only some are given, and never markup", () => {
    const draft = draftOf({
      name: "<b>Flan</b> &amp;amp; nata <script>alert(1)</script>",
      cookTime: "PT40M",
      publisher: { name: "Recetas Example" },
      image: [{ url: "/flan.jpg" }],
    });
    expect(draft).toMatchObject({
      title: "Flan & nata",
      prep_minutes: null,
      cook_minutes: 40,
      total_minutes: 40,
      source_name: "Recetas Example",
      image_url: "https://recetas.example/flan.jpg",
    });
    expect(draftOf({ name: "Sin nada" })).toMatchObject({
      total_minutes: null,
      image_url: null,
      source_name: "recetas.example",
      servings: null,
      step_sections: [],
      ingredients: [],
    });
  });

  it("takes the page's language from what it declares, then from its lines", () => {
    expect(draftOf({ name: "x", recipeIngredient: ["2 cups flour", "1 tsp salt"] }).language).toBe("en");
    expect(draftOf({ name: "x", recipeIngredient: ["2 tazas de harina"] }, '<html lang="en-GB">').language).toBe("en");
    expect(draftOf({ name: "x", recipeIngredient: ["2 cups flour"], inLanguage: "es" }).language).toBe("es");
    expect(draftOf({ name: "x" }).language).toBe("es");
  });
});

describe("finding the recipe in a page", () => {
  it("finds it under mainEntity, with @type as a list or a schema.org address, and the fullest of several", () => {
    const page = `<script type="application/ld+json">{"@type":"WebPage","mainEntity":{"@type":["Recipe"],"name":"A"}}</script>
      <script type=application/ld+json>[{"@type":"https://schema.org/Recipe","name":"B","recipeIngredient":["1 huevo"],"recipeYield":"2"}]</script>`;
    expect(recipeFromJsonLd(page)?.name).toBe("B");
    expect(recipeFromJsonLd('<script type="application/json">{"@type":"Recipe","name":"no"}</script>')).toBeUndefined();
    expect(recipeFromJsonLd('<script type="application/ld+json">{"@type":"Recipe",</script>')).toBeUndefined();
  });

  it("reads microdata properties of the recipe only, not of items inside it; values keep their markup for the draft to read", () => {
    const page = `<div itemscope itemtype="http://schema.org/Recipe"><span itemprop="name">Tortilla</span>
      <div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Lola</span></div>
      <span itemprop="recipeIngredient">4 huevos</span><span itemprop="recipeIngredient">500 g de patatas</span><br/>
      <meta itemprop="cookTime" content="PT25M"></div>`;
    expect(recipeFromMicrodata(page)).toEqual({
      "@type": "Recipe",
      name: "Tortilla",
      author: '<span itemprop="name">Lola</span>',
      recipeIngredient: ["4 huevos", "500 g de patatas"],
      cookTime: "PT25M",
    });
    expect(recipeFromMicrodata("<div itemscope itemtype='http://schema.org/Article'><span itemprop='name'>x</span></div>")).toBeUndefined();
  });
});

describe("hostile pages", () => {
  it("reads a 2 MB page of unclosed tags, scripts and comments in linear time", () => {
    const junk = "<script<a href=\"<!--<div itemprop='x'<".repeat(50_000);
    const started = performance.now();
    expect(recipeFromJsonLd(junk)).toBeUndefined();
    expect(recipeFromMicrodata(`<div itemscope itemtype="https://schema.org/Recipe">${junk}`)).toBeDefined();
    expect(draftOf({ name: junk.slice(0, 200_000), description: "<".repeat(500_000) }).description).toBe("<".repeat(1999) + "…");
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
