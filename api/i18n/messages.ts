import en from "../locales/en.json" with { type: "json" };
import es from "../locales/es.json" with { type: "json" };

export type ApiLocale = "es" | "en";

type Catalogue = typeof es;
const catalogues: Record<ApiLocale, Catalogue> = { es, en };

export type MessageKey = {
  [Section in keyof Catalogue]: `${Section & string}.${keyof Catalogue[Section] & string}`;
}[keyof Catalogue];

/** Looks up an API message in the request's language and fills {placeholders}. */
export function translate(locale: ApiLocale, key: MessageKey, vars: Record<string, string | number> = {}): string {
  const [section, name] = key.split(".") as [keyof Catalogue, string];
  const template = (catalogues[locale][section] as Record<string, string>)[name] ?? key;
  return template.replace(/\{(\w+)\}/g, (match, variable: string) => (variable in vars ? String(vars[variable]) : match));
}

/** Plural-aware lookup: picks `key_one` or `key_other`. */
export function translatePlural(locale: ApiLocale, key: string, count: number, vars: Record<string, string | number> = {}) {
  const suffix = new Intl.PluralRules(locale).select(count) === "one" ? "_one" : "_other";
  return translate(locale, `${key}${suffix}` as MessageKey, { count, ...vars });
}

/**
 * The request's language: `?locale=` wins, then the first supported Accept-Language entry, else Spanish.
 */
export function negotiateLocale(explicit: string | undefined, acceptLanguage: string | undefined): ApiLocale {
  if (explicit === "es" || explicit === "en") return explicit;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const primary = part.trim().split(";")[0]?.split("-")[0]?.toLowerCase();
    if (primary === "es" || primary === "en") return primary;
  }
  return "es";
}
