import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getEvents } from "~/platform/api-client/events.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

/** /events: the coming events, soonest first, then the latest past ones (decision 106). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "events")]);
  const [upcoming, past] = await Promise.all([getEvents(api, "upcoming"), getEvents(api, "past")]);
  const meta: LoaderMeta = { title: t("meta.title"), description: t("meta.description") };
  return { upcoming: upcoming.data, past: past.data.slice(0, 12), meta };
}
