import english from "../app/locales/en/common.json";
import spanish from "../app/locales/es/common.json";

const words = { es: spanish.errors, en: english.errors };
export type BareLocale = keyof typeof words;

/** The language of an address: English under /en, Spanish otherwise (docs/decisions/004). */
export function localeOfPath(path: string): BareLocale {
  return /^\/en(?:\/|$|\?)/.test(path) ? "en" : "es";
}

/**
 * An error page for answers given before Remix runs (or without a page of their own): the error
 * page's words (app/locales) in the address's language, no scripts, nothing else to load.
 */
export function bareErrorPage(locale: BareLocale, status: number, title: "refused" | "crossSite"): string {
  const text = words[locale];
  const heading = text[`${title}Title`];
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${heading}</title></head>` +
    `<body><main><p>${text.statusLabel.replace("{{status}}", String(status))}</p><h1>${heading}</h1><p>${text[`${title}Hint`]}</p><p><a href="${locale === "en" ? "/en" : "/"}">${text.backHome}</a></p></main></body></html>`
  );
}
