import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { Locale } from "./locales";
import { firstViewNamespaces, pageOnlyNamespaces } from "./page-only-namespaces";

/**
 * Modulepreloads of the page's translations (decisions 026, 082): entry.client imports them before
 * it hydrates, and without these the browser learns of the files only once every other module has
 * run, a round trip later. Every page preloads its language's first-view file; a page whose render
 * used a namespace of the later file (a member's area, settings) preloads that one too, and its
 * `data-translations-preload="later"` tells entry.client to load it before hydrating. Rendered last
 * in <body>, after the page: the server knows by then which namespaces the page used
 * (`trackUsedNamespaces`). entry.server provides the built files; in the browser the provider is
 * absent and the elements keep what the server wrote, read before hydrating (as InlineStylesheet
 * does). The development server has no such files, and writes nothing.
 */
const TranslationChunksContext = createContext<Partial<Record<string, string>>>({});
export const TranslationChunksProvider = TranslationChunksContext.Provider;

export const LATER_TRANSLATIONS_SELECTOR = 'link[data-translations-preload="later"]';

function writtenByServer(part: "first" | "later"): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector(`link[data-translations-preload="${part}"]`)?.getAttribute("href") ?? undefined;
}

interface UsedNamespaces {
  getUsedNamespaces(): string[];
}

/**
 * The page's i18n instance for one request, with its own record of the namespaces react-i18next's
 * `useTranslation` reports: the shared per-language instance (i18nForRendering) is read, never
 * written, and a record on it would mix every request's.
 */
export function trackUsedNamespaces<Instance extends object>(shared: Instance): Instance {
  const used = new Set<string>();
  const record: UsedNamespaces & { addUsedNamespaces(namespaces: readonly string[]): void } = {
    addUsedNamespaces: (namespaces) => namespaces.forEach((namespace) => used.add(namespace)),
    getUsedNamespaces: () => [...used],
  };
  return Object.create(shared, { reportNamespaces: { value: record, enumerable: true } }) as Instance;
}

function usesLaterNamespaces(reported: UsedNamespaces | undefined): boolean {
  return (reported?.getUsedNamespaces() ?? []).some((namespace) => !firstViewNamespaces.includes(namespace) && !pageOnlyNamespaces.includes(namespace));
}

export function TranslationsPreload({ locale }: { locale: Locale }) {
  const chunks = useContext(TranslationChunksContext);
  const { i18n } = useTranslation();
  const first = chunks[locale] ?? writtenByServer("first");
  const laterOnServer = chunks[`${locale}-later`];
  const later = laterOnServer ? (usesLaterNamespaces((i18n as { reportNamespaces?: UsedNamespaces }).reportNamespaces) ? laterOnServer : undefined) : writtenByServer("later");
  return (
    <>
      {first ? <link rel="modulepreload" href={first} data-translations-preload="first" /> : null}
      {later ? <link rel="modulepreload" href={later} data-translations-preload="later" /> : null}
    </>
  );
}
