import { type AppLoadContext, redirect } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import { cookieSecurity } from "~/platform/config/env.server";
import { renewedCsrfCookie } from "~/platform/session/csrf-token.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { localizePath, type Locale } from "~/platform/i18n/locales";
import { getSession, sessionStorage } from "./session.server";

/** The page after signing in: where the visitor was going, else the dashboard (or verification first). */
export function afterSignInPath(user: AuthUser, locale: Locale, redirectTo: string | null | undefined) {
  if (!user.email_verified_at) return localizePath("/auth/verify-email", locale);
  return safeRedirectPath(redirectTo, localizePath("/user/dashboard", locale));
}

/** §4: authenticated only with both token and user; stores them in the httpOnly session cookie, with a new CSRF token. */
export async function startSession(request: Request, context: AppLoadContext, auth: { token: string; user: AuthUser }, to: string) {
  const session = await getSession(request, context.env);
  session.set("token", auth.token);
  session.set("user", auth.user);
  const security = cookieSecurity(context.env, request);
  const cookies = [await sessionStorage(context.env).commitSession(session, security), renewedCsrfCookie(security)];
  return redirect(to, { headers: cookies.map((cookie) => ["Set-Cookie", cookie]) });
}

export async function endSession(request: Request, context: AppLoadContext, to: string) {
  const session = await getSession(request, context.env);
  const security = cookieSecurity(context.env, request);
  const cookies = [await sessionStorage(context.env).destroySession(session, security), renewedCsrfCookie(security)];
  return redirect(to, { headers: cookies.map((cookie) => ["Set-Cookie", cookie]) });
}
