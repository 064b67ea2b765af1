import type { ErrorRequestHandler } from "express";
import { bareErrorPage, localeOfPath } from "./bare-error-page";

/**
 * Express's last handler. A request too malformed for Remix to read — an address whose escapes do
 * not decode, a Host header no URL can carry — is the client's mistake: a 400 page in the
 * address's language (the error page's words, app/locales), never a 500. Anything else goes on to
 * Express's own handler.
 */
export const answerMalformedRequests: ErrorRequestHandler = (error: { status?: unknown; code?: unknown }, request, response, next) => {
  const clientError = (typeof error?.status === "number" && error.status >= 400 && error.status < 500) || error?.code === "ERR_INVALID_URL";
  if (!clientError || response.headersSent) return next(error);
  response
    .status(400)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(bareErrorPage(localeOfPath(request.originalUrl), 400, "refused"));
};
