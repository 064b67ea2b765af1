import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { previewForumPost } from "~/platform/api-client/forums.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { NOT_STORED } from "~/platform/http/cache-policy";
import { translatorFor } from "~/platform/i18n/i18next.server";
import { locales } from "~/platform/i18n/locales";
import { replyFormSchema } from "./forum-form";

/** The refusals passed on as they are: the preview's rate limit above all, which the form shows and stops at. */
const refusals = new Set([401, 422, 429]);
const privateAnswer = { "Cache-Control": NOT_STORED };

/**
 * POST /resources/forum-preview (text, locale, the CSRF field): the compose forms' live preview
 * (decision 102), the same sanitised HTML as their Preview button's, as JSON. A resource route, not
 * the page's action through a fetcher: a fetcher's post makes Remix load every loader of the page
 * again, the thread's replies with them, at each pause in the typing. The locale is a field, as a
 * resource's path names none.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const locale = z.enum(locales).catch("es").parse(form.get("locale"));
  const t = await translatorFor(locale);
  if (!(await getCurrentUser(request, context))) return Response.json({ message: t("errors.status401") }, { status: 401, headers: privateAnswer });
  const parsed = replyFormSchema(t).shape.text.safeParse(form.get("text"));
  if (!parsed.success) return Response.json({ message: parsed.error.issues[0]?.message }, { status: 422, headers: privateAnswer });
  try {
    const { html } = await previewForumPost(await apiFor(request, context), parsed.data, locale);
    return Response.json({ html }, { headers: privateAnswer });
  } catch (error) {
    if (isApiError(error) && error.status !== undefined && refusals.has(error.status))
      return Response.json({ message: error.message }, { status: error.status, headers: privateAnswer });
    throw error;
  }
}
