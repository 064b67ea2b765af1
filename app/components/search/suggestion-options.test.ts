import { describe, expect, it } from "vitest";
import { groupSuggestions, optionAt, optionCount, suggestionHref } from "./suggestion-options";

const spanish = { locale: "es", searchAction: "/buscar/" } as const;
const english = { locale: "en", searchAction: "/en/buscar/" } as const;

describe("suggestionHref", () => {
  it("links each kind to its page, in the page's language", () => {
    expect(suggestionHref("recipes", "gazpacho-andaluz", spanish)).toBe("/receta/gazpacho-andaluz");
    expect(suggestionHref("recipes", "gazpacho-andaluz", english)).toBe("/en/receta/gazpacho-andaluz");
    expect(suggestionHref("tags", "vegano", english)).toBe("/en/tag/vegano");
    expect(suggestionHref("categories", "postres", spanish)).toBe("/categoria/postres");
  });

  it("sends an ingredient to the search form's action, filtered by it", () => {
    expect(suggestionHref("ingredients", "pollo", english)).toBe("/en/buscar/?include_ingredients=pollo");
    expect(suggestionHref("ingredients", "pollo", { locale: "es", searchAction: "/buscar" })).toBe("/buscar?include_ingredients=pollo");
  });

  it("escapes what a slug must not carry raw", () => {
    expect(suggestionHref("recipes", "a/b?c", spanish)).toBe("/receta/a%2Fb%3Fc");
    expect(suggestionHref("ingredients", "a&b", spanish)).toBe("/buscar/?include_ingredients=a%26b");
  });
});

describe("groupSuggestions", () => {
  const answer = {
    recipes: [
      { id: 1, slug: "gazpacho-andaluz", title: "Gazpacho andaluz" },
      { id: 2, slug: "salmorejo", title: "Salmorejo" },
    ],
    ingredients: [],
    tags: [{ id: 3, slug: "verano", name: "Verano" }],
    categories: [{ id: 4, slug: "sopas", name: "Sopas" }],
  };

  it("keeps the order recipes, ingredients, tags, categories, leaves out empty groups and numbers options straight through", () => {
    const groups = groupSuggestions(answer, spanish);
    expect(groups.map((group) => group.kind)).toEqual(["recipes", "tags", "categories"]);
    expect(groups.flatMap((group) => group.options.map((option) => [option.index, option.label, option.href]))).toEqual([
      [0, "Gazpacho andaluz", "/receta/gazpacho-andaluz"],
      [1, "Salmorejo", "/receta/salmorejo"],
      [2, "Verano", "/tag/verano"],
      [3, "Sopas", "/categoria/sopas"],
    ]);
    expect(optionCount(groups)).toBe(4);
    expect(optionAt(groups, 2)?.slug).toBe("verano");
    expect(optionAt(groups, -1)).toBeUndefined();
  });

  it("gives no groups for an empty answer", () => {
    expect(groupSuggestions({ recipes: [], ingredients: [], tags: [], categories: [] }, english)).toEqual([]);
  });
});
