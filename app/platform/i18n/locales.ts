/** The two languages of the site: Spanish with no prefix, English under /en. */
export const locales = ["es", "en"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "es";

export const localeTags: Record<Locale, { bcp47: string; og: string }> = {
  es: { bcp47: "es-ES", og: "es_ES" },
  en: { bcp47: "en-US", og: "en_US" },
};

export function isLocale(value: unknown): value is Locale {
  return value === "es" || value === "en";
}

/** The locale a URL path is in: "/en" and "/en/..." are English, everything else Spanish. */
export function localeFromPath(pathname: string): Locale {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "es";
}

/** Strips the locale prefix: "/en/faq" → "/faq", "/en" → "/". */
export function pathWithoutLocale(pathname: string): string {
  if (pathname === "/en") return "/";
  return pathname.startsWith("/en/") ? pathname.slice(3) : pathname;
}

/**
 * The same page in another language: localizePath("/faq", "en") → "/en/faq". Never a path that starts
 * with "//" (a browser reads that as another site): "/en//x" becomes "/x", not "//x".
 */
export function localizePath(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname).replace(/^\/{2,}/, "/");
  if (locale === "es") return bare;
  return bare === "/" ? "/en" : `/en${bare}`;
}
