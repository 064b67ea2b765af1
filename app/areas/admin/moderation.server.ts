import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { heldPostKinds } from "#api/contract/moderation-queue";
import { MODERATION_REASON_MAX_LENGTH, RECORD_ID_MAX } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { decideHeldPost, getModerationQueue, reviewFlaggedPost } from "~/platform/api-client/moderation-queue.server";
import { requireMember } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

const notices = ["approved", "rejected", "dismissed", "hidden"] as const;

/** /admin/moderation: the site's moderation queue (decision 094), for moderators. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request, "admin"), apiFor(request, context)]);
  const queue = await getModerationQueue(api);
  const search = new URL(request.url).searchParams;
  return {
    queue: queue.data,
    notice: notices.find((key) => search.get(key) === "1") ?? null,
    meta: { title: t("moderation.title"), description: t("moderation.description") },
  };
}

const decisionSchema = z.object({
  /** A held post's approval or rejection, or a flagged post's review. */
  intent: z.enum(["approve", "reject", "dismiss", "hide"]),
  kind: z.enum(heldPostKinds),
  post: z.coerce.number().int().min(1).max(RECORD_ID_MAX),
  // The API says what a reason must be, in the page's language; this only bounds what is read.
  reason: z
    .string()
    .max(MODERATION_REASON_MAX_LENGTH * 2)
    .optional(),
});

/** One click: approve, or reject with a reason; back to the queue (post/redirect/get). A refusal shows on that post's form with the reason typed. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  if (submission.status !== "success") {
    const t = await getTranslator(request, "admin");
    return data({ error: t("moderation.invalid"), post: null, reason: "" }, { status: 400 });
  }
  const { intent, kind, post, reason } = submission.value;
  const api = await apiFor(request, context);
  try {
    if (intent === "dismiss" || intent === "hide") await reviewFlaggedPost(api, kind, post, { decision: intent });
    else await decideHeldPost(api, kind, post, { decision: intent, ...(intent === "reject" ? { reason: reason ?? "" } : {}) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ error: result.error?.[""]?.[0] ?? error.message, post: `${kind}:${post}`, reason: reason ?? "" }, { status });
  }
  const notice = { approve: "approved", reject: "rejected", dismiss: "dismissed", hide: "hidden" }[intent];
  return redirect(`${localizePath("/admin/moderation", requestLocale(request))}?${notice}=1`, 303);
}
