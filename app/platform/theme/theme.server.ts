import { createCookie } from "@remix-run/node";
import { z } from "zod";
import { type ThemePreference, themePreferences } from "./theme";

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

/** `secure` when the site is served over HTTPS (see cookieSecurity). */
export function writeThemePreference(preference: ThemePreference, { secure }: { secure: boolean }) {
  return themeCookie.serialize(preference, { secure });
}
