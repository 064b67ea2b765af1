import { describe, expect, it } from "vitest";
import { websocketsEnabled } from "./live-settings";

describe("the public websockets flag (§9)", () => {
  it("is on only for true or 'true'", () => {
    expect(websocketsEnabled(true)).toBe(true);
    expect(websocketsEnabled("true")).toBe(true);
    for (const off of ["1", "yes", "TRUE", "false", "", undefined, null, 1]) expect(websocketsEnabled(off)).toBe(false);
  });
});
