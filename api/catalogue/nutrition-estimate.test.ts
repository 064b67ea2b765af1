import { describe, expect, it } from "vitest";
import type { LineLocale } from "../contract/ingredient-line";
import { demoIngredients } from "../seed/demo-content";
import { nutrientColumns } from "../seed/factories";
import { createIngredientMatcher } from "../recipes/ingredient-parsing/ingredient-matcher";
import { parseIngredientLine } from "../recipes/ingredient-parsing/parse-ingredient-line";
import { estimateNutrition, lineGrams } from "./nutrition-estimate";

/** The demo catalogue with its nutrients, as a fresh database holds it; lines read by the real parser. */
const catalogue = demoIngredients.map((item, index) => ({
  id: index + 1,
  slug: item.slug,
  nameEs: item.es,
  nameEn: item.en,
  synonymsEs: item.synonyms?.es ?? [],
  synonymsEn: item.synonyms?.en ?? [],
}));
const matcher = createIngredientMatcher(catalogue);

function read(line: string, locale: LineLocale) {
  const parsed = parseIngredientLine(line, locale, matcher);
  return { quantity: parsed.quantity, unit: parsed.unit, note: parsed.note, nutrients: parsed.ingredient ? nutrientColumns(parsed.ingredient.slug) : null };
}

const grams = (line: string, locale: LineLocale) => lineGrams(read(line, locale));

describe("a line in grams", () => {
  it("weighs weight units directly, volumes by density and pieces by their weight", () => {
    expect(grams("200 g de harina de trigo", "es")).toBe(200);
    expect(grams("1 kg de patatas", "es")).toBe(1000);
    expect(grams("8 oz ground beef", "en")).toBeCloseTo(226.8, 1);
    expect(grams("1 lb potatoes", "en")).toBeCloseTo(453.6, 1);
    expect(grams("2 cucharadas de aceite de oliva", "es")).toBeCloseTo(27.6); // 30 ml × 0,92
    expect(grams("1 cup all-purpose flour", "en")).toBeCloseTo(127.2); // 240 ml × 0,53
    expect(grams("1 vaso de leche", "es")).toBeCloseTo(206); // 200 ml × 1,03
    expect(grams("2 huevos", "es")).toBe(100);
    expect(grams("2 large eggs", "en")).toBe(100);
    expect(grams("3 garlic cloves, minced", "en")).toBe(15);
    expect(grams("1/2 cebolla picada", "es")).toBe(75);
    expect(grams("1 lata (400 g) de tomate triturado", "es")).toBe(400);
  });

  it("cannot weigh what has no amount, no size or no catalogue ingredient", () => {
    expect(grams("sal al gusto", "es")).toBeNull();
    expect(grams("salt and black pepper to taste", "en")).toBeNull();
    expect(grams("1 manojo de cilantro", "es")).toBeNull();
    expect(grams("a handful of basil leaves", "en")).toBeNull();
    expect(grams("1 lata de atún", "es")).toBeNull();
    expect(grams("1 cucharada de zumo de yuzu", "es")).toBeNull();
  });
});

describe("the estimate per serving", () => {
  it("adds up the Spanish lines it can weigh, divides by the servings and says how many it counted", () => {
    const lines = [
      "4 huevos", // 200 g: 286 kcal, 25,2 g protein, 284 mg sodium
      "500 g de patatas", // 385 kcal, 10 g protein, 87,5 g carbs
      "1 cebolla", // 150 g: 60 kcal
      "4 cucharadas de aceite de oliva virgen extra", // 55,2 g: 488 kcal, 55,2 g fat
      "sal al gusto",
      "250 ml de aceite de girasol para freír",
    ].map((line) => read(line, "es"));
    const estimate = estimateNutrition(lines, 4)!;
    expect(estimate.countedLines).toBe(4);
    expect(estimate.totalLines).toBe(6);
    expect(estimate.nutrition.calories).toBe(Math.round((286 + 385 + 60 + 487.968) / 4));
    expect(estimate.nutrition.protein).toBeCloseTo((25.2 + 10 + 1.65) / 4, 1);
    expect(estimate.nutrition.fat).toBeCloseTo((19 + 0.5 + 0.15 + 55.2) / 4, 1);
    expect(estimate.nutrition.sodium).toBe(Math.round((284 + 30 + 6 + 1.104) / 4));
  });

  it("reads English lines the same way", () => {
    const lines = ["1 cup all-purpose flour", "2 large eggs", "1 tbsp olive oil", "1 tsp salt", "salt and black pepper to taste"].map((line) => read(line, "en"));
    const estimate = estimateNutrition(lines, 2)!;
    expect(estimate.countedLines).toBe(4);
    // 127,2 g flour 463 kcal + 100 g egg 143 + 13,8 g oil 122 + salt 0 = 728 for two.
    expect(estimate.nutrition.calories).toBe(364);
    // 1 tsp of salt is 6 g: 2325 mg sodium, with the flour's and the eggs' 146 mg.
    expect(estimate.nutrition.sodium).toBeGreaterThan(1200);
    expect(estimate.nutrition.sodium).toBeLessThan(1300);
  });

  it("is nothing when no line can be counted", () => {
    const lines = ["sal al gusto", "1 manojo de perejil", "1 cucharada de zumo de yuzu"].map((line) => read(line, "es"));
    expect(estimateNutrition(lines, 4)).toBeNull();
    expect(estimateNutrition([], 4)).toBeNull();
  });
});
