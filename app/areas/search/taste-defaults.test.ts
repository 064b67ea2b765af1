import { describe, expect, it } from "vitest";
import { emptySearchState, parseSearchParams, searchHref } from "./search-url";
import { applyTastes } from "./taste-defaults";
import { appliedFilterChips } from "./applied-filters";

const tastes = { include_tag_slugs: ["vegana"], exclude_ingredient_ids: ["queso", "cilantro"] };
const names = { categories: new Map(), ingredients: new Map(), tags: new Map() };

describe("a member's tastes on the search page (decision 075)", () => {
  it("add their diets and dislikes as chips, and the view then says tastes=off so links keep the member's choice", () => {
    const { state, fromTastes } = applyTastes(parseSearchParams(new URLSearchParams("q=cena")), tastes);
    expect(state).toMatchObject({ includeTags: ["vegana"], excludeIngredients: ["queso", "cilantro"], tastesOff: true });
    expect(fromTastes).toEqual(["includeTags:vegana", "excludeIngredients:queso", "excludeIngredients:cilantro"]);
    expect(searchHref("/buscar/", state)).toBe("/buscar/?q=cena&exclude_ingredients=queso,cilantro&include_tags=vegana&tastes=off");
    // Removing one chip keeps the others and does not bring it back.
    const withoutVegan = appliedFilterChips(state, names).find((chip) => chip.id === "includeTags:vegana")!.without;
    const reread = parseSearchParams(new URL(searchHref("/buscar/", withoutVegan), "http://x").searchParams);
    expect(applyTastes(reread, tastes).state).toEqual(reread);
    expect(reread).toMatchObject({ includeTags: [], excludeIngredients: ["queso", "cilantro"] });
  });

  it("leave what the request asks for: an included ingredient, one its words name, a tag it already has", () => {
    const asked = { ...emptySearchState(), q: "tarta de queso", includeIngredients: ["cilantro"], excludeTags: ["vegana"] };
    expect(applyTastes(asked, tastes)).toEqual({ state: asked, fromTastes: [] });
  });

  it("add nothing when turned off or when there are none", () => {
    const off = parseSearchParams(new URLSearchParams("tastes=off"));
    expect(off.tastesOff).toBe(true);
    expect(applyTastes(off, tastes).fromTastes).toEqual([]);
    expect(applyTastes(emptySearchState(), { include_tag_slugs: [], exclude_ingredient_ids: [] }).state.tastesOff).toBeUndefined();
    expect(applyTastes(emptySearchState(), null).fromTastes).toEqual([]);
  });
});
