import type { Request, RequestHandler, Response } from "express";
import { RETRY_AFTER_SECONDS } from "../app/platform/api-client/api-error-page.server";
import { unavailablePage } from "../app/platform/http/unavailable-page.server";
import { localeFromPath } from "../app/platform/i18n/locales";
import { logWarning } from "../app/platform/observability/log";

interface AdmissionLimits {
  /** Requests worked on at once; the rest wait in line. */
  maxInFlight: number;
  /** Requests allowed to wait; one more is turned away at once. */
  maxQueued: number;
  /** How long a request may wait for its turn before it is turned away. */
  maxWaitMs: number;
}

export interface AdmissionOptions extends AdmissionLimits {
  /** The JSON body of a refusal under /api, in the caller's language (§8's shape: `{ message }`). */
  apiRefusal: (request: Request) => { message: string };
  log?: (line: string) => void;
}

const REPORT_EVERY_MS = 1_000;

interface Waiter {
  admit: () => void;
  leave: () => void;
}

/**
 * Admission control (docs/decisions/033): at most `maxInFlight` requests are worked on at once, at
 * most `maxQueued` wait for a turn, in arrival order, and none waits longer than `maxWaitMs`. Past
 * that the site says so at once — 503 with Retry-After, the "Volvemos en un momento" page in the
 * address's language, or the API's JSON message — and logs the refusals, instead of letting every
 * request slow down together until they time out or their render is cut off. A request's turn ends
 * when its response has been sent or its client has gone away. Mount it once: every place it is
 * used shares one count.
 */
export function admissionControl({ maxInFlight, maxQueued, maxWaitMs, apiRefusal, log = logWarning }: AdmissionOptions): RequestHandler {
  let inFlight = 0;
  let refused = 0;
  const queue: Waiter[] = [];
  // What holds the turns, for the refusal report: a request that never ends shows here with its age.
  const working = new Map<Response, { label: string; since: number }>();

  // Turns freed go to those waiting, in order; one whose client has gone takes none and passes it on.
  const admitWaiting = () => {
    while (inFlight < maxInFlight && queue.length > 0) queue.shift()!.admit();
  };

  const release = (response: Response) => {
    inFlight--;
    working.delete(response);
    admitWaiting();
  };

  const start = (request: Request, response: Response, next: () => void) => {
    // The client went away before its turn (an aborted fetch, while the page cache read the content
    // version): a "close" listener added now would never fire, and the turn would be held for ever.
    if (clientGone(response)) return;
    response.locals.admitted = true;
    inFlight++;
    working.set(response, { label: `${request.method} ${request.originalUrl.slice(0, 120)}`, since: Date.now() });
    response.once("close", () => release(response));
    next();
  };

  // Refusals come in floods: one line a second with their counts, not one each (each refused
  // request still has its own access-log line, status 503). Node writes to a pipe synchronously on
  // Linux, so a warning per refusal would stall the whole process whenever the log's reader lags.
  let unreported = { lineFull: 0, waitedTooLong: 0, last: "" };
  let reportTimer: NodeJS.Timeout | undefined;
  const report = () => {
    reportTimer = undefined;
    const { lineFull, waitedTooLong, last } = unreported;
    unreported = { lineFull: 0, waitedTooLong: 0, last: "" };
    const now = Date.now();
    const held = [...working.values()].map(({ label, since }) => `${label} ${Math.round((now - since) / 1000)} s`).join(", ");
    log(
      `[overload] 503 ×${lineFull + waitedTooLong} in the last ${REPORT_EVERY_MS / 1000} s (${lineFull} with the waiting line full, ${waitedTooLong} after waiting ${maxWaitMs} ms; last ${last}); ` +
        `in flight ${inFlight}/${maxInFlight} (${held}), waiting ${queue.length}/${maxQueued}, refused since start ${refused}`,
    );
  };

  const refuse = (request: Request, response: Response, reason: "lineFull" | "waitedTooLong") => {
    refused++;
    unreported[reason]++;
    unreported.last = `${request.method} ${request.originalUrl}`;
    reportTimer ??= setTimeout(report, REPORT_EVERY_MS);
    response.status(503).set({ "Retry-After": RETRY_AFTER_SECONDS, "Cache-Control": "no-store" });
    if (/^\/(?:api|broadcasting)(?:[/?]|$)/.test(request.originalUrl)) {
      response.json(apiRefusal(request));
      return;
    }
    response.type("html").send(unavailablePage(localeFromPath(request.originalUrl.split("?")[0]!)));
  };

  const admit: RequestHandler = (request, response, next) => {
    // Already counted where it was mounted first (in development, /api also serves source modules and passes them on).
    if (response.locals.admitted) return next();
    if (clientGone(response)) return;
    if (inFlight < maxInFlight) return start(request, response, next);
    if (queue.length >= maxQueued) return refuse(request, response, "lineFull");
    const waiter: Waiter = {
      admit() {
        clearTimeout(timer);
        response.off("close", waiter.leave);
        start(request, response, next);
      },
      // The client gave up while waiting: its place goes to the next one.
      leave() {
        clearTimeout(timer);
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
      },
    };
    const timer = setTimeout(() => {
      waiter.leave();
      response.off("close", waiter.leave);
      refuse(request, response, "waitedTooLong");
    }, maxWaitMs);
    response.once("close", waiter.leave);
    queue.push(waiter);
  };

  return admit;
}

/** Whether the response can no longer be sent: its connection closed (the client gave up) or it was destroyed. */
function clientGone(response: Response): boolean {
  return response.closed || response.destroyed;
}
