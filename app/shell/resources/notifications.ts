import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { NOT_STORED } from "~/platform/http/cache-policy";
import { getTranslator, translatorFor } from "~/platform/i18n/i18next.server";
import { locales } from "~/platform/i18n/locales";
import { listBellNotifications } from "~/areas/notifications/member-notifications.server";

const bellQuery = z.object({ locale: z.enum(locales) });
const privateAnswer = { headers: { "Cache-Control": NOT_STORED } };

/**
 * GET /resources/notifications?locale=es|en: the member's newest notifications as §7's list answers
 * them, in the language asked for, for the live client to read once its channel listens (what was
 * created before then was sent to nobody). A visitor gets 401; a failing API 503, and the bell keeps
 * what it has.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const parsed = bellQuery.safeParse({ locale: new URL(request.url).searchParams.get("locale") ?? undefined });
  if (!parsed.success) return Response.json({ message: (await getTranslator(request))("errors.status422") }, { status: 400, ...privateAnswer });
  // Worded in the language the client asked for: a resource's path names none.
  const t = await translatorFor(parsed.data.locale);
  if (!(await getCurrentUser(request, context))) return Response.json({ message: t("errors.status401") }, { status: 401, ...privateAnswer });
  try {
    return Response.json(await listBellNotifications(await apiFor(request, context), parsed.data.locale), privateAnswer);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return Response.json({ message: error.message }, { status: 503, ...privateAnswer });
  }
}
