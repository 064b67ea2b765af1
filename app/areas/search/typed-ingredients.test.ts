import { describe, expect, it } from "vitest";
import { firstUnknownIngredient, nearestIngredient } from "./typed-ingredients";

const catalogue = [
  { slug: "cacahuete", name: "cacahuete" },
  { slug: "aceite-de-oliva", name: "aceite de oliva" },
  { slug: "ajo", name: "ajo" },
  { slug: "pollo", name: "pollo" },
  { slug: "pechuga-de-pollo", name: "pechuga de pollo" },
];

describe("typed ingredients", () => {
  it("suggests the catalogue name a typed word begins, the shortest first", () => {
    expect(nearestIngredient("cacahu", catalogue)?.slug).toBe("cacahuete");
    expect(nearestIngredient("Aceite", catalogue)?.slug).toBe("aceite-de-oliva");
    expect(nearestIngredient("pol", catalogue)?.slug).toBe("pollo");
  });

  it("forgives a typo, but suggests nothing for a word far from every name", () => {
    expect(nearestIngredient("polo", catalogue)?.slug).toBe("pollo");
    expect(nearestIngredient("cacahuette", catalogue)?.slug).toBe("cacahuete");
    expect(nearestIngredient("zzzzzz", catalogue)).toBeUndefined();
  });

  it("knows catalogue slugs, kinds of food and ids; anything else is a miss", () => {
    const known = new Set(catalogue.map((entry) => entry.slug));
    expect(firstUnknownIngredient({ includeIngredients: ["pollo", "12"], excludeIngredients: ["frutos-secos"] }, known)).toBeUndefined();
    expect(firstUnknownIngredient({ includeIngredients: ["pollo"], excludeIngredients: ["cacahu"] }, known)).toEqual({ field: "excludeIngredients", typed: "cacahu" });
  });
});
