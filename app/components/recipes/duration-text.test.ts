import { describe, expect, it } from "vitest";
import { durationText } from "./duration-text";

describe("durationText", () => {
  it("writes hours and minutes, never minutes past an hour", () => {
    expect(durationText(295)).toBe("4 h 55 min");
    expect(durationText(90)).toBe("1 h 30 min");
    expect(durationText(61)).toBe("1 h 1 min");
  });

  it("leaves what needs no hours as it was", () => {
    expect(durationText(45)).toBe("45 min");
    expect(durationText(5)).toBe("5 min");
    expect(durationText(120)).toBe("2 h");
    expect(durationText(60)).toBe("1 h");
  });
});
