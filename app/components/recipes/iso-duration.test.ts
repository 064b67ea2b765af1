import { describe, expect, it } from "vitest";
import { isoDuration } from "./iso-duration";

describe("ISO 8601 durations", () => {
  it("writes hours and minutes, leaving out a part that is zero", () => {
    expect(isoDuration(90)).toBe("PT1H30M");
    expect(isoDuration(45)).toBe("PT45M");
    expect(isoDuration(120)).toBe("PT2H");
    expect(isoDuration(65)).toBe("PT1H5M");
    expect(isoDuration(1500)).toBe("PT25H");
  });

  it("never writes a negative or fractional duration", () => {
    expect(isoDuration(0)).toBe("PT0M");
    expect(isoDuration(-5)).toBe("PT0M");
    expect(isoDuration(29.6)).toBe("PT30M");
  });
});
