import { createContext, useContext } from "react";
import type { Locale } from "./locales";

/**
 * A modulepreload of the page's translations (decision 026): entry.client imports them before it
 * hydrates, and without this the browser learns of the file only once every other module has run,
 * a round trip later. entry.server provides each language's built file; in the browser the provider
 * is absent and the element keeps the address the server wrote, read before hydrating (as
 * InlineStylesheet does). The development server has no such file, and writes nothing.
 */
const TranslationChunksContext = createContext<Partial<Record<Locale, string>>>({});
export const TranslationChunksProvider = TranslationChunksContext.Provider;

const SELECTOR = "link[data-translations-preload]";
const writtenByServer = typeof document === "undefined" ? undefined : (document.querySelector(SELECTOR)?.getAttribute("href") ?? undefined);

export function TranslationsPreload({ locale }: { locale: Locale }) {
  const href = useContext(TranslationChunksContext)[locale] ?? writtenByServer;
  return href ? <link rel="modulepreload" href={href} data-translations-preload="" /> : null;
}
