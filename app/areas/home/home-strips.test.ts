import { describe, expect, it } from "vitest";
import { seasonTagOf, stripPage, withTasteFilters } from "./home-strips";

describe("the home's changing strips", () => {
  it("follow Spain's seasons by Madrid's calendar day", () => {
    expect(seasonTagOf(new Date("2026-12-05T12:00:00Z"))).toBe("otono");
    expect(seasonTagOf(new Date("2026-12-21T12:00:00Z"))).toBe("invierno");
    expect(seasonTagOf(new Date("2027-03-20T12:00:00Z"))).toBe("invierno");
    expect(seasonTagOf(new Date("2027-03-21T12:00:00Z"))).toBe("primavera");
    expect(seasonTagOf(new Date("2027-07-01T12:00:00Z"))).toBe("verano");
    // 23:30 UTC on 20 June is already 21 June in Madrid.
    expect(seasonTagOf(new Date("2027-06-20T23:30:00Z"))).toBe("verano");
  });

  it("show the next page each day, 1 to 3, the same all day long", () => {
    const pages = [0, 1, 2, 3].map((day) => stripPage(new Date(Date.UTC(2026, 11, 5 + day, 10))));
    expect(new Set(pages.slice(0, 3))).toEqual(new Set([1, 2, 3]));
    expect(pages[3]).toBe(pages[0]);
    expect(stripPage(new Date("2026-12-05T23:30:00Z"))).toBe(stripPage(new Date("2026-12-06T10:00:00Z")));
    expect(stripPage(new Date("2026-12-05T22:30:00Z"))).toBe(stripPage(new Date("2026-12-05T00:30:00Z")));
  });

  it("follow a member's tastes: their diets join the strip's tags, what they leave out is excluded (decision 075)", () => {
    const tastes = { include_tag_slugs: ["vegana"], exclude_ingredient_ids: ["queso"] };
    expect(withTasteFilters({ include_tag_slugs: "otono" }, tastes)).toEqual({ include_tag_slugs: "otono,vegana", exclude_ingredient_ids: "queso" });
    expect(withTasteFilters({ total_time_max_minutes: "30" }, tastes)).toEqual({ total_time_max_minutes: "30", include_tag_slugs: "vegana", exclude_ingredient_ids: "queso" });
    expect(withTasteFilters({ total_time_max_minutes: "30" }, { include_tag_slugs: [], exclude_ingredient_ids: [] })).toEqual({ total_time_max_minutes: "30" });
    expect(withTasteFilters({ include_tag_slugs: "otono" }, undefined)).toEqual({ include_tag_slugs: "otono" });
  });
});
