import { type AppLoadContext, redirect } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import { isApiError } from "~/api-client/api-error";
import { getProfile } from "~/api-client/account.server";
import { createApiClient } from "~/api-client/client.server";
import { perRequest } from "~/http/per-request.server";
import { safeRedirectPath } from "~/http/safe-redirect";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { getSession, sessionStorage } from "./session.server";

export interface CurrentUser {
  user: AuthUser;
  token: string;
}

/** Ends the session and comes back to the same address, now as a visitor. */
export async function signOutAndReload(request: Request, context: AppLoadContext): Promise<never> {
  const session = await getSession(request, context.env);
  const url = new URL(request.url);
  throw redirect(safeRedirectPath(url.pathname + url.search), {
    headers: { "Set-Cookie": await sessionStorage(context.env).destroySession(session) },
  });
}

/**
 * The signed-in member, checked with the API once per request (so a verified e-mail or a revoked
 * token shows at once), shared by the locale layout and the page. A token the API no longer accepts
 * ends the session.
 */
export const getCurrentUser: (request: Request, context: AppLoadContext) => Promise<CurrentUser | null> = perRequest(async (request, context) => {
  const session = await getSession(request, context.env);
  const token = session.get("token");
  if (!token) return null;
  const api = createApiClient({
    locale: requestLocale(request),
    t: await getTranslator(request),
    baseUrl: context.env.API_BASE_URL,
    inProcess: context.inProcessApi,
    token,
    clientIp: context.clientIp,
    signal: request.signal,
  });
  try {
    return { user: await getProfile(api), token };
  } catch (error) {
    if (isApiError(error, 401)) return signOutAndReload(request, context);
    throw error;
  }
});

/** For loaders and actions that need a member: the guard already redirects pages, this covers posts. */
export async function requireMember(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(localizePath("/sign-in", requestLocale(request)));
  return current;
}
