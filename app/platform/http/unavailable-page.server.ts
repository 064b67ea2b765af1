import english from "~/locales/en/common.json";
import spanish from "~/locales/es/common.json";
import { type Locale, localizePath } from "~/platform/i18n/locales";

const words = { es: spanish.errors, en: english.errors };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#x${character.charCodeAt(0).toString(16)};`);

/**
 * The 503 page sent when the site cannot render a page at all — too busy to take the request
 * (server/admission-control.ts), or a render cut off (entry.server.tsx) — with the same words as
 * the error page Remix renders when the API is away ("Volvemos en un momento"), but built from a
 * string: no loader, no React, nothing that could itself be slow under load. No script and no
 * style, so the nonce CSP has nothing to refuse.
 */
export function unavailablePage(locale: Locale): string {
  const text = words[locale];
  return (
    `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(text.unavailableTitle)}</title></head>` +
    `<body><main><p>${escapeHtml(text.statusLabel.replace("{{status}}", "503"))}</p><h1>${escapeHtml(text.unavailableTitle)}</h1>` +
    `<p>${escapeHtml(text.unavailableHint)}</p><p><a href="${localizePath("/", locale)}">${escapeHtml(text.backHome)}</a></p></main></body></html>`
  );
}
