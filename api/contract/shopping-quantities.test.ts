import { describe, expect, it } from "vitest";
import { aisleFor, orderAisles } from "./shopping-aisles";
import { describeShoppingAmount, displayAmount, inUsCustomary, mergeLines, remainingAfterPantry, toBaseAmount } from "./shopping-quantities";

const RICE = 1;
const GARLIC = 2;
const SALT = 3;
const MILK = 4;
const TOMATO = 5;

describe("merging lines", () => {
  it("adds weight across g and kg into grams", () => {
    const [line, ...rest] = mergeLines([
      { ingredientId: RICE, quantity: 400, unit: "g" },
      { ingredientId: RICE, quantity: 1, unit: "kg" },
    ]);
    expect(rest).toEqual([]);
    expect(line).toEqual({ ingredientId: RICE, amount: { unit: "g", quantity: 1400 }, from: [0, 1] });
  });

  it("adds volume across ml, l and the Spanish spoons and cup at 5, 15 and 240 ml", () => {
    const [line] = mergeLines([
      { ingredientId: MILK, quantity: 0.5, unit: "l" },
      { ingredientId: MILK, quantity: 1, unit: "cup" },
      { ingredientId: MILK, quantity: 2, unit: "tbsp" },
      { ingredientId: MILK, quantity: 1, unit: "tsp" },
      { ingredientId: MILK, quantity: 25, unit: "ml" },
    ]);
    expect(line!.amount).toEqual({ unit: "ml", quantity: 500 + 240 + 30 + 5 + 25 });
  });

  it("adds count units only with the same unit: 2 dientes + 1 diente", () => {
    const merged = mergeLines([
      { ingredientId: GARLIC, quantity: 2, unit: "clove" },
      { ingredientId: GARLIC, quantity: 1, unit: "clove" },
      { ingredientId: GARLIC, quantity: 1, unit: "unit" },
    ]);
    expect(merged.map((line) => line.amount)).toEqual([
      { unit: "clove", quantity: 3 },
      { unit: "unit", quantity: 1 },
    ]);
  });

  it("merges lines without an amount as one 'to taste' line", () => {
    const merged = mergeLines([
      { ingredientId: SALT, quantity: null, unit: "to_taste" },
      { ingredientId: SALT, quantity: null, unit: "to_taste" },
    ]);
    expect(merged).toEqual([{ ingredientId: SALT, amount: { unit: "to_taste", quantity: null }, from: [0, 1] }]);
  });

  it("never merges weight with volume, an amount with 'to taste', or different ingredients", () => {
    const merged = mergeLines([
      { ingredientId: TOMATO, quantity: 400, unit: "g" },
      { ingredientId: TOMATO, quantity: 200, unit: "ml" },
      { ingredientId: TOMATO, quantity: 2, unit: "unit" },
      { ingredientId: SALT, quantity: 1, unit: "tsp" },
      { ingredientId: SALT, quantity: null, unit: "to_taste" },
      { ingredientId: RICE, quantity: 100, unit: "g" },
    ]);
    expect(merged).toHaveLength(6);
  });

  it("keeps lines without a catalogue ingredient apart, as written", () => {
    const merged = mergeLines([
      { ingredientId: null, quantity: 1, unit: "unit" },
      { ingredientId: null, quantity: 1, unit: "unit" },
    ]);
    expect(merged.map((line) => line.from)).toEqual([[0], [1]]);
  });

  it("knows the base unit of every recipe unit", () => {
    expect(toBaseAmount(3, "tbsp")).toEqual({ unit: "ml", quantity: 45 });
    expect(toBaseAmount(1.5, "kg")).toEqual({ unit: "g", quantity: 1500 });
    expect(toBaseAmount(null, "g")).toEqual({ unit: "to_taste", quantity: null });
    expect(toBaseAmount(1, "pinch")).toEqual({ unit: "pinch", quantity: 1 });
  });
});

describe("the pantry", () => {
  it("takes off what it holds in the same family, in any unit", () => {
    expect(remainingAfterPantry({ unit: "g", quantity: 700 }, { quantity: 0.5, unit: "kg" })).toEqual({ unit: "g", quantity: 200 });
    expect(remainingAfterPantry({ unit: "ml", quantity: 30 }, { quantity: 1, unit: "l" })).toEqual({ unit: "ml", quantity: 0 });
  });

  it("covers the whole need when it holds the ingredient without an amount, or it is a staple", () => {
    expect(remainingAfterPantry({ unit: "g", quantity: 700 }, { quantity: null, unit: null })).toEqual({ unit: "g", quantity: 0 });
    expect(remainingAfterPantry({ unit: "to_taste", quantity: null }, "staple")).toEqual({ unit: "to_taste", quantity: 0 });
  });

  it("leaves the need alone when there is nothing, or the amounts cannot be compared", () => {
    expect(remainingAfterPantry({ unit: "g", quantity: 700 }, undefined)).toEqual({ unit: "g", quantity: 700 });
    expect(remainingAfterPantry({ unit: "g", quantity: 700 }, { quantity: 1, unit: "l" })).toEqual({ unit: "g", quantity: 700 });
    expect(remainingAfterPantry({ unit: "clove", quantity: 3 }, { quantity: 1, unit: "unit" })).toEqual({ unit: "clove", quantity: 3 });
  });
});

