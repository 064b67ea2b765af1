import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import type { Review } from "#api/contract/community";
import type { ReviewAnswer } from "~/areas/reviews/review-outcome";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { CsrfField } from "~/platform/http/csrf-field";
import { ENHANCED_FIELD } from "~/platform/http/enhanced-form";
import { useHydrated } from "~/platform/http/use-hydrated";
import type { ReviewFetcher } from "./recipe-reviews";
import { ReviewForm } from "./review-form";
import { ReviewItem } from "./review-item";

/** The reader's own review, with the form to edit it and a confirmed delete: loaded on demand, only its author sees it (decision 082). */
export function MyReview({
  review,
  recipePath,
  headingRef,
  updateFetcher,
  updateAnswer,
  deleteFetcher,
}: {
  review: Review;
  recipePath: string;
  headingRef: RefObject<HTMLHeadingElement>;
  updateFetcher: ReviewFetcher;
  updateAnswer: ReviewAnswer | undefined;
  deleteFetcher: ReviewFetcher;
}) {
  const { t } = useTranslation("community");
  const hydrated = useHydrated();
  return (
    <div className="space-y-3" data-my-review={review.id}>
      <h3 id="my-review-title" ref={headingRef} tabIndex={-1} className="font-sans text-lg font-semibold focus:outline-none">
        {t("reviews.yours")}
      </h3>
      <ReviewItem review={review} headedBy="author">
        <div className="mt-4 space-y-3 border-t border-line pt-4">
          <details key={review.updated_at} open={updateAnswer?.result?.status === "error" || undefined}>
            <summary className="inline-flex min-h-11 cursor-pointer list-none items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft [&::-webkit-details-marker]:hidden">
              {t("reviews.edit")}
            </summary>
            <div className="mt-4">
              <ReviewForm
                id={`review-edit-${review.id}`}
                action={recipePath}
                intent="update"
                reviewId={review.id}
                defaultValue={{ rating: String(review.rating), body: review.body }}
                fetcher={updateFetcher}
                lastResult={updateAnswer?.result}
                submitLabel={t("reviews.form.update")}
                pendingLabel={t("reviews.form.saving")}
              />
            </div>
          </details>
          <ConfirmAction label={t("reviews.delete")} question={t("reviews.deleteQuestion")} cancelLabel={t("reviews.deleteCancel")}>
            <deleteFetcher.Form method="post" action={recipePath} preventScrollReset>
              <CsrfField />
              <input type="hidden" name="intent" value="delete" />
              <input type="hidden" name="review" value={review.id} />
              {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}
              <button
                type="submit"
                className="inline-flex min-h-11 items-center rounded-lg border-2 border-danger bg-surface px-4 font-semibold text-danger hover:bg-accent-soft"
                data-delete-review
              >
                {t("reviews.deleteConfirm")}
              </button>
            </deleteFetcher.Form>
          </ConfirmAction>
        </div>
      </ReviewItem>
    </div>
  );
}
