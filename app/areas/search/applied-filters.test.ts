import { describe, expect, it } from "vitest";
import type { AppliedFilter, FacetCounts } from "#api/contract/search";
import { appliedFilterChips, facetNames, semanticChips } from "./applied-filters";
import { parseSearchParams } from "./search-url";

const facets: FacetCounts = {
  total: 3,
  categories: [{ id: 7, slug: "espanola", name: "Española", type: "cuisine", parent_id: null, level: 0, count: 3 }],
  ingredients: [
    { id: 11, _id: 11, slug: "pollo", name: "Pollo", count: 2 },
    { id: 12, _id: 12, slug: "cebolla", name: "Cebolla", count: 1 },
  ],
  tags: [{ id: 21, slug: "vegana", name: "Vegana", count: 1 }],
  difficulty: [],
  author_type: [],
};

const state = parseSearchParams(
  new URLSearchParams(
    "q=paella&semantic=cena&categories=espanola&include_ingredients=pollo&exclude_ingredients=cebolla&include_tags=vegana&exclude_tags=al-horno&active_time_max=20&total_time_max=45&difficulty=easy,hard&servings_min=2&servings_max=6&min_rating=4.5&calories_min=100&calories_max=600&author_type=ai_chef&is_featured=true&has_video=false&page=3",
  ),
);

const applied = (param: string, value: string | number | boolean, label = String(value)): AppliedFilter => ({ param, value, label, matched: label });

describe("applied-filter chips", () => {
  it("shows one chip per filter value in §7's order, with the facet's name for catalogue slugs", () => {
    const chips = appliedFilterChips(state, facetNames(facets));
    expect(chips.map(({ id, labelKey, value }) => [id, labelKey, value])).toEqual([
      ["q", "q", "paella"],
      ["semantic", "semantic", "cena"],
      ["categories:espanola", "category", "Española"],
      ["includeIngredients:pollo", "includeIngredient", "Pollo"],
      ["excludeIngredients:cebolla", "excludeIngredient", "Cebolla"],
      ["includeTags:vegana", "includeTag", "Vegana"],
      ["excludeTags:al-horno", "excludeTag", "al-horno"],
      ["difficulty:easy", "difficulty", "easy"],
      ["difficulty:hard", "difficulty", "hard"],
      ["activeTimeMax", "activeTimeMax", "20"],
      ["totalTimeMax", "totalTimeMax", "45"],
      ["servingsMin", "servingsMin", "2"],
      ["servingsMax", "servingsMax", "6"],
      ["minRating", "minRating", "4.5"],
      ["caloriesMin", "caloriesMin", "100"],
      ["caloriesMax", "caloriesMax", "600"],
      ["authorType", "authorType", "ai_chef"],
      ["isFeatured", "isFeatured", ""],
      ["hasVideo", "noVideo", ""],
    ]);
  });

  it("removes only its own value and goes back to page 1", () => {
    const chips = appliedFilterChips(state, facetNames(facets));
    const easy = chips.find((chip) => chip.id === "difficulty:easy")!;
    expect(easy.without).toEqual({ ...state, difficulty: ["hard"], page: 1 });
    expect(chips.find((chip) => chip.id === "q")!.without).toEqual({ ...state, q: "", page: 1 });
    expect(chips.find((chip) => chip.id === "hasVideo")!.without).toEqual({ ...state, hasVideo: undefined, page: 1 });
  });
});

describe("chips of a plain-words request", () => {
  const view = parseSearchParams(new URLSearchParams("semantic=cena+rapida+con+pollo&total_time_max=20"));
  const understood = [
    applied("include_ingredient_ids", 11, "Pollo"),
    applied("total_time_max_minutes", 30),
    applied("calories_max", 500),
    applied("author_type", "community"),
    applied("has_video", true),
    applied("category_ids", 7, "Española"),
  ];

  it("take the wording of the filter they set", () => {
    const chips = semanticChips(view, understood, "cena", facets);
    expect(chips.map((chip) => [chip.labelKey, chip.value])).toEqual([
      ["includeIngredient", "Pollo"],
      ["totalTimeMax", "30"],
      ["caloriesMax", "500"],
      ["authorType", "community"],
      ["hasVideo", "true"],
      ["category", "Española"],
    ]);
  });

  it("turn, when one is removed, into the others as explicit filters, an explicit value winning", () => {
    const [withoutChicken] = semanticChips(view, understood, "cena", facets);
    expect(withoutChicken!.without).toEqual({
      ...view,
      semantic: "",
      q: "cena",
      page: 1,
      totalTimeMax: 20,
      caloriesMax: 500,
      authorType: "community",
      hasVideo: true,
      categories: ["espanola"],
    });
  });

  it("show a kind of food ruled out as one chip, which stays one filter once another chip is removed", () => {
    const words = parseSearchParams(new URLSearchParams("q=vegan+dinner+without+nuts"));
    const kinds = [applied("include_tag_slugs", "vegana", "Vegan"), applied("exclude_ingredient_ids", "frutos-secos", "Nuts")];
    const [withoutVegan, withoutNuts] = semanticChips(words, kinds, "", facets);
    expect([withoutNuts!.labelKey, withoutNuts!.value]).toEqual(["excludeIngredient", "Nuts"]);
    expect(withoutVegan!.without.excludeIngredients).toEqual(["frutos-secos"]);
    // The words were the request: removing a chip does not bring it back through the text box.
    expect(withoutVegan!.without.q).toBe("");
    // As an explicit filter it is named in the page's language.
    const explicit = appliedFilterChips(withoutVegan!.without, facetNames(facets, "en"));
    expect(explicit.find((chip) => chip.id === "excludeIngredients:frutos-secos")!.value).toBe("Nuts");
    expect(appliedFilterChips(withoutVegan!.without, facetNames(facets, "es")).find((chip) => chip.id === "excludeIngredients:frutos-secos")!.value).toBe("Frutos secos");
  });
});
