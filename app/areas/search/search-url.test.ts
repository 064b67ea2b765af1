import { describe, expect, it } from "vitest";
import { emptySearchState, isFilteredView, parseSearchParams, searchHref, toApiSearch, toSearchParams, toSlug } from "./search-url";

const parse = (query: string) => parseSearchParams(new URLSearchParams(query));

describe("search URL (§2)", () => {
  it("reads every parameter and writes it back in one clean form", () => {
    const query =
      "q=paella&semantic=cena+r%C3%A1pida&categories=espanola,italiana&include_ingredients=pollo&exclude_ingredients=cebolla&include_tags=vegana&exclude_tags=al-horno&active_time_max=20&total_time_max=45&difficulty=easy,medium&servings_min=2&servings_max=6&min_rating=4.5&calories_min=100&calories_max=600&author_type=ai_chef&is_featured=true&has_video=false&sort=time_asc&page=3";
    const state = parse(query);
    expect(state).toMatchObject({
      q: "paella",
      semantic: "cena rápida",
      categories: ["espanola", "italiana"],
      includeIngredients: ["pollo"],
      excludeIngredients: ["cebolla"],
      includeTags: ["vegana"],
      excludeTags: ["al-horno"],
      activeTimeMax: 20,
      totalTimeMax: 45,
      difficulty: ["easy", "medium"],
      servingsMin: 2,
      servingsMax: 6,
      minRating: 4.5,
      caloriesMin: 100,
      caloriesMax: 600,
      authorType: "ai_chef",
      isFeatured: true,
      hasVideo: false,
      sort: "time_asc",
      page: 3,
    });
    expect(parse(toSearchParams(state).toString())).toEqual(state);
  });

  it("strips invalid values instead of failing", () => {
    const state = parse("difficulty=extreme,easy&sort=newest&page=abc&min_rating=9&author_type=robot&is_featured=maybe&servings_min=0&include_tags=%3Cb%3E");
    expect(state).toEqual({ ...emptySearchState(), difficulty: ["easy"], includeTags: ["b"] });
  });

  it("drops categories and ingredients the API cannot name (too short, too long), and control characters from text", () => {
    const state = parse(`categories=a,espanola&include_ingredients=ab,pollo&exclude_ingredients=${"x".repeat(51)}&q=pollo%00asado%0D%0A`);
    expect(state).toMatchObject({ categories: ["espanola"], includeIngredients: ["pollo"], excludeIngredients: [], q: "pollo asado" });
  });

  it("accepts every spelling of difficulty (§3)", () => {
    expect(parse("difficulty=f%C3%A1cil,intermedio,DIFICIL").difficulty).toEqual(["easy", "medium", "hard"]);
  });

  it("caps the page at 1000 and leaves out page 1 and the default sort", () => {
    expect(parse("page=5000").page).toBe(1000);
    expect(toSearchParams({ ...emptySearchState(), page: 1, sort: "latest" }).toString()).toBe("");
    // With text the default order is relevance, so an explicit "latest" is kept.
    expect(toSearchParams({ ...emptySearchState(), q: "arroz", sort: "latest" }).toString()).toBe("q=arroz&sort=latest");
  });

  it("joins the plain form's repeated keys and slugifies typed names", () => {
    const state = parse("include_ingredients=pollo&include_ingredients=Aceite+de+Oliva&include_ingredients=&categories=Espa%C3%B1ola");
    expect(state.includeIngredients).toEqual(["pollo", "aceite-de-oliva"]);
    expect(state.categories).toEqual(["espanola"]);
    expect(searchHref("/buscar/", state)).toBe("/buscar/?categories=espanola&include_ingredients=pollo,aceite-de-oliva");
    expect(toSlug("  Jamón_Serrano ")).toBe("jamon-serrano");
  });

  it("cleans text like the API (§5)", () => {
    expect(parse("q=%3Cscript%3Ejamon%3C/script%3E+javascript:onclick%3D").q).toBe("scriptjamon/script");
  });

  it("knows a filtered view from the plain page", () => {
    expect(isFilteredView(parse(""))).toBe(false);
    expect(isFilteredView(parse("sort=time_asc&page=2"))).toBe(false);
    expect(isFilteredView(parse("q=sopa"))).toBe(true);
    expect(isFilteredView(parse("has_video=false"))).toBe(true);
  });

  it("speaks the API's parameter names", () => {
    expect(toApiSearch(parse("categories=espanola&include_ingredients=pollo,ajo&difficulty=hard&min_rating=4&sort=rating_desc&page=2&servings_min=2"))).toEqual({
      category_slugs: "espanola",
      include_ingredient_ids: "pollo,ajo",
      difficulty_levels: "hard",
      min_servings: "2",
      min_average_rating: "4",
      sort_by: "rating",
      page: "2",
      per_page: "20",
    });
  });

  it("sends the words of every box as one plain-words request (decisions/069)", () => {
    // The header's and the home's box write q; /buscar's second field writes semantic: one request either way.
    expect(toApiSearch(parse("q=cena+vegana"))).toEqual({ semantic_query: "cena vegana", per_page: "20" });
    expect(toApiSearch(parse("semantic=cena+vegana"))).toEqual({ semantic_query: "cena vegana", per_page: "20" });
    expect(toApiSearch(parse("q=sin+frutos+secos&semantic=cena+vegana"))).toEqual({ semantic_query: "cena vegana sin frutos secos", per_page: "20" });
  });
});
