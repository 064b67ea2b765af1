import type { CacheHint } from "~/platform/routing/page-declaration";
import { declaredPolicies } from "~/platform/routing/page-table";

/**
 * HTTP caching of page responses (§9 route hints; docs/decisions/014-http-caching.md). Pure, so
 * entry.server applies it and tests read it as data.
 */
export const NOT_STORED = "private, no-store";

/** Any other public page: short enough that a change shows soon, long enough to spare a busy page. */
const DEFAULT_SECONDS = 600;

/**
 * The hint a path is declared with (`cache`, app/<area>/routes.ts; §9's route hints), or undefined
 * when only the default covers it.
 */
export function explicitCacheHint(pathname: string): CacheHint | undefined {
  return declaredPolicies(pathname)?.cache;
}

export function routeCacheHint(pathname: string): CacheHint {
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
