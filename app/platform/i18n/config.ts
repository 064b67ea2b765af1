import type { InitOptions } from "i18next";
import { locales } from "./locales";
import { pageOnlyNamespaces } from "./page-only-namespaces";

export const i18nConfig = {
  supportedLngs: [...locales],
  // No fallback: the browser would download the other language's translations on every English
  // first load. Both languages have every key (tests/unit/translations.test.ts).
  fallbackLng: false,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * Namespaces the browser loads before hydrating, so a client-side navigation never shows raw keys
 * while a namespace downloads: every file in app/locales/es (found at build time, not listed by
 * hand) but the page-only ones. vite.config.ts puts them in one chunk per language: one request.
 */
export const clientNamespaces = Object.keys(import.meta.glob("../../locales/es/*.json"))
  .map((file) => file.replace(/^.*\/([^/]+)\.json$/, "$1"))
  .filter((namespace) => !pageOnlyNamespaces.includes(namespace));
