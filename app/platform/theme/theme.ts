export const themePreferences = ["light", "dark", "system"] as const;
export type ThemePreference = (typeof themePreferences)[number];
export type ResolvedTheme = "light" | "dark";

/** Kept free of zod: this module ships to the browser. */
export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === "string" && (themePreferences as readonly string[]).includes(value);
}

/** The toggle cycles light → dark → system → light. */
export function nextTheme(current: ThemePreference): ThemePreference {
  return current === "light" ? "dark" : current === "dark" ? "system" : "light";
}

/** The browser's theme colour for each resolved theme. */
export const themeColors: Record<ResolvedTheme, string> = { light: "#F8F9FA", dark: "#0a0a0a" };

/**
 * The class the server can render: an explicit choice. "System" is left to the head script (with
 * JavaScript) and to the prefers-color-scheme fallback in app.css (without).
 */
export function serverThemeClass(preference: ThemePreference): ResolvedTheme | undefined {
  return preference === "system" ? undefined : preference;
}
