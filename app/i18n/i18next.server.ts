import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { RemixI18Next } from "remix-i18next/server";
import { i18nConfig } from "./config";
import { defaultLocale, type Locale, localeFromPath, locales } from "./locales";
import { resources } from "./resources.server";

/** Used for what remix-i18next does best: collecting the namespaces the matched routes ask for. */
export const i18nServer = new RemixI18Next({
  detection: {
    supportedLanguages: [...locales],
    fallbackLanguage: defaultLocale,
    order: ["custom"],
    findLocale: async (request) => localeFromPath(new URL(request.url).pathname),
  },
});

/**
 * One i18next instance per process, with every resource bundled, made once. (Making an instance per
 * call, as remix-i18next's getFixedT does, cost more than the rest of a page's render.)
 */
let shared: Promise<i18n> | undefined;
function sharedInstance(): Promise<i18n> {
  shared ??= (async () => {
    const instance = i18next.createInstance();
    await instance.use(initReactI18next).init({ ...i18nConfig, lng: defaultLocale, ns: Object.keys(resources.es), resources });
    return instance;
  })();
  return shared;
}

export function requestLocale(request: Request): Locale {
  return localeFromPath(new URL(request.url).pathname);
}

/** A translator for loaders, actions and meta built on the server. */
export async function getTranslator(request: Request, namespace = "common"): Promise<TFunction> {
  return (await sharedInstance()).getFixedT(requestLocale(request), namespace);
}

/** A cheap clone in the page's language for rendering (it shares the resources). */
export async function createI18nInstance(locale: Locale, namespaces: string[]) {
  const instance = (await sharedInstance()).cloneInstance({ lng: locale, ns: namespaces, initImmediate: false });
  return instance;
}
