import i18next, { type i18n, type TFunction } from "i18next";
import { initReactI18next } from "react-i18next";
import { i18nConfig } from "./config";
import { defaultLocale, type Locale, localeFromPath } from "./locales";
import { resources } from "./resources.server";

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
  return translatorFor(requestLocale(request), namespace);
}

/** For an answer whose language the request names itself (a resource route's `?locale=`), not its path. */
export async function translatorFor(locale: Locale, namespace = "common"): Promise<TFunction> {
  return (await sharedInstance()).getFixedT(locale, namespace);
}

/**
 * The instance a page renders with, one per language, made once: rendering only reads it (nobody
 * changes its language on the server), so requests share it. Every namespace is bundled, so it
 * needs no list of the page's own.
 */
const rendering = new Map<Locale, Promise<i18n>>();
export function i18nForRendering(locale: Locale): Promise<i18n> {
  let instance = rendering.get(locale);
  if (!instance) rendering.set(locale, (instance = sharedInstance().then((shared) => shared.cloneInstance({ lng: locale, initImmediate: false }))));
  return instance;
}
