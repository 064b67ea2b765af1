import type { InitOptions } from "i18next";
import { defaultLocale, locales } from "./locales";

export const i18nConfig = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: ["common"],
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
} satisfies InitOptions;

/**
 * Namespaces not preloaded: the long page texts, sent with their pages, and cook mode's, fetched
 * with its code on the first click (docs/decisions/050).
 */
const pageOnlyNamespaces = ["pages", "cook-mode"];

/**
 * Namespaces the browser loads before hydrating, so a client-side navigation never shows raw keys
 * while a namespace downloads: every file in app/locales/es (found at build time, not listed by
 * hand) but the page-only ones.
 */
export const clientNamespaces = Object.keys(import.meta.glob("../locales/es/*.json"))
  .map((file) => file.replace(/^.*\/([^/]+)\.json$/, "$1"))
  .filter((namespace) => !pageOnlyNamespaces.includes(namespace));
