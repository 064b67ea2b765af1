import { data, type ServerBuild } from "@remix-run/node";
import { carriesCsrfToken } from "../app/http/csrf-token.server";

type RouteHandler = (args: { request: Request }) => unknown;

/**
 * Where a post comes from, as its browser tells: this site, another one, or nothing said. Fetch
 * Metadata first, then Origin (older browsers). `Origin: null` (a sandboxed frame, a redirect across
 * sites) is refused: it says the page is not ours.
 */
export function postOrigin(request: Request): "this-site" | "other-site" | "unsaid" {
  const fetchSite = request.headers.get("Sec-Fetch-Site");
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none" ? "this-site" : "other-site";
  const origin = request.headers.get("Origin");
  if (origin === null) return "unsaid";
  try {
    return new URL(origin).host === new URL(request.url).host ? "this-site" : "other-site";
  } catch {
    return "other-site";
  }
}

/** Resource routes have no page to show the refusal on: a short answer in both languages. */
const plainRefusal = "403 — Formulario rechazado: no llegó desde una página de Sazón. Vuelve a la página y envíalo de nuevo.\n403 — Form refused: it did not come from a Sazón page. Go back to the page and send it again.\n";

/**
 * CSRF defence of the web's form posts (docs/decisions/006, 028): every route action of the build
 * runs only for a post from this site — by its browser's word, or, when the browser says nothing,
 * by the CSRF token it repeats from its cookie (app/http/csrf-token.server.ts). Anything else is a
 * 403 before the action runs: the route's error page, in the page's language, or for a resource
 * route a short text. Only actions change anything; a post to a route without one is Remix's 405.
 */
export function withCrossSiteGuard(build: ServerBuild): ServerBuild {
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { action, default: page } = route.module as { action?: RouteHandler; default?: unknown };
      if (!action) return [id, route];
      async function guardedAction(args: { request: Request }) {
        const from = postOrigin(args.request);
        const accepted = from === "this-site" || (from === "unsaid" && (await carriesCsrfToken(args.request)));
        if (!accepted) {
          if (!page) throw new Response(plainRefusal, { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
          throw data({ reason: "cross-site", path: new URL(args.request.url).pathname }, { status: 403 });
        }
        return action!(args);
      }
      return [id, { ...route, module: { ...route.module, action: guardedAction } }];
    }),
  );
  return { ...build, routes } as ServerBuild;
}
