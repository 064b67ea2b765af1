import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { can } from "#api/contract/permissions";
import { isApiError } from "~/platform/api-client/api-error";
import { cancelEvent, getEventAttendees, getManagedEvents } from "~/platform/api-client/events.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getCurrentUser, requireMember } from "~/platform/access/current-user.server";
import { visitorOf } from "~/platform/access/guard.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { manageEventsPath } from "~/components/events/event-time";

const doneParam = z.enum(["created", "saved", "cancelled"]).nullable().catch(null);

/**
 * /events/manage (public, §2): a visitor is told what it is for and invited to sign in; a member
 * without the host role, that hosting needs it; a host sees their events (an admin, every event)
 * with who comes and who waits.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const [current, t] = await Promise.all([getCurrentUser(request, context), getTranslator(request, "events")]);
  const meta: LoaderMeta = { title: t("manage.title"), description: t("manage.description"), noindex: true };
  const visitor = visitorOf(current?.user);
  if (!visitor.signedIn) return { state: "visitor" as const, events: [], meta, done: null };
  if (!can(visitor, "host:event")) return { state: "no-role" as const, events: [], meta, done: null };
  const api = await apiFor(request, context);
  const events = await getManagedEvents(api);
  const guests = await Promise.all(events.map((event) => getEventAttendees(api, event.id)));
  const done = doneParam.parse(new URL(request.url).searchParams.get("done"));
  return { state: "host" as const, events: events.map((event, index) => ({ ...event, guests: guests[index]! })), meta, done };
}

const cancelSchema = z.object({ intent: z.literal("cancel"), id: z.coerce.number().int().min(1).max(RECORD_ID_MAX) });

/** Cancels one of the host's events (the API checks it is theirs, or that they are an admin); the guests are told. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const locale = requestLocale(request);
  const parsed = cancelSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: "invalid" }, { status: 400 });
  const api = await apiFor(request, context);
  try {
    await cancelEvent(api, parsed.data.id);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ error: error.message }, { status: error.status ?? 503 });
  }
  return redirect(`${localizePath(manageEventsPath, locale)}?done=cancelled`, 303);
}
