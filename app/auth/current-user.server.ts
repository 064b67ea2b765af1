import { type AppLoadContext, redirect } from "@remix-run/node";
import type { AuthUser } from "#api/contract/auth";
import { isApiError } from "~/api-client/api-error";
import { cookieSecurity } from "~/config/env.server";
import { getProfile } from "~/api-client/account.server";
import { createApiClient } from "~/api-client/client.server";
import { perRequest } from "~/http/per-request.server";
import { safeRedirectPath } from "~/http/safe-redirect";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { decideAccess, decidePublishing } from "./access-rules";
import { enforce, visitorOf } from "./guard.server";
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
    headers: { "Set-Cookie": await sessionStorage(context.env).destroySession(session, cookieSecurity(context.env, request)) },
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

/**
 * For loaders and actions that need a member. The locale layout's guard covers page loads, but an
 * action runs before (and without) the layout's loader, so §2's rules are applied here again: an
 * unverified member posting to a members' page goes to confirm their address (decision 029).
 */
export async function requireMember(request: Request, context: AppLoadContext): Promise<CurrentUser> {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const { pathname } = new URL(request.url);
  enforce(decideAccess(pathname, visitorOf(current.user)), requestLocale(request), pathname, { status: 303 });
  return current;
}

/**
 * For a page's action that publishes or notifies (a review, a follow): a visitor goes to sign in
 * and comes back to `returnPath`; an unverified member goes to confirm their address (decision 029).
 */
export async function requirePublisher(request: Request, context: AppLoadContext, returnPath: string): Promise<CurrentUser> {
  const current = await getCurrentUser(request, context);
  enforce(decidePublishing(visitorOf(current?.user)), requestLocale(request), returnPath, { status: 303 });
  return current!;
}