describe("reading a total in the shop", () => {
  it("rounds metric amounts up to what a shop sells", () => {
    expect(displayAmount({ unit: "g", quantity: 1333 }, "metric")).toEqual({ quantity: 1.35, unit: "kg" });
    expect(displayAmount({ unit: "g", quantity: 333 }, "metric")).toEqual({ quantity: 335, unit: "g" });
    expect(displayAmount({ unit: "g", quantity: 1000 }, "metric")).toEqual({ quantity: 1, unit: "kg" });
    expect(displayAmount({ unit: "unit", quantity: 2.7 }, "metric")).toEqual({ quantity: 3, unit: "unit" });
    expect(displayAmount({ unit: "unit", quantity: 2.0000001 }, "metric")).toEqual({ quantity: 2, unit: "unit" });
    expect(displayAmount({ unit: "ml", quantity: 1500 }, "metric")).toEqual({ quantity: 1.5, unit: "l" });
    expect(displayAmount({ unit: "to_taste", quantity: null }, "metric")).toBeNull();
  });

  it("writes small volumes in spoons, as people write them", () => {
    expect(displayAmount({ unit: "ml", quantity: 7.5 }, "metric")).toEqual({ quantity: 1.5, unit: "tsp" });
    expect(displayAmount({ unit: "ml", quantity: 45 }, "metric")).toEqual({ quantity: 3, unit: "tbsp" });
    expect(displayAmount({ unit: "ml", quantity: 240 }, "metric")).toEqual({ quantity: 240, unit: "ml" });
  });

  it("converts to US customary units for English readers who ask", () => {
    expect(displayAmount({ unit: "g", quantity: 400 }, "us")).toEqual({ quantity: 14.5, unit: "oz" });
    expect(displayAmount({ unit: "g", quantity: 1000 }, "us")).toEqual({ quantity: 2.25, unit: "lb" });
    expect(displayAmount({ unit: "ml", quantity: 360 }, "us")).toEqual({ quantity: 1.75, unit: "cup" });
    expect(displayAmount({ unit: "ml", quantity: 360 }, "us", { liquid: true })).toEqual({ quantity: 13, unit: "fl oz" });
    expect(displayAmount({ unit: "ml", quantity: 30 }, "us")).toEqual({ quantity: 2.5, unit: "tbsp" });
    expect(displayAmount({ unit: "ml", quantity: 5 }, "us")).toEqual({ quantity: 1.25, unit: "tsp" });
  });

  it("writes lines as people write them, with kitchen fractions", () => {
    expect(describeShoppingAmount("arroz bomba", { unit: "g", quantity: 1333 }, "es", "metric")).toBe("1,35 kg de arroz bomba");
    expect(describeShoppingAmount("huevo", { unit: "unit", quantity: 2.7 }, "es", "metric")).toBe("3 huevos");
    expect(describeShoppingAmount("ajo", { unit: "clove", quantity: 3 }, "es", "metric")).toBe("3 dientes de ajo");
    expect(describeShoppingAmount("pimentón", { unit: "ml", quantity: 7.5 }, "es", "metric")).toBe("1½ cucharaditas de pimentón");
    expect(describeShoppingAmount("sal", { unit: "to_taste", quantity: null }, "es", "metric")).toBe("sal al gusto");
    expect(describeShoppingAmount("flour", { unit: "ml", quantity: 360 }, "en", "us")).toBe("1¾ cups flour");
    expect(describeShoppingAmount("rice", { unit: "g", quantity: 700 }, "en", "us")).toBe("1¾ lb rice");
    expect(describeShoppingAmount("salt", { unit: "to_taste", quantity: null }, "en", "us")).toBe("salt to taste");
  });
});

describe("aisles", () => {
  it("derives the aisle from the ingredient group, with overrides by slug", () => {
    expect(aisleFor({ slug: "tomate", group: "vegetable" })).toBe("produce");
    expect(aisleFor({ slug: "tomate-triturado", group: "vegetable" })).toBe("pantry");
    expect(aisleFor({ slug: "pollo", group: "poultry" })).toBe("meat");
    expect(aisleFor({ slug: "laurel", group: "herb" })).toBe("spices");
    expect(aisleFor({ slug: "pan", group: "grain" })).toBe("bakery");
    expect(aisleFor({ slug: "huevo", group: "egg" })).toBe("dairy-eggs");
    expect(aisleFor({ slug: "hielo", group: "other" })).toBe("frozen");
    expect(aisleFor(null)).toBe("other");
  });

  it("orders aisles by the member's habits first, then the default order", () => {
    const order = orderAisles(
      new Map([
        ["dairy-eggs", 0.1],
        ["produce", 0.8],
      ]),
    );
    expect(order.slice(0, 4)).toEqual(["dairy-eggs", "produce", "bakery", "meat"]);
  });
});

describe("a recipe line in US customary (reading, not buying)", () => {
  const us = (quantity: number | null, unit: string) => inUsCustomary({ quantity, unit });

  it("converts metric weights and volumes with the shopping list's steps, to the nearest step", () => {
    expect(us(400, "g")).toEqual({ quantity: 14, unit: "oz" });
    expect(us(1, "kg")).toEqual({ quantity: 2.25, unit: "lb" });
    expect(us(250, "ml")).toEqual({ quantity: 1, unit: "cup" });
    expect(us(0.5, "l")).toEqual({ quantity: 2, unit: "cup" });
    expect(us(5, "ml")).toEqual({ quantity: 1, unit: "tsp" });
    expect(us(30, "ml")).toEqual({ quantity: 2, unit: "tbsp" });
  });

  it("never rounds a real amount to nothing", () => {
    expect(us(2, "g")).toEqual({ quantity: 0.5, unit: "oz" });
  });

  it("leaves spoons, cups, pieces, ounces and 'to taste' as written", () => {
    for (const line of [
      { quantity: 2, unit: "tbsp" },
      { quantity: 1, unit: "cup" },
      { quantity: 3, unit: "clove" },
      { quantity: 8, unit: "oz" },
      { quantity: null, unit: "to_taste" },
    ])
      expect(inUsCustomary(line)).toEqual(line);
  });
});
