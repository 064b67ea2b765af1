import { describe, expect, it } from "vitest";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import { clampServings, ingredientLinesFor, requestedServings } from "./servings";

const line = (quantity: number | null, unit: string, name: string, note: string | null, description: string): RecipeIngredientLine => ({
  description,
  quantity,
  unit,
  note,
  ingredient: { id: 1, name, slug: name },
});

const paella = [
  line(400, "g", "arroz bomba", null, "400 g de arroz bomba"),
  line(2, "clove", "ajo", "picados", "2 dientes de ajo, picados"),
  line(1, "unit", "cebolla", null, "1 cebolla"),
  line(null, "to_taste", "sal", null, "sal al gusto"),
];

describe("servings in the address", () => {
  it("takes a whole number from 1 to 100", () => {
    expect(requestedServings(new URLSearchParams("servings=6"))).toBe(6);
    expect(requestedServings(new URLSearchParams("servings=1"))).toBe(1);
    expect(requestedServings(new URLSearchParams("servings=100"))).toBe(100);
  });

  it("ignores anything else", () => {
    for (const query of ["", "servings=", "servings=0", "servings=101", "servings=2.5", "servings=abc", "servings=-3"]) {
      expect(requestedServings(new URLSearchParams(query)), query).toBeUndefined();
    }
  });

  it("clamps what the buttons ask for", () => {
    expect(clampServings(0)).toBe(1);
    expect(clampServings(101)).toBe(100);
    expect(clampServings(7)).toBe(7);
  });
});

describe("ingredient lines for a yield", () => {
  it("keeps the recipe's own lines at its own yield", () => {
    expect(ingredientLinesFor(paella, 4, 4, "es", "metric")).toEqual(paella.map((item) => item.description));
  });

  it("rescales amounts, units and names", () => {
    expect(ingredientLinesFor(paella, 4, 2, "es", "metric")).toEqual(["200 g de arroz bomba", "1 diente de ajo, picados", "½ cebolla", "sal al gusto"]);
    expect(ingredientLinesFor(paella, 4, 10, "es", "metric")).toEqual(["1 kg de arroz bomba", "5 dientes de ajo, picados", "2½ cebollas", "sal al gusto"]);
    expect(ingredientLinesFor(paella, 4, 3, "es", "metric")).toEqual(["300 g de arroz bomba", "2 dientes de ajo, picados", "1 cebolla", "sal al gusto"]);
  });

  it("writes English lines the English way", () => {
    const english = [line(1, "cup", "flour", null, "1 cup flour"), line(3, "unit", "egg", null, "3 eggs")];
    expect(ingredientLinesFor(english, 3, 1, "en", "metric")).toEqual(["⅓ cup flour", "1 egg"]);
    expect(ingredientLinesFor(english, 3, 6, "en", "metric")).toEqual(["2 cups flour", "6 eggs"]);
  });

  it("reads metric amounts in US customary, at any yield, in the recipe's own language", () => {
    const english = [line(400, "g", "bomba rice", null, "400 g bomba rice"), line(500, "ml", "stock", null, "500 ml stock"), line(2, "clove", "garlic", null, "2 cloves garlic")];
    expect(ingredientLinesFor(english, 4, 4, "en", "us")).toEqual(["14 oz bomba rice", "2 cups stock", "2 cloves garlic"]);
    expect(ingredientLinesFor(english, 4, 8, "en", "us")).toEqual(["1¾ lb bomba rice", "4¼ cups stock", "4 cloves garlic"]);
    expect(ingredientLinesFor(paella, 4, 4, "es", "us")).toEqual(["14 oz de arroz bomba", "2 dientes de ajo, picados", "1 cebolla", "sal al gusto"]);
  });

  it("converts the measures a note gives, and keeps a line as written when nothing changes", () => {
    const diced = [line(500, "g", "pollo", "en dados de 3 cm", "500 g de pollo, en dados de 3 cm"), line(2, "clove", "ajo", null, "2 dientes de ajo bien majados")];
    expect(ingredientLinesFor(diced, 4, 4, "es", "us")).toEqual(["1 lb de pollo, en dados de 1¼ pulgadas", "2 dientes de ajo bien majados"]);
    expect(ingredientLinesFor(diced, 4, 4, "es", "metric")).toEqual(["500 g de pollo, en dados de 3 cm", "2 dientes de ajo bien majados"]);
    const american = [line(8, "oz", "cream cheese", "cut into 1-inch cubes", "8 oz cream cheese, cut into 1-inch cubes")];
    expect(ingredientLinesFor(american, 4, 4, "en", "metric")).toEqual(["225 g cream cheese, cut into 2.5-cm cubes"]);
    expect(ingredientLinesFor(american, 4, 4, "en", "us")).toEqual(["8 oz cream cheese, cut into 1-inch cubes"]);
  });
});
