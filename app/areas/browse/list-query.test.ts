import { describe, expect, it } from "vitest";
import { listHref } from "./list-query";
import { parseListQuery } from "./list-query.server";

const parse = (search: string) => parseListQuery(new URL(`http://localhost/recetas/${search}`));

describe("list query", () => {
  it("reads page, sort and category", () => {
    expect(parse("?page=3&sort=rating&category=valenciana")).toEqual({ page: 3, sort: "rating", category: "valenciana" });
  });

  it("falls back to the defaults on bad values", () => {
    expect(parse("")).toEqual({ page: 1, sort: "latest", category: undefined });
    expect(parse("?page=0&sort=random&category=Not%20A%20Slug")).toEqual({ page: 1, sort: "latest", category: undefined });
    expect(parse("?page=1001")).toMatchObject({ page: 1 });
    expect(parse("?page=abc")).toMatchObject({ page: 1 });
  });

  it("writes links without defaults, parameters in alphabetical order", () => {
    expect(listHref("/recetas/", {})).toBe("/recetas/");
    expect(listHref("/recetas/", { page: 1, sort: "latest" })).toBe("/recetas/");
    expect(listHref("/en/recetas/", { page: 2, sort: "time_asc", category: "postres" })).toBe("/en/recetas/?category=postres&page=2&sort=time_asc");
  });
});
