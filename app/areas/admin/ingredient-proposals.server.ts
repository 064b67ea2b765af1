import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { z } from "zod";
import { CURSOR_MAX_LENGTH, INGREDIENT_NAME_MAX_LENGTH, PROPOSAL_REJECTION_REASON_MAX_LENGTH, RECORD_ID_MAX } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { approveProposal, getPendingProposals, rejectProposal } from "~/platform/api-client/ingredient-proposals.server";
import { requireMember } from "~/platform/access/current-user.server";
import { apiErrorReply } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

const PER_PAGE = 20;
const cursorParam = z.string().max(CURSOR_MAX_LENGTH).optional().catch(undefined);
const notices = ["approved", "rejected"] as const;

/** /admin/ingredient-proposals: the pending queue, oldest first (decision 058). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "admin");
  const search = new URL(request.url).searchParams;
  const cursor = cursorParam.parse(search.get("cursor") ?? undefined);
  const api = await apiFor(request, context);
  let page;
  try {
    page = await getPendingProposals(api, { cursor, per_page: PER_PAGE });
  } catch (error) {
    // A cursor the API no longer reads starts the queue again.
    if (!isApiError(error, 422) || !cursor) throw error;
    page = await getPendingProposals(api, { per_page: PER_PAGE });
  }
  return {
    proposals: page.data,
    nextCursor: page.meta.next_cursor,
    notice: notices.find((key) => search.get(key) === "1") ?? null,
    meta: { title: t("proposals.title"), description: t("proposals.description") },
  };
}

const optionalText = (max: number) => z.string().trim().max(max).optional();
const proposalId = z.coerce.number().int().min(1).max(RECORD_ID_MAX);

const decisionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("approve"), proposal: proposalId, name_es: optionalText(INGREDIENT_NAME_MAX_LENGTH), name_en: optionalText(INGREDIENT_NAME_MAX_LENGTH) }),
  z.object({ intent: z.literal("reject"), proposal: proposalId, reason: optionalText(PROPOSAL_REJECTION_REASON_MAX_LENGTH) }),
]);

/** Approve (with the names as the admin leaves them) or reject (with an optional reason) one proposal. */
export async function action({ request, context }: ActionFunctionArgs) {
  // §2's guard on the action's own path: anyone but an admin is forbidden.
  await requireMember(request, context);
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  if (submission.status !== "success") {
    const t = await getTranslator(request, "admin");
    return data({ error: t("proposals.invalid"), proposal: null }, { status: 422 });
  }
  const decision = submission.value;
  const api = await apiFor(request, context);
  try {
    if (decision.intent === "approve") await approveProposal(api, decision.proposal, { name_es: decision.name_es || undefined, name_en: decision.name_en || undefined });
    else await rejectProposal(api, decision.proposal, decision.reason || undefined);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const { result, status } = apiErrorReply(submission, error, { summary: "joined" });
    return data({ error: result.error?.[""]?.[0] ?? error.message, proposal: decision.proposal }, { status });
  }
  return redirect(`${localizePath("/admin/ingredient-proposals", requestLocale(request))}?${decision.intent === "approve" ? "approved" : "rejected"}=1`, 303);
}
