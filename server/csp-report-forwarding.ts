import { Readable } from "node:stream";
import type { RequestHandler } from "express";

/** A report is worth little: the API gets a few seconds, then the browser is told to go away. */
const FORWARD_TIMEOUT_MS = 5_000;

/**
 * When the API runs elsewhere (API_BASE_URL), browsers still report CSP violations to this site's
 * own path (same-site, no CORS): the report goes on to the API as it came, with the visitor's
 * address, and the API's answer (204, 413, 429…) comes back. The API bounds and checks the body.
 */
export function forwardCspReports(apiBaseUrl: string, reportPath: string): RequestHandler {
  const target = new URL(reportPath, apiBaseUrl);
  return async (request, response) => {
    const headers = new Headers({ "X-Forwarded-For": request.ip ?? request.socket.remoteAddress ?? "unknown" });
    for (const name of ["content-type", "content-length", "user-agent"]) {
      const value = request.get(name);
      if (value) headers.set(name, value);
    }
    try {
      const answer = await fetch(target, {
        method: "POST",
        headers,
        body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
        duplex: "half",
        signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
      } as RequestInit);
      const retryAfter = answer.headers.get("retry-after");
      if (retryAfter) response.set("Retry-After", retryAfter);
      await answer.body?.cancel();
      response.status(answer.status).end();
    } catch {
      response.status(503).set("Retry-After", "5").end();
    }
  };
}
