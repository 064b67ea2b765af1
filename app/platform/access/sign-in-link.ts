import { type Locale, localizePath } from "~/platform/i18n/locales";

/** `path` with the address to come back to afterwards (`?redirectTo=`, which the sign-in form carries on). */
export function withReturnAddress(path: string, returnTo: string): string {
  return `${path}?${new URLSearchParams({ redirectTo: returnTo })}`;
}

/**
 * "Sign in and come back": the sign-in page in `locale`, returning to `returnTo` (a same-site path,
 * checked again after signing in) once the member has signed in. For the browser and the server alike.
 */
export function signInHref(locale: Locale, returnTo: string): string {
  return withReturnAddress(localizePath("/sign-in", locale), returnTo);
}
