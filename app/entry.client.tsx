import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import resourcesToBackend from "i18next-resources-to-backend";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { loadOnDemandParts } from "~/components/on-demand";
import { clientNamespaces, i18nConfig } from "~/platform/i18n/config";
import { localeFromPath } from "~/platform/i18n/locales";

async function hydrate() {
  const translations = i18next
    .use(initReactI18next)
    // The namespaces loaded before hydrating come in one file per language (vite.config.ts); the page-only ones on their own.
    .use(resourcesToBackend((language: string, namespace: string) => import(`./locales/${language}/${namespace}.json`)))
    .init({
      ...i18nConfig,
      lng: localeFromPath(window.location.pathname),
      ns: clientNamespaces,
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
}

void hydrate();
