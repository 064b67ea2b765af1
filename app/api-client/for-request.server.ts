import type { AppLoadContext } from "@remix-run/node";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { createApiClient } from "./client.server";

/** The API client a loader or action uses: in the page's language, cancelled with the request. */
export async function apiFor(request: Request, context: AppLoadContext) {
  return createApiClient({
    locale: requestLocale(request),
    t: await getTranslator(request),
    baseUrl: context.env.API_BASE_URL,
    inProcess: context.inProcessApi,
    signal: request.signal,
  });
}
