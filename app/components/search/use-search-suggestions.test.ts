import { describe, expect, it } from "vitest";
import { suggestionQuery } from "./use-search-suggestions";

describe("suggestionQuery", () => {
  it("asks about trimmed text of two characters or more", () => {
    expect(suggestionQuery("  gaspacho ")).toBe("gaspacho");
    expect(suggestionQuery("ch")).toBe("ch");
  });

  it("asks nothing for shorter text", () => {
    expect(suggestionQuery("")).toBe("");
    expect(suggestionQuery(" c  ")).toBe("");
  });

  it("never asks about more than 500 characters", () => {
    expect(suggestionQuery("a".repeat(600))).toHaveLength(500);
  });
});
