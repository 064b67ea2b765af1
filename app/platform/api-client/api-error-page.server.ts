import { data } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import type { ErrorPageData } from "../http/error-page-data";

/** How soon a visitor's browser (or a crawler) may try again while the API is away (entry.server.tsx sends it with every 503 page). */
export const RETRY_AFTER_SECONDS = "5";
/** Answers that mean the API (or what it depends on) is away, not that the request was wrong. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/**
 * An API failure that no loader or action handled, as the error page to answer with instead of a
 * 500 (docs/decisions/027): the API unreachable, timing out or answering 502-504 → 503; a refusal of what the request asked (4xx; a 422 is the page's 400) → that status.
 * Both carry the API's message, already in the page's language. Anything else (a 500, an answer
 * we cannot read) is left to be the error it is. server.ts applies it to every route's loader and action.
 */
export function apiErrorPage(error: unknown, request: Request) {
  if (!isApiError(error)) return undefined;
  const path = new URL(request.url).pathname;
  if (error.status === undefined || UNAVAILABLE_STATUSES.has(error.status)) {
    return data<ErrorPageData>({ reason: "unavailable", path, message: error.message }, { status: 503 });
  }
  if (error.status >= 400 && error.status < 500) {
    const status = error.status === 422 ? 400 : error.status;
    const reason = status === 404 ? "missing" : status === 403 ? "forbidden" : "refused";
    return data<ErrorPageData>({ reason, path, message: error.message }, { status });
  }
  return undefined;
}
