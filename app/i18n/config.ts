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
