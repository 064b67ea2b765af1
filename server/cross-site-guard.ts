import { data, type ServerBuild } from "@remix-run/node";
import type { RequestHandler } from "express";
import { carriesCsrfToken } from "../app/platform/session/csrf-token.server";
import { bareErrorPage, localeOfPath } from "./bare-error-page";

const unsafeMethods = new Set(["POST", "PUT", "PATCH", "DELETE"]);
type RouteHandler = (args: { request: Request }) => unknown;

/**
 * Where a post comes from, as its browser tells: this site, another one, or nothing said. Fetch
 * Metadata first, then Origin (older browsers). `Origin: null` (a sandboxed frame, a redirect across
 * sites) says the page is not one of ours.
 */
function postOrigin(header: (name: string) => string | null | undefined, host: string | null | undefined): "this-site" | "other-site" | "unsaid" {
  const fetchSite = header("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none" ? "this-site" : "other-site";
  const origin = header("Origin");
  if (origin === null || origin === undefined) return "unsaid";
  try {
    return new URL(origin).host === host ? "this-site" : "other-site";
  } catch {
    return "other-site";
  }
}

/**
 * CSRF defence of the web's form posts (docs/decisions/006, 028), first half: a post its browser
 * says comes from elsewhere is refused here, before Remix (which would answer a foreign Origin with
 * an empty 500), with a 403 page in the address's language. The API is mounted before this.
 */
export const rejectCrossSitePosts: RequestHandler = (request, response, next) => {
  if (!unsafeMethods.has(request.method) || postOrigin((name) => request.get(name), request.get("Host")) !== "other-site") return next();
  response
    .status(403)
    .type("html")
    .set("Cache-Control", "no-store")
    .send(bareErrorPage(localeOfPath(request.originalUrl), 403, "crossSite"));
};

/** The locale of a refused post to a resource route: that of the page on this site it was sent from, if it says. */
function resourceLocale(request: Request) {
  try {
    const from = new URL(request.headers.get("Referer") ?? "");
    if (from.host === new URL(request.url).host) return localeOfPath(from.pathname);
  } catch {
    // No usable Referer: the default language.
  }
  return localeOfPath("/");
}

/**
 * Second half: a post whose browser said nothing of where it comes from reaches a route's action
 * only when it repeats its cookie's CSRF token (app/platform/session/csrf-token.server.ts). Otherwise 403
 * before the action runs: the route's error page in the page's language, or for a resource route
 * (no page of its own) the bare one. Only actions change anything; a post to a route without one
 * is Remix's 405.
 */
export function withCrossSiteGuard(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { action, default: page } = route.module as { action?: RouteHandler; default?: unknown };
      if (!action) return [id, route];
      async function guardedAction(args: { request: Request }) {
        const { request } = args;
        const from = postOrigin((name) => request.headers.get(name), new URL(request.url).host);
        if (from === "this-site" || (from === "unsaid" && (await carriesCsrfToken(request)))) return action!(args);
        if (page) throw data({ reason: "cross-site", path: new URL(request.url).pathname }, { status: 403 });
        throw new Response(bareErrorPage(resourceLocale(request), 403, "crossSite"), {
          status: 403,
          headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
        });
      }
      return [id, { ...route, module: { ...route.module, action: guardedAction } }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
