import { describe, expect, it } from "vitest";
import { isThemePreference, nextTheme, serverThemeClass, themeColors } from "./theme";

describe("theme", () => {
  it("cycles light → dark → system → light", () => {
    expect(nextTheme("light")).toBe("dark");
    expect(nextTheme("dark")).toBe("system");
    expect(nextTheme("system")).toBe("light");
  });

  it("accepts only light, dark or system as a stored value", () => {
    expect(["light", "dark", "system"].every(isThemePreference)).toBe(true);
    expect(isThemePreference("auto")).toBe(false);
    expect(isThemePreference(undefined)).toBe(false);
  });

  it("renders a class only for an explicit choice, and uses the spec's theme colours", () => {
    expect(serverThemeClass("system")).toBeUndefined();
    expect(serverThemeClass("light")).toBe("light");
    expect(serverThemeClass("dark")).toBe("dark");
    expect(themeColors).toEqual({ dark: "#0a0a0a", light: "#F8F9FA" });
  });
});
