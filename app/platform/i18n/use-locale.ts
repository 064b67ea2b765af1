import { useRouteLoaderData } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isLocale, type Locale, localizePath } from "./locales";

/** The page's language, as the root loader saw it. */
export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale?: string }>("root");
  const { i18n } = useTranslation();
  const locale = data?.locale ?? i18n.language;
  return isLocale(locale) ? locale : "es";
}

/** Builds links in the page's language: to("/faq") is "/faq" in Spanish and "/en/faq" in English. */
export function useLocalizedPath() {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}
