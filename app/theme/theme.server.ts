import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { type ResolvedTheme, type ThemePreference, themePreferences } from "./theme";

export const themePreference = z.enum(themePreferences);

const themeCookie = createCookie("theme", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readThemePreference(request: Request): Promise<ThemePreference> {
  const stored: unknown = await themeCookie.parse(request.headers.get("Cookie"));
  const parsed = themePreference.safeParse(stored);
  return parsed.success ? parsed.data : "system";
}

export function writeThemePreference(preference: ThemePreference) {
  return themeCookie.serialize(preference, { secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true" });
}

/** The OS colour scheme, when the browser sends it (Sec-CH-Prefers-Color-Scheme, asked for by server.ts). */
export function systemThemeHint(request: Request): ResolvedTheme | undefined {
  const hint = request.headers.get("Sec-CH-Prefers-Color-Scheme")?.replaceAll('"', "").trim();
  return hint === "dark" || hint === "light" ? hint : undefined;
}
