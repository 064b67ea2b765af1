/**
 * The names the web's CSRF token travels under (docs/decisions/028), shared by the forms that send
 * it and the server that checks it (app/platform/session/csrf-token.server.ts).
 */
export const CSRF_FIELD = "csrf";
/** For a script's post that carries no form body. */
export const CSRF_HEADER = "X-CSRF-Token";
/** Readable by page scripts on purpose: a form filled in the browser copies it, as Sanctum's XSRF-TOKEN. */
export const CSRF_COOKIE = "csrf";

/** 32 random bytes in base64url: what both the server and the browser make. */
const WELL_FORMED = /^[A-Za-z0-9_-]{43}$/;

export function isWellFormedCsrfToken(value: unknown): value is string {
  return typeof value === "string" && WELL_FORMED.test(value);
}

/** The token cookie's value in a Cookie header (or `document.cookie`), when there is a well-formed one. */
export function csrfTokenInCookies(cookies: string | null | undefined): string | null {
  for (const pair of (cookies ?? "").split(";")) {
    const [name, value] = pair.trim().split("=", 2);
    if (name === CSRF_COOKIE && isWellFormedCsrfToken(value)) return value;
  }
  return null;
}

export function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
