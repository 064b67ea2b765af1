import { createCookie } from "@remix-run/node";
import { type Locale, isLocale } from "./locales";

/** The language a visitor chose with the switcher; remembered for a year and used on the home page. */
const localeCookie = createCookie("locale", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

export async function readLocaleCookie(request: Request): Promise<Locale | undefined> {
  const value: unknown = await localeCookie.parse(request.headers.get("Cookie"));
  return isLocale(value) ? value : undefined;
}

/** `secure` when the site is served over HTTPS (see cookieSecurity). */
export function writeLocaleCookie(locale: Locale, { secure }: { secure: boolean }) {
  return localeCookie.serialize(locale, { secure });
}
