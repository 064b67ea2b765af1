import { describe, expect, it } from "vitest";
import { highlightMatch } from "./highlight-match";

describe("highlightMatch", () => {
  it("marks the first place the typed text appears, case aside", () => {
    expect(highlightMatch("Chicken thighs", "chick")).toEqual([
      { text: "Chick", match: true },
      { text: "en thighs", match: false },
    ]);
    expect(highlightMatch("Sopa de ajo", " AJO ")).toEqual([
      { text: "Sopa de ", match: false },
      { text: "ajo", match: true },
    ]);
  });

  it("matches across accents, keeping the label's own spelling", () => {
    expect(highlightMatch("Jamón ibérico", "jamon")).toEqual([
      { text: "Jamón", match: true },
      { text: " ibérico", match: false },
    ]);
    expect(highlightMatch("Pan de molde", "pán")).toEqual([
      { text: "Pan", match: true },
      { text: " de molde", match: false },
    ]);
  });

  it("leaves the label whole when the text is not in it (a typo-tolerant match) or is empty", () => {
    expect(highlightMatch("Gazpacho andaluz", "gaspacho")).toEqual([{ text: "Gazpacho andaluz", match: false }]);
    expect(highlightMatch("Gazpacho", "  ")).toEqual([{ text: "Gazpacho", match: false }]);
  });
});
