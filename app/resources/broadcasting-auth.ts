import { type ActionFunctionArgs, data } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { authorizeLiveChannel } from "~/api-client/notifications.server";
import { getCurrentUser } from "~/auth/current-user.server";

const channelRequest = z.object({ socket_id: z.string().regex(/^\d+\.\d+$/), channel_name: z.string().max(200) });

/**
 * The live client's authEndpoint: pusher-js posts the socket id and channel here, and the API signs
 * them for the session's member (their own channel only). The API token never leaves the server.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const current = await getCurrentUser(request, context);
  if (!current) return data({ message: "Unauthenticated." }, { status: 401 });
  const contentType = request.headers.get("content-type") ?? "";
  const fields = contentType.includes("application/json") ? await request.json() : Object.fromEntries(await request.formData());
  const parsed = channelRequest.safeParse(fields);
  if (!parsed.success) return data({ message: "Invalid channel request." }, { status: 422 });
  try {
    return data(await authorizeLiveChannel(await apiFor(request, context), parsed.data));
  } catch (error) {
    if (isApiError(error)) return data({ message: error.message }, { status: error.status === 401 ? 401 : 403 });
    throw error;
  }
}
