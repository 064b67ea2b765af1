import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { authorizeLiveChannel } from "~/platform/api-client/notifications.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { getTranslator } from "~/platform/i18n/i18next.server";

const channelRequest = z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().max(200) });

/** The refusals the API's broadcasting auth answers, passed on with their status and message. */
const refusals = new Set([401, 403, 422, 429]);

/** pusher-js posts form fields; other clients send JSON. A body that reads as neither is undefined. */
async function requestFields(request: Request): Promise<unknown> {
  try {
    if ((request.headers.get("content-type") ?? "").includes("application/json")) return await request.json();
    return Object.fromEntries(await request.formData());
  } catch {
    return undefined;
  }
}

/**
 * The live client's authEndpoint: pusher-js posts the socket id and channel here, and the API signs
 * them for the session's member (their own channel only). The API token never leaves the server.
 * A resource route's status is a Response's: `data(…, { status })` would be sent as 200.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const current = await getCurrentUser(request, context);
  if (!current) return Response.json({ message: t("errors.status401") }, { status: 401 });
  const parsed = channelRequest.safeParse(await requestFields(request));
  if (!parsed.success) return Response.json({ message: t("errors.status422") }, { status: 422 });
  try {
    return Response.json(await authorizeLiveChannel(await apiFor(request, context), parsed.data));
  } catch (error) {
    if (isApiError(error) && error.status !== undefined && refusals.has(error.status)) return Response.json({ message: error.message }, { status: error.status });
    throw error;
  }
}
