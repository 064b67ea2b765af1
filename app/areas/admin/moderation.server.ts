import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { flaggedKinds } from "#api/contract/moderation-queue";
import { MODERATION_REASON_MAX_LENGTH, RECORD_ID_MAX } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { decideHeldPost, getModerationQueue, reviewFlaggedPost } from "~/platform/api-client/moderation-queue.server";
import { requireMember } from "~/platform/access/current-user.server";
import { readCursor } from "~/platform/paging/cursor.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

const notices = ["approved", "rejected", "dismissed", "hidden"] as const;

/** /admin/moderation: the site's moderation queue (decision 094), for moderators. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [t, api] = await Promise.all([getTranslator(request, "admin"), apiFor(request, context)]);
  const url = new URL(request.url);
  // Each list pages on its own (decision 097): `held` and `flagged` are their cursors.
  const pages = { held: readCursor(url, "held"), flagged: readCursor(url, "flagged") };
  const queue = await getModerationQueue(api, pages).catch((error: unknown) => {
    // A cursor that reads as one but is none shows the lists from their start.
    if (isApiError(error) && error.status === 422 && (pages.held || pages.flagged)) return getModerationQueue(api);
    throw error;
  });
  const search = url.searchParams;
  return {
    queue: queue.data,
    pages: { held: pages.held ?? null, flagged: pages.flagged ?? null },
    notice: notices.find((key) => search.get(key) === "1") ?? null,
    meta: { title: t("moderation.title"), description: t("moderation.description") },
  };
}

const decisionSchema = z.object({
  /** A held post's approval or rejection, or a flagged post's, review's or cooksnap's review. */
  intent: z.enum(["approve", "reject", "dismiss", "hide"]),
  kind: z.enum(flaggedKinds),
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
  if ((intent === "approve" || intent === "reject") && (kind === "review" || kind === "cooksnap")) {
    const t = await getTranslator(request, "admin");
    return data({ error: t("moderation.invalid"), post: null, reason: "" }, { status: 400 });
  }
  const api = await apiFor(request, context);
  try {
    if (intent === "dismiss" || intent === "hide") await reviewFlaggedPost(api, kind, post, { decision: intent });
    else if (kind === "thread" || kind === "reply") await decideHeldPost(api, kind, post, { decision: intent, ...(intent === "reject" ? { reason: reason ?? "" } : {}) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ error: result.error?.[""]?.[0] ?? error.message, post: `${kind}:${post}`, reason: reason ?? "" }, { status });
  }
  const notice = { approve: "approved", reject: "rejected", dismiss: "dismissed", hide: "hidden" }[intent];
  return redirect(`${localizePath("/admin/moderation", requestLocale(request))}?${notice}=1`, 303);
}
