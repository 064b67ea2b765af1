import { type AppLoadContext, redirect } from "@remix-run/node";
import { getSession } from "~/auth/session.server";
import { signOutAndReload } from "~/auth/current-user.server";
import { safeRedirectPath } from "~/http/safe-redirect";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { createApiClient } from "./client.server";

/**
 * The API client a loader or action uses: in the page's language, cancelled with the request,
 * carrying the member's token. A 401 ends the session (§8) and a 419 reloads the page.
 */
export async function apiFor(request: Request, context: AppLoadContext) {
  const session = await getSession(request, context.env);
  return createApiClient({
    locale: requestLocale(request),
    t: await getTranslator(request),
    baseUrl: context.env.API_BASE_URL,
    inProcess: context.inProcessApi,
    token: session.get("token"),
    clientIp: context.clientIp,
    signal: request.signal,
    onSignedOut: () => signOutAndReload(request, context),
    onCsrfMismatch: async () => {
      const url = new URL(request.url);
      throw redirect(safeRedirectPath(url.pathname + url.search));
    },
  });
}
