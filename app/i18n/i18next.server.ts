import { createInstance, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./config";
import { defaultLocale, type Locale, localeFromPath, locales } from "./locales";
import { resources } from "./resources.server";

/** The language of a request comes from its URL alone (no prefix: Spanish; /en: English). */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
  i18next: { supportedLngs: i18nConfig.supportedLngs, fallbackLng: i18nConfig.fallbackLng, defaultNS: i18nConfig.defaultNS, interpolation: i18nConfig.interpolation, resources },
});

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** A translator for loaders, actions and meta built on the server. */
export async function getTranslator(request: Request, namespace = "common"): Promise<TFunction> {
  return i18nServer.getFixedT(requestLocale(request), namespace);
}

export async function createI18nInstance(locale: Locale, namespaces: string[]) {
  const instance = createInstance();
  await instance.use(initReactI18next).init({ ...i18nConfig, lng: locale, ns: namespaces, resources });
  return instance;
}
