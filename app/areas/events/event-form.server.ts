import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import type { EventInput } from "#api/contract/events";
import { RECORD_ID_MAX } from "#api/contract/limits";
import { can } from "#api/contract/permissions";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { createEvent, getManagedEvents, updateEvent } from "~/platform/api-client/events.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getCurrentUser, requireMember } from "~/platform/access/current-user.server";
import { visitorOf } from "~/platform/access/guard.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { eventFields, eventFormSchema, recipeSlugsOf } from "./event-form-schema";
import { manageEventsPath } from "~/components/events/event-time";

const idParam = z.coerce.number().int().min(1).max(RECORD_ID_MAX);

/** The event's id on the edit page; undefined on the new one; a malformed id is no such page. */
function editedId(request: Request, id: string | undefined): number | undefined {
  if (id === undefined) return undefined;
  const parsed = idParam.safeParse(id);
  if (!parsed.success) throw notFound(request);
  return parsed.data;
}

/**
 * /events/manage/new and /events/manage/{id}/edit (public, §2): a visitor is invited to sign in, a
 * member without the host role is told they need it; a host gets the form (empty, or the event as
 * saved, its times in its zone).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = editedId(request, params.id);
  const [current, t] = await Promise.all([getCurrentUser(request, context), getTranslator(request, "events")]);
  const meta: LoaderMeta = { title: t(id === undefined ? "form.newTitle" : "form.editTitle"), description: t("manage.description"), noindex: true };
  const visitor = visitorOf(current?.user);
  if (!visitor.signedIn) return { state: "visitor" as const, event: null, meta };
  if (!can(visitor, "host:event")) return { state: "no-role" as const, event: null, meta };
  if (id === undefined) return { state: "host" as const, event: null, meta };
  const event = (await getManagedEvents(await apiFor(request, context))).find((one) => one.id === id);
  if (!event) throw notFound(request);
  return { state: "host" as const, event, meta };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const id = editedId(request, params.id);
  const locale = requestLocale(request);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(await request.formData(), { schema: eventFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const value = submission.value;
  const input: EventInput = {
    ...value,
    place: value.mode === "in_person" ? value.place || null : null,
    online_url: value.mode === "online" ? value.online_url || null : null,
    recipes: recipeSlugsOf(value.recipes),
  };
  try {
    if (id === undefined) await createEvent(api, input);
    else await updateEvent(api, id, input);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    return replyToApiError(submission, error, { fields: eventFields });
  }
  return redirect(`${localizePath(manageEventsPath, locale)}?done=${id === undefined ? "created" : "saved"}`, 303);
}
