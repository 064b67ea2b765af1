import { type Locale, locales } from "./locales";

type Namespace = Record<string, unknown>;

/**
 * Every namespace of every language, found from the files themselves (app/locales/{language}/{namespace}.json)
 * and bundled into the server build; the browser loads only what a page needs. A new namespace is
 * a new pair of files, nothing else (tests/unit/translations.test.ts checks both languages agree).
 */
const files = import.meta.glob<Namespace>("../../locales/*/*.json", { eager: true, import: "default" });

function namespacesOf(locale: Locale): Record<string, Namespace> {
  return Object.fromEntries(
    Object.entries(files)
      .map(([file, content]) => [/\/locales\/([^/]+)\/([^/]+)\.json$/.exec(file), content] as const)
      .filter(([match]) => match?.[1] === locale)
      .map(([match, content]) => [match![2]!, content]),
  );
}

export const resources = Object.fromEntries(locales.map((locale) => [locale, namespacesOf(locale)])) as Record<Locale, Record<string, Namespace>>;
