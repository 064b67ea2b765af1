import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, redirect } from "@remix-run/node";
import { z } from "zod";
import { isApiError } from "~/platform/api-client/api-error";
import { createReview, deleteReview, updateReview } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getCurrentUser, requirePublisher } from "~/platform/access/current-user.server";
import { signInHref } from "~/platform/access/sign-in-link";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { type ReviewAnswer, type ReviewOutcome, reviewOutcomeParameter } from "./review-outcome";
import { reviewFormSchema } from "./review-form-schema";

const reviewFields = ["rating", "body"];
const reviewId = z.coerce.number().int().positive();

/**
 * The recipe page's action: write, change or delete one's review. Without JavaScript it answers a
 * success with a redirect back to the reviews (a reload never posts twice); the enhanced forms get
 * data, and Remix reloads the list. A refusal (§8: 422 per field, 409, 403…) comes back in the
 * page's language with what was typed.
 */
export async function reviewAction({ request, params, context }: ActionFunctionArgs) {
  const slug = requireSlug(request, params.slug);
  const recipePath = localizePath(`/receta/${slug}`, requestLocale(request));
  const reviewsPath = `${recipePath}#reviews`;
  // Without JavaScript, what happened travels in the address the answer sends back to (the page says it).
  const doneAt = (outcome: ReviewOutcome) => `${recipePath}?${new URLSearchParams({ [reviewOutcomeParameter]: outcome })}#reviews`;
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(signInHref(requestLocale(request), reviewsPath), 303);

  const formData = await request.formData();
  const enhanced = isEnhancedSubmission(formData);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "community")]);

  if (formData.get("intent") === "delete") {
    const id = reviewId.safeParse(formData.get("review"));
    if (!id.success) return data<ReviewAnswer>({ intent: "delete", error: (await getTranslator(request))("errors.status422") }, { status: 400 });
    try {
      await deleteReview(api, id.data);
      if (!enhanced) throw redirect(doneAt("deleted"), 303);
      return data<ReviewAnswer>({ intent: "delete", message: t("reviews.done.deleted"), error: null });
    } catch (error) {
      if (!isApiError(error)) throw error;
      return data<ReviewAnswer>({ intent: "delete", error: error.message }, { status: error.status ?? 503 });
    }
  }

  // Writing or changing a review publishes it: a member who has not confirmed their address does that first.
  await requirePublisher(request, context, reviewsPath);
  const submission = parseWithZod(formData, { schema: reviewFormSchema(t) });
  const intent = formData.get("intent") === "update" ? "update" : "create";
  if (submission.status !== "success") return data<ReviewAnswer>({ intent, result: submission.reply() }, { status: 400 });
  const { rating, body = "", review } = submission.value;
  try {
    const outcome: ReviewOutcome = submission.value.intent === "update" && review !== undefined ? "updated" : "published";
    if (outcome === "updated") await updateReview(api, review!, { rating, body });
    else await createReview(api, slug, { rating, body });
    if (!enhanced) throw redirect(doneAt(outcome), 303);
    return data<ReviewAnswer>({ intent, result: submission.reply({ resetForm: intent === "create" }), message: t(`reviews.done.${outcome}`) });
  } catch (error) {
    if (!isApiError(error)) throw error;
    // A 422 about the form's own fields shows beside them; anything else (409, 403…) above the form.
    return replyToApiError(submission, error, { fields: reviewFields, fieldErrors: "when-on-fields" }, { intent });
  }
}
