import { describe, expect, it } from "vitest";
import { canonicalUrlOrder, searchFilters } from "./search-filters";

describe("the search filters", () => {
  it("place every filter once in the address bar's order", () => {
    expect([...canonicalUrlOrder].sort()).toEqual(searchFilters.map((filter) => filter.key).sort());
  });

  it("give each filter its own key, URL name and API parameter", () => {
    for (const name of ["key", "url", "api"] as const) {
      const names = searchFilters.map((filter) => filter[name]);
      expect(new Set(names).size, name).toBe(names.length);
    }
  });

  it("keep URL names and API parameters to lowercase words joined by underscores (§7)", () => {
    for (const filter of searchFilters) expect(`${filter.url} ${filter.api}`).toMatch(/^[a-z_]+ [a-z_]+$/);
  });
});
