import fs from "node:fs";
import path from "node:path";
import i18next, { type TOptions } from "i18next";

export type Locale = "es" | "en";

/** The site's translation files: app/locales/<locale>/<namespace>.json, namespaces found from the files. */
const localesDir = path.resolve("app/locales");

function readLocale(locale: Locale): Record<string, Record<string, unknown>> {
  const folder = path.join(localesDir, locale);
  return Object.fromEntries(
    fs
      .readdirSync(folder)
      .filter((name) => name.endsWith(".json"))
      .map((name) => [path.basename(name, ".json"), JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"))]),
  );
}

interface Labels {
  locale: Locale;
  /** The locale's path prefix: "" for Spanish, "/en" for English. */
  prefix: string;
  /** The text the page shows for a key, as the site words it: `t("auth:signIn.submit")` → "Entrar"; `{{values}}` and `count` plurals filled. Throws on an unknown key. */
  t(key: string, values?: TOptions): string;
  /**
   * The same text as a whole-string pattern, for texts with values the test does not know or care
   * about: `match("community:follow.followHint")` → /^Seguir a .+$/. Values given are filled in.
   */
  match(key: string, values?: TOptions): RegExp;
}

const cache = new Map<Locale, Labels>();

/** Labels in one language, read from the same translation files the site renders. */
export function labels(locale: Locale): Labels {
  const cached = cache.get(locale);
  if (cached) return cached;
  const resources = readLocale(locale);
  const instance = i18next.createInstance();
  // Synchronous: every resource is at hand.
  void instance.init({
    lng: locale,
    resources: { [locale]: resources },
    ns: Object.keys(resources),
    defaultNS: "common",
    interpolation: { escapeValue: false },
    initImmediate: false,
  });
  const t = (key: string, values: TOptions = {}) => {
    if (!instance.exists(key, values)) throw new Error(`No ${locale} translation for "${key}" in ${path.relative(process.cwd(), localesDir)}/${locale}`);
    return instance.t(key, values) as string;
  };
  const hole = "\u0000";
  const pattern = (key: string, values: TOptions) => {
    const raw = t(key, { ...values, skipInterpolation: true });
    const holes = Object.fromEntries([...raw.matchAll(/{{\s*([^,}\s]+)[^}]*}}/g)].map(([, name]) => [name, hole]));
    return t(key, { ...holes, ...values })
      .split(hole)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join(".+");
  };
  const match = (key: string, values: TOptions = {}) => {
    // Every placeholder not given becomes a hole that takes any text; with no count, any plural form.
    const plurals = ["zero", "one", "two", "few", "many", "other"].map((form) => `${key}_${form}`).filter((form) => instance.exists(form));
    const forms = values.count === undefined && plurals.length > 0 ? plurals.map((form) => pattern(form, values)) : [pattern(key, values)];
    return new RegExp(`^(?:${[...new Set(forms)].join("|")})$`);
  };
  const result: Labels = { locale, prefix: locale === "es" ? "" : "/en", t, match };
  cache.set(locale, result);
  return result;
}
