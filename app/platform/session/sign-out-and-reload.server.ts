import { type AppLoadContext, redirect } from "@remix-run/node";
import { cookieSecurity } from "~/platform/config/env.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getSession, sessionStorage } from "./session.server";

/** Ends the session and comes back to the same address, now as a visitor. */
export async function signOutAndReload(request: Request, context: AppLoadContext): Promise<never> {
  const session = await getSession(request, context.env);
  const url = new URL(request.url);
  throw redirect(safeRedirectPath(url.pathname + url.search), {
    headers: { "Set-Cookie": await sessionStorage(context.env).destroySession(session, cookieSecurity(context.env, request)) },
  });
}
