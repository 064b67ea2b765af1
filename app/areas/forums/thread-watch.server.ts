import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { setForumThreadWatch } from "~/platform/api-client/forums.server";
import { requireMember } from "~/platform/access/current-user.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { watchFormSchema } from "./forum-form";
import { forumThreadPath } from "~/components/forums/forum-paths";

/** What the page reads back after saving: `?watch=saved` shows the notice to the member who saved. */
export const WATCH_SAVED_PARAM = "watch";

/**
 * The thread page's watch form (decision 087): any signed-in member sets their level (it notifies
 * nobody), then back to the form (post/redirect/get). Its answer is `watch`, apart from the reply
 * form's `result`, so a refusal shows on this form only.
 */
export async function changeWatchLevel({ request, context }: Pick<ActionFunctionArgs, "request" | "context">, key: string, formData: FormData) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request), apiFor(request, context)]);
  const submission = parseWithZod(formData, { schema: watchFormSchema(t) });
  if (submission.status !== "success") return data({ watch: submission.reply() }, { status: 400 });
  try {
    await setForumThreadWatch(api, key, submission.value.level);
  } catch (error) {
    if (!isApiError(error)) throw error;
    if (error.status === 404) throw notFound(request);
    const { result, status } = apiErrorReply(submission, error, { fields: ["level"] });
    return data({ watch: result }, { status });
  }
  throw redirect(`${localizePath(forumThreadPath(key), requestLocale(request))}?${WATCH_SAVED_PARAM}=saved#thread-watch`, 303);
}
