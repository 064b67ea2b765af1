import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { MARK_READ_MAX_IDS, MAX_PAGE, NOTIFICATIONS_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { listNotifications, markAllNotificationsRead, markNotificationsRead } from "~/platform/api-client/notifications.server";
import { getCurrentUser, requireMember } from "~/platform/access/current-user.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import type { MarkReadAnswer } from "./mark-read-forms";
import { fromListed } from "~/platform/live/notification-state";

const pageQuery = z.object({ page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1) });

/** /notifications: §2 lists it as public, so a visitor gets a sign-in prompt instead of a redirect. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getTranslator(request);
  const meta = { title: t("notifications.page.title"), description: t("notifications.page.description") };
  const current = await getCurrentUser(request, context);
  if (!current) return { signedIn: false as const, meta };
  const { page } = pageQuery.parse(Object.fromEntries(new URL(request.url).searchParams));
  const answer = await listNotifications(await apiFor(request, context), { page, perPage: NOTIFICATIONS_PER_PAGE });
  return {
    signedIn: true as const,
    items: answer.data.map(fromListed),
    page: answer.meta.current_page,
    lastPage: answer.meta.last_page,
    unread: answer.meta.unread_count,
    meta,
  };
}

const markForm = z.object({
  intent: z.enum(["mark-read", "mark-all-read"]),
  id: z.array(z.string().uuid()).max(MARK_READ_MAX_IDS).default([]),
  redirectTo: z.string().optional(),
});

/**
 * Marks one or all read. A hydrated page's fetcher gets `{ok, unread}` (or a failure to roll back,
 * §4); a plain form post goes back where it came from.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const form = await request.formData();
  const parsed = markForm.safeParse({ intent: form.get("intent"), id: form.getAll("id"), redirectTo: form.get("redirectTo") ?? undefined });
  const t = await getTranslator(request);
  if (!parsed.success || (parsed.data.intent === "mark-read" && parsed.data.id.length === 0)) {
    return data<MarkReadAnswer>({ ok: false, message: t("notifications.failed") }, { status: 422 });
  }
  const { intent, id, redirectTo } = parsed.data;
  const api = await apiFor(request, context);
  let answer: MarkReadAnswer;
  try {
    const unread = intent === "mark-all-read" ? await markAllNotificationsRead(api) : await markNotificationsRead(api, id);
    answer = { ok: true, unread };
  } catch (error) {
    if (!isApiError(error)) throw error;
    answer = { ok: false, message: error.message || t("notifications.failed") };
  }
  if (isEnhancedSubmission(form)) return data(answer, { status: answer.ok ? 200 : 502 });
  return redirect(safeRedirectPath(redirectTo, localizePath("/notifications", requestLocale(request))));
}
