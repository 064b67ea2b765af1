import { describe, it, expect } from "vitest";
import { ILLUSTRATION_HEIGHT, ILLUSTRATION_WIDTH, recipeIllustrationSvg, type IllustrationInput } from "./illustration";

const paella: IllustrationInput = {
  slug: "paella-valenciana",
  cuisine: "valenciana",
  course: "arroces",
  ingredientGroups: ["grain", "poultry", "vegetable", "legume", "spice", "herb"],
  title: "Paella valenciana",
};

const ALL_GROUPS = [
  "vegetable",
  "fruit",
  "meat",
  "poultry",
  "fish",
  "seafood",
  "grain",
  "pasta",
  "legume",
  "herb",
  "spice",
  "dairy",
  "egg",
  "nut",
  "mushroom",
  "bread",
  "sweet",
  "sauce",
  "something-else",
];

const COURSES = ["arroces", "postres", "sopas-y-cremas", "bebidas", "pescados-y-mariscos", "carnes", "ensaladas", "entrantes"];

const byteLength = (s: string): number => new TextEncoder().encode(s).length;

describe("recipeIllustrationSvg", () => {
  it("exports the canvas size", () => {
    expect(ILLUSTRATION_WIDTH).toBe(800);
    expect(ILLUSTRATION_HEIGHT).toBe(600);
  });

  it("is deterministic: the same input gives byte-identical output", () => {
    const a = recipeIllustrationSvg(paella);
    const b = recipeIllustrationSvg({ ...paella, ingredientGroups: [...paella.ingredientGroups] });
    expect(a).toBe(b);
    for (const course of COURSES) {
      const input = { ...paella, course };
      expect(recipeIllustrationSvg(input)).toBe(recipeIllustrationSvg(input));
    }
  });

  it("does not depend on Math.random", () => {
    const original = Math.random;
    try {
      const a = recipeIllustrationSvg(paella);
      Math.random = () => 0.123;
      const b = recipeIllustrationSvg(paella);
      expect(b).toBe(a);
    } finally {
      Math.random = original;
    }
  });

  it("gives different output for different slugs", () => {
    const a = recipeIllustrationSvg(paella);
    const b = recipeIllustrationSvg({ ...paella, slug: "paella-de-marisco" });
    expect(a).not.toBe(b);
    const outputs = new Set(Array.from({ length: 20 }, (_, i) => recipeIllustrationSvg({ ...paella, slug: `receta-${i}` })));
    expect(outputs.size).toBe(20);
  });

  it("XML-escapes the title", () => {
    const svg = recipeIllustrationSvg({ ...paella, course: "pastas", title: `Mac & "cheese" <b>` });
    expect(svg).not.toContain("<b>");
    expect(svg).toContain("&amp;");
    expect(svg).toContain("<title>Mac &amp; &quot;cheese&quot; &lt;b&gt;</title>");
  });

  it("is a standalone SVG document of the right size", () => {
    for (const course of COURSES) {
      const svg = recipeIllustrationSvg({ ...paella, course });
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
      expect(svg).toContain('width="800"');
      expect(svg).toContain('height="600"');
      expect(svg).toContain('viewBox="0 0 800 600"');
      expect(svg).toContain('role="img"');
      expect(svg).toContain("<title>Paella valenciana</title>");
    }
  });

  it("contains no scripts, external references or text besides the title", () => {
    for (const course of COURSES) {
      const svg = recipeIllustrationSvg({ ...paella, course, ingredientGroups: ALL_GROUPS.slice(0, 12) });
      expect(svg.toLowerCase()).not.toContain("<script");
      expect(svg).not.toMatch(/href|url\(|@import|<style|<image|<foreignObject|<text/i);
      expect(svg.match(/<title>/g)).toHaveLength(1);
    }
  });

  it("rounds coordinates to at most one decimal place", () => {
    const svg = recipeIllustrationSvg({ ...paella, ingredientGroups: ALL_GROUPS.slice(0, 12) });
    expect(svg).not.toMatch(/\d\.\d\d/);
  });

  it("stays under 8 KB with 12 ingredient groups", () => {
    const mixed = recipeIllustrationSvg({ ...paella, ingredientGroups: ALL_GROUPS.slice(0, 12) });
    expect(byteLength(mixed)).toBeLessThan(8192);
    // Worst cases: the same dense group twelve times, for every vessel.
    for (const course of COURSES) {
      for (const group of ALL_GROUPS) {
        for (let k = 0; k < 5; k++) {
          const svg = recipeIllustrationSvg({
            slug: `receta-${group}-${k}`,
            cuisine: `cocina-${k}`,
            course,
            ingredientGroups: Array.from({ length: 12 }, () => group),
            title: "Una receta de prueba con un título largo",
          });
          expect(byteLength(svg)).toBeLessThan(8192);
        }
      }
    }
  });

  it("copes with empty or unusual input", () => {
    const svg = recipeIllustrationSvg({ slug: "", cuisine: "", course: "", ingredientGroups: [], title: "" });
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<title></title>");
    expect(byteLength(svg)).toBeLessThan(8192);
    const many = recipeIllustrationSvg({ ...paella, ingredientGroups: [...ALL_GROUPS, ...ALL_GROUPS] });
    expect(byteLength(many)).toBeLessThan(8192);
  });
});
