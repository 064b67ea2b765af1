import { describe, expect, it } from "vitest";
import { type PantryHolding, recipeShoppingLines, type ScaledRecipeLine } from "./recipe-shopping-lines";

const rice = { id: 1, slug: "arroz-bomba", group: "grain", name: "arroz bomba" };
const garlic = { id: 2, slug: "ajo", group: "vegetable", name: "ajo" };
const salt = { id: 3, slug: "sal", group: "spice", name: "sal" };
const milk = { id: 4, slug: "leche", group: "dairy", name: "leche" };

const lines: ScaledRecipeLine[] = [
  { ingredient: garlic, quantity: 2, unit: "clove", asWritten: "2 dientes de ajo" },
  { ingredient: rice, quantity: 1333.3, unit: "g", asWritten: "1,35 kg de arroz bomba" },
  { ingredient: null, quantity: 1, unit: "unit", asWritten: "1 ramillete de hierbas" },
  { ingredient: garlic, quantity: 1, unit: "clove", asWritten: "1 diente de ajo" },
  { ingredient: salt, quantity: null, unit: "to_taste", asWritten: "sal al gusto" },
  { ingredient: milk, quantity: 200, unit: "ml", asWritten: "200 ml de leche" },
];

describe("a recipe's lines as a shopping list", () => {
  it("adds up by ingredient and unit, rounds up, keeps unknown lines as written, and groups by aisle in the default order", () => {
    const { aisles, in_pantry } = recipeShoppingLines(lines, null, "es", "metric");
    expect(in_pantry).toEqual([]);
    expect(aisles.map((aisle) => [aisle.key, aisle.name, aisle.lines.map((line) => line.text)])).toEqual([
      ["produce", "Fruta y verdura", ["3 dientes de ajo"]],
      ["dairy-eggs", "Lácteos y huevos", ["200 ml de leche"]],
      ["pantry", "Despensa y secos", ["1,35 kg de arroz bomba"]],
      ["spices", "Especias", ["sal al gusto"]],
      ["other", "Otros", ["1 ramillete de hierbas"]],
    ]);
    const garlicLine = aisles[0]!.lines[0]!;
    expect(garlicLine).toMatchObject({ as_written: ["2 dientes de ajo", "1 diente de ajo"], staple: false, in_pantry: false, partly_in_pantry: false });
    expect(aisles[3]!.lines[0]!.staple).toBe(true);
  });

  it("takes the pantry off: a staple or an ingredient held without an amount apart, an amount held leaving the rest", () => {
    const pantry = new Map<number, PantryHolding>([
      [salt.id, "staple"],
      [garlic.id, { quantity: null, unit: null }],
      [rice.id, { quantity: 0.5, unit: "kg" }],
      [milk.id, { quantity: 2, unit: "unit" }],
    ]);
    const { aisles, in_pantry } = recipeShoppingLines(lines, pantry, "es", "metric");
    expect(in_pantry.map((line) => line.text)).toEqual(["ajo", "sal"]);
    const toBuy = aisles.flatMap((aisle) => aisle.lines);
    expect(toBuy.find((line) => line.ingredient?.slug === "arroz-bomba")).toMatchObject({ text: "835 g de arroz bomba", partly_in_pantry: true });
    // Held in another family (pieces, not millilitres): cannot be compared, so all of it is to buy.
    expect(toBuy.find((line) => line.ingredient?.slug === "leche")).toMatchObject({ text: "200 ml de leche", partly_in_pantry: false });
  });

  it("reads in US customary when asked", () => {
    const { aisles } = recipeShoppingLines(lines, null, "en", "us");
    expect(aisles.flatMap((aisle) => aisle.lines.map((line) => line.text))).toContain("3 lb arroz bomba");
    expect(aisles.map((aisle) => aisle.name)).toContain("Fruit & veg");
  });
});
