import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadOnDemandParts } from "~/components/on-demand";
import { clientNamespaces, i18nConfig } from "~/platform/i18n/config";
import { localeFromPath } from "~/platform/i18n/locales";
import { firstViewNamespaces } from "~/platform/i18n/page-only-namespaces";
import { LATER_TRANSLATIONS_SELECTOR } from "~/platform/i18n/translations-preload";

/** Once the page has hydrated and the browser is idle: the later translations, so a navigation finds them at hand. */
function whenIdle(work: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

async function hydrate() {
  const translations = i18next
    .use(initReactI18next)
    // The namespaces come in two files per language (vite.config.ts), the page-only ones on their own.
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .init({
      ...i18nConfig,
      lng: localeFromPath(window.location.pathname),
      // The later file before hydrating only when the server's render used it (decision 082); the development
      // server writes no preloads, so there every namespace is loaded first.
      ns: import.meta.env.DEV || document.querySelector(LATER_TRANSLATIONS_SELECTOR) ? clientNamespaces : firstViewNamespaces,
    });
  await Promise.all([translations, document.body.hasAttribute("data-signed-in") ? loadOnDemandParts() : undefined]);

  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
  whenIdle(() => void i18next.loadNamespaces(clientNamespaces));
}

void hydrate();
