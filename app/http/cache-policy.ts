import { pathWithoutLocale } from "~/i18n/locales";

/**
 * HTTP caching of page responses (§9 route hints; docs/decisions/014-http-caching.md). Pure, so
 * entry.server applies it and tests read it as data.
 */
export const NOT_STORED = "private, no-store";

/** Seconds an anonymous page may be kept, by path without its locale; first match wins. */
const routeHints: readonly (readonly [RegExp, number | "private"])[] = [
  [/^\/$/, 3600], // home
  [/^\/(?:buscar|search)(?:\/.*)?$/, 1200], // search
  [/^\/receta\/[^/]+$/, 7200], // recipe
  [/^\/receta\/[^/]+\/marketplace$/, 7200], // what to buy for a recipe: the recipe's own data, kept as long (decision 054)
  [/^\/receta\/[^/]+\/remix$/, 600], // what remixing means, for a visitor (decision 056)
  [/^\/(?:recetas|categorias)$|^\/(?:categoria|tag)\/[^/]+$/, 5400], // category pages
  [/^\/(?:perfil|profile|users|chef|ai-chefs)\/.+$|^\/perfil$/, 180], // profiles
  [/^\/(?:faq|about|terms|privacy|cookies|contact)$/, 3600], // information pages
  [/^\/notifications$/, 600], // §2 lists it as public: a visitor sees a sign-in prompt (a member's page is never stored)
  // Forms and member areas: a visitor sees them only to be sent elsewhere, or to fill in a form.
  [/^\/(?:sign-in|sign-up|auth|settings|user|admin|feed|meal-planner|recipe-lists|my-account|agregar)(?:\/|$)/, "private"],
];
/** Any other public page: short enough that a change shows soon, long enough to spare a busy page. */
const DEFAULT_SECONDS = 600;

/**
 * The hint a path is explicitly given, or undefined when only the default covers it.
 * app/route-coverage.test.ts requires one for every page.
 */
export function explicitCacheHint(pathname: string): number | "private" | undefined {
  const bare = pathWithoutLocale(pathname);
  const path = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return routeHints.find(([pattern]) => pattern.test(path))?.[1];
}

export function routeCacheHint(pathname: string): number | "private" {
  return explicitCacheHint(pathname) ?? DEFAULT_SECONDS;
}

export interface DocumentFacts {
  method: string;
  status: number;
  pathname: string;
  /** The session cookie resolved to a member. */
  signedIn: boolean;
  /** The response sets a cookie. */
  setsCookie: boolean;
}

/** The Cache-Control of a rendered page; `maxAge` is set only when it may be cached (and so gets an ETag). */
export function documentCachePolicy(facts: DocumentFacts): { cacheControl: string; maxAge?: number } {
  if (facts.method !== "GET" && facts.method !== "HEAD") return { cacheControl: NOT_STORED };
  if (facts.status !== 200 || facts.signedIn || facts.setsCookie) return { cacheControl: NOT_STORED };
  const hint = routeCacheHint(facts.pathname);
  if (hint === "private") return { cacheControl: NOT_STORED };
  return { cacheControl: `public, max-age=${hint}`, maxAge: hint };
}
