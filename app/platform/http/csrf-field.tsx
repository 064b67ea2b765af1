import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { CSRF_COOKIE, CSRF_FIELD, csrfTokenInCookies, toBase64Url } from "./csrf-token";

/** The browser's token: its cookie's, or a new one it keeps in that cookie (a page that came from a cache set none). */
function browserToken(): string {
  const known = csrfTokenInCookies(document.cookie);
  if (known) return known;
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
  document.cookie = `${CSRF_COOKIE}=${token}; Path=/; SameSite=Lax${location.protocol === "https:" ? "; Secure" : ""}`;
  return token;
}

/**
 * The CSRF token for a post (docs/decisions/028): the one the root loader put in the page when it
 * did (a member's page, sign-in…), until the page has hydrated; then the browser's cookie.
 */
export function useCsrfToken(): string | null {
  const served = useRouteLoaderData<{ csrfToken: string | null }>("root")?.csrfToken ?? null;
  const [token, setToken] = useState(served);
  // Again when the root loader answers anew (sign-in and sign-out start a new token).
  useEffect(() => setToken(browserToken()), [served]);
  return token;
}

/** Inside every form that posts: its token, so the post is accepted even when the browser sends no Origin. */
export function CsrfField() {
  const token = useCsrfToken();
  return token ? <input type="hidden" name={CSRF_FIELD} value={token} /> : null;
}
