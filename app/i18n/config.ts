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
 * Namespaces the browser loads before hydrating, so a client-side navigation never shows raw keys
 * while a namespace downloads. Everything but `pages` (long texts, sent with their page instead).
 */
export const clientNamespaces = ["common", "home", "recipe", "search", "auth", "settings", "browse", "community"];
