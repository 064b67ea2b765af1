import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, pathWithoutLocale } from "./locales";

describe("locale paths", () => {
  it("reads the language from the path", () => {
    expect(localeFromPath("/")).toBe("es");
    expect(localeFromPath("/faq")).toBe("es");
    expect(localeFromPath("/en")).toBe("en");
    expect(localeFromPath("/en/faq")).toBe("en");
    expect(localeFromPath("/english-breakfast")).toBe("es");
  });

  it("moves a path between languages", () => {
    expect(localizePath("/faq", "en")).toBe("/en/faq");
    expect(localizePath("/en/faq", "es")).toBe("/faq");
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/en", "es")).toBe("/");
    expect(localizePath("/en/receta/paella", "en")).toBe("/en/receta/paella");
    expect(pathWithoutLocale("/en/receta/x")).toBe("/receta/x");
  });

  it("never makes a path a browser would read as another site", () => {
    expect(localizePath("/en//evil.example", "es")).toBe("/evil.example");
    expect(localizePath("//evil.example", "en")).toBe("/en/evil.example");
  });
});
