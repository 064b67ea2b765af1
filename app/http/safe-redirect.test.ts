import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safe redirects", () => {
  it("keeps same-site paths and refuses everything else", () => {
    expect(safeRedirectPath("/en/faq?x=1")).toBe("/en/faq?x=1");
    for (const unsafe of ["//evil.example", "https://evil.example", "javascript:alert(1)", "/\\evil.example", "", null, undefined]) {
      expect(safeRedirectPath(unsafe)).toBe("/");
    }
  });
});
