import { randomBytes, timingSafeEqual } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { getSession } from "~/platform/session/session.server";
import { cookieSecurity } from "~/platform/config/env.server";
import { routeCacheHint } from "../http/cache-policy";
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER, csrfTokenInCookies, isWellFormedCsrfToken, toBase64Url } from "../http/csrf-token";

/**
 * The web's CSRF token (docs/decisions/028): a random value in a cookie of its own, which a post
 * must repeat in its `csrf` field (or X-CSRF-Token header) — the double-submit a cross-site page
 * cannot forge, since it can neither read nor set this site's cookies. Only posts whose browser
 * said nothing about where they come from need it (server/cross-site-guard.ts decides).
 */

function newToken(): string {
  return toBase64Url(randomBytes(32));
}

/** Lives as long as the browser session; a new one at each sign-in and sign-out (per session). */
function tokenCookie(token: string, { secure }: { secure: boolean }): string {
  return `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** The Set-Cookie that starts a new token: sign-in and sign-out send it with the session cookie (`secure`: see cookieSecurity). */
export function renewedCsrfCookie(security: { secure: boolean }): string {
  return tokenCookie(newToken(), security);
}

/**
 * The token a page's forms carry, for the root loader. Only pages nobody else is served (a
 * member's, and the private form pages such as sign-in) get it in their HTML, with the cookie set
 * if the browser had none; a page that may be stored and shared gets neither, so it stays the same
 * for every visitor, and its forms copy the cookie in the browser (app/platform/http/csrf-field.tsx).
 */
export async function csrfTokenForPage(request: Request, context: AppLoadContext): Promise<{ token: string | null; setCookie?: string }> {
  const pathname = new URL(request.url).pathname;
  const signedIn = Boolean((await getSession(request, context.env)).get("token"));
  if (!signedIn && routeCacheHint(pathname) !== "private") return { token: null };
  const known = csrfTokenInCookies(request.headers.get("Cookie"));
  if (known) return { token: known };
  const token = newToken();
  return { token, setCookie: tokenCookie(token, cookieSecurity(context.env, request)) };
}

function sameToken(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Whether the post repeats its cookie's token, in the header or the form. Reads a copy of the body. */
export async function carriesCsrfToken(request: Request): Promise<boolean> {
  const cookie = csrfTokenInCookies(request.headers.get("Cookie"));
  if (!cookie) return false;
  const header = request.headers.get(CSRF_HEADER);
  if (header !== null) return isWellFormedCsrfToken(header) && sameToken(header, cookie);
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded") && !type.startsWith("multipart/form-data")) return false;
  try {
    const field = (await request.clone().formData()).get(CSRF_FIELD);
    return isWellFormedCsrfToken(field) && sameToken(field, cookie);
  } catch {
    return false;
  }
}
