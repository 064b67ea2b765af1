import { describe, expect, it } from "vitest";
import { leavesSite, redirectCorpus } from "../../../tests/support/attack-corpora";
import { localizePath } from "~/platform/i18n/locales";
import { safeRedirectPath } from "./safe-redirect";

describe("safe redirects", () => {
  it("keeps same-site paths, with their query and fragment", () => {
    expect(safeRedirectPath("/en/faq?x=1")).toBe("/en/faq?x=1");
    expect(safeRedirectPath("/receta/paella#reviews")).toBe("/receta/paella#reviews");
    expect(safeRedirectPath("  /feed\n")).toBe("/feed");
    expect(safeRedirectPath("/buscar/?q=pollo asado")).toBe("/buscar/?q=pollo%20asado");
  });

  it("reads an address as a browser does before deciding", () => {
    // Tab, CR and LF are removed: "/\t//evil.example" is "///evil.example" to a browser.
    expect(safeRedirectPath("/\t//evil.example")).toBe("/");
    expect(safeRedirectPath("/./\\evil.example")).toBe("/");
    expect(safeRedirectPath("/.//evil.example")).toBe("/");
    expect(safeRedirectPath("\u0000//evil.example", "/en")).toBe("/en");
  });

  it("refuses other sites, other schemes, relative and absolute addresses", () => {
    for (const unsafe of ["//evil.example", "https://evil.example", "javascript:alert(1)", "/\\evil.example", "evil.example", "http://this-site.invalid/x", "", null, undefined]) {
      expect(safeRedirectPath(unsafe)).toBe("/");
    }
  });

  it("answers an ASCII path without controls, so it can always be a Location header", () => {
    expect(safeRedirectPath("/\u3000/x")).toBe("/%E3%80%80/x");
    expect(safeRedirectPath("/\u0000/x")).toBe("/");
    // Without CR and LF it is "//x": another site.
    expect(safeRedirectPath("/\r\n/x")).toBe("/");
  });

  it.each(redirectCorpus.map((address) => [JSON.stringify(address).slice(0, 60), address]))("never leaves the site, even after localising: %s", (_label, address) => {
    const kept = safeRedirectPath(address, "/fallback");
    expect(kept).toMatch(/^\/(?!\/)[\x21-\x7e]*$/);
    for (const locale of ["es", "en"] as const) {
      const localized = localizePath(kept, locale);
      expect(leavesSite(localized, "http://localhost:3000/resources/locale")).toBe(false);
      expect(localized.startsWith("//")).toBe(false);
    }
  });
});
