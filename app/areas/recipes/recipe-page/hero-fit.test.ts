import { describe, expect, it } from "vitest";
import { heroFit } from "./hero-fit";

describe("the recipe hero's fit", () => {
  it("fills the frame with a picture close to 4:3 and shows an upright or very wide one whole", () => {
    expect(heroFit({ width: 1600, height: 1200 })).toBe("cover");
    expect(heroFit({ width: 1500, height: 1000 })).toBe("cover");
    expect(heroFit({ width: 1200, height: 1200 })).toBe("contain");
    expect(heroFit({ width: 3024, height: 4032 })).toBe("contain");
    expect(heroFit({ width: 1920, height: 1080 })).toBe("contain");
  });
});
