import { type AppLoadContext, redirect } from "@remix-run/node";
import type { z } from "zod";
import { getSession } from "~/platform/session/session.server";
import { signOutAndReload } from "~/platform/session/sign-out-and-reload.server";
import { perRequest } from "~/platform/http/per-request.server";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { type ApiClient, createApiClient } from "./client.server";

/**
 * The API client a loader or action uses: in the page's language, cancelled with the request,
 * carrying the member's token. A 401 ends the session (§8) and a 419 reloads the page. One per page
 * request, and the same read asked twice (the bell's notifications by the layout and by
 * /notifications) is one call.
 */
export const apiFor = perRequest(async (request: Request, context: AppLoadContext) => {
  const session = await getSession(request, context.env);
  return sharingReads(
    createApiClient({
      locale: requestLocale(request),
      t: await getTranslator(request),
      baseUrl: context.env.API_BASE_URL,
      inProcess: context.inProcessApi,
      token: session.get("token"),
      clientIp: context.clientIp,
      signal: request.signal,
      onCacheTags: context.cacheTags && ((tags) => tags.forEach((tag) => context.cacheTags!.add(tag))),
      onSignedOut: () => signOutAndReload(request, context),
      onCsrfMismatch: async () => {
        const url = new URL(request.url);
        throw redirect(safeRedirectPath(url.pathname + url.search));
      },
    }),
  );
});

/** GET answers kept for the client's life (one request); any other call may change them, so it forgets them. */
function sharingReads(client: ApiClient): ApiClient {
  const answers = new Map<z.ZodType, Map<string, Promise<unknown>>>();
  const forgetting =
    <A extends unknown[], R>(call: (...args: A) => Promise<R>) =>
    (...args: A) => {
      answers.clear();
      return call(...args);
    };
  return {
    ...client,
    get: <T extends z.ZodType>(path: string, schema: T, query?: Parameters<ApiClient["get"]>[2]) => {
      let bySchema = answers.get(schema);
      if (!bySchema) answers.set(schema, (bySchema = new Map()));
      const key = `${path}?${JSON.stringify(query ?? {})}`;
      let answer = bySchema.get(key) as Promise<z.infer<T>> | undefined;
      if (!answer) bySchema.set(key, (answer = client.get(path, schema, query)));
      return answer;
    },
    post: forgetting(client.post),
    put: forgetting(client.put),
    patch: forgetting(client.patch),
    delete: forgetting(client.delete),
  };
}
