import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";

/** A fresh nonce per response; Remix puts it on every script it renders. */
export const assignCspNonce: RequestHandler = (_request, response, next) => {
  response.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
};

/**
 * The websocket origins of these http(s) addresses (ws:// for http, wss:// for https), for the live
 * channel's connect-src: 'self' covers same-host websockets only in CSP Level 3 browsers.
 */
export function websocketOrigins(...addresses: (string | undefined)[]): string[] {
  const origins = new Set<string>();
  for (const address of addresses) {
    if (!address || !URL.canParse(address)) continue;
    const url = new URL(address);
    if (url.protocol === "http:" || url.protocol === "https:") origins.add(`${url.protocol === "https:" ? "wss" : "ws"}://${url.host}`);
  }
  return [...origins];
}

/** The Reporting API's name for where this site's CSP violations go (`report-to`). */
const CSP_REPORT_GROUP = "csp-endpoint";

/**
 * Enforced Content-Security-Policy: scripts only with this response's nonce (and what they load,
 * 'strict-dynamic'), nothing from other hosts. Development relaxes it for Vite's hot reload.
 * Violations are reported to `reportPath` (decisions/031): `report-to` with a Reporting-Endpoints
 * header for browsers that have the Reporting API, `report-uri` for the others (a browser that
 * knows `report-to` ignores `report-uri`).
 */
export function securityHeaders({
  development,
  httpsSite,
  connectSources = [],
  frameSources = [],
  reportPath,
}: {
  development: boolean;
  /** Same-site path that stores violation reports. */
  reportPath: string;
  httpsSite: boolean;
  connectSources?: string[];
  /** Hosts allowed to be framed (Turnstile's challenge, when captcha is on). */
  frameSources?: string[];
}) {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": development
          ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
          : [(_request, response) => `'nonce-${(response as unknown as { locals: { cspNonce: string } }).locals.cspNonce}'`, "'strict-dynamic'", "'report-sample'"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:"],
        "font-src": ["'self'"],
        "connect-src": ["'self'", ...(development ? ["ws:", "wss:"] : []), ...connectSources],
        "media-src": ["'self'"],
        "frame-src": frameSources.length > 0 ? frameSources : ["'none'"],
        "object-src": ["'none'"],
        "base-uri": ["'self'"],
        "form-action": ["'self'"],
        "frame-ancestors": ["'none'"],
        ...(httpsSite ? { "upgrade-insecure-requests": [] } : {}),
        "report-uri": [reportPath],
        "report-to": [CSP_REPORT_GROUP],
      },
    },
    crossOriginEmbedderPolicy: false,
    // HSTS only makes sense when the site is served over HTTPS.
    strictTransportSecurity: httpsSite ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const reportingEndpoints = `${CSP_REPORT_GROUP}="${reportPath}"`;
  const withReporting: RequestHandler = (request, response, next) => {
    response.setHeader("Reporting-Endpoints", reportingEndpoints);
    helmetHeaders(request, response, next);
  };
  return withReporting;
}

/**
 * A 304 must not carry this response's CSP: browsers update a cached page's stored headers from the
 * 304, and a new nonce over the cached body (which holds the old one) would block every script.
 */
export const withholdCspFromNotModified: RequestHandler = (_request, response, next) => {
  const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response;
  response.writeHead = ((...args: unknown[]) => {
    if ((typeof args[0] === "number" ? args[0] : response.statusCode) === 304) response.removeHeader("Content-Security-Policy");
    return writeHead(...args);
  }) as typeof response.writeHead;
  next();
};
