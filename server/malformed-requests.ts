import type { ErrorRequestHandler } from "express";
import english from "../app/locales/en/common.json";
import spanish from "../app/locales/es/common.json";

const pages = { es: spanish.errors, en: english.errors };

/**
 * Express's last handler. A request too malformed for Remix to read — an address whose escapes do
 * not decode, a Host header no URL can carry — is the client's mistake: a 400 page in the
 * address's language (the error page's words, app/locales), never a 500. Anything else goes on to
 * Express's own handler.
 */
export const answerMalformedRequests: ErrorRequestHandler = (error: { status?: unknown; code?: unknown }, request, response, next) => {
  const clientError = (typeof error?.status === "number" && error.status >= 400 && error.status < 500) || error?.code === "ERR_INVALID_URL";
  if (!clientError || response.headersSent) return next(error);
  const locale = /^\/en(?:\/|$|\?)/.test(request.originalUrl) ? "en" : "es";
  const text = pages[locale];
  response
    .status(400)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(
      `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.refusedTitle}</title></head>` +
        `<body><main><p>${text.statusLabel.replace("{{status}}", "400")}</p><h1>${text.refusedTitle}</h1><p>${text.refusedHint}</p><p><a href="${locale === "en" ? "/en" : "/"}">${text.backHome}</a></p></main></body></html>`,
    );
};
