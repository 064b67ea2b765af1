import { describe, expect, it } from "vitest";
import { searchFilters } from "../../contract/search-filters";
import { filterQuery, searchQuery } from "./search-query-params";

describe("the search parameters", () => {
  it("are the filter descriptor's, in its order (§7's), with category_ids just before category_slugs", () => {
    const described = searchFilters.map((filter) => filter.api);
    const expected = described.flatMap((api) => (api === "category_slugs" ? ["category_ids", api] : [api]));
    expect(Object.keys(filterQuery.shape)).toEqual(expected);
    expect(Object.keys(searchQuery.shape)).toEqual([...expected, "sort_by", "page", "per_page"]);
  });

  it("read each kind as the descriptor says: lists, bounds, choices and flags", () => {
    const parsed = filterQuery.parse({ difficulty_levels: "fácil,hard", include_tag_slugs: "Vegano, RAPIDO", min_average_rating: "3.5", author_type: "ai_chef", has_video: "no" });
    expect(parsed).toEqual({ difficulty_levels: ["easy", "hard"], include_tag_slugs: ["vegano", "rapido"], min_average_rating: 3.5, author_type: "ai_chef", has_video: false });
    const refused = filterQuery.safeParse({ min_servings: "0", calories_max: "1.5", author_type: "robot" });
    expect(refused.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["min_servings", "validation.between"],
      ["calories_max", "validation.integer"],
      ["author_type", "validation.option"],
    ]);
  });
});
