import { useActionData, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Review } from "#api/contract/community";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { type ReviewAnswer, reviewOutcomeOf } from "~/areas/reviews/review-outcome";
import { FormMessage } from "~/components/forms/form-message";
import { ButtonLink } from "~/components/ui/button";
import { onDemand } from "~/components/on-demand";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { ReviewItem } from "./review-item";
import { CursorPager } from "~/components/ui/cursor-pager";

/** What the recipe page's loader sends about reviews; null when the API could not say. */
export interface RecipeReviewsData {
  items: Review[];
  mine: Review | null;
  nextCursor: string | null;
  cursor: string | null;
}

export type ReviewFetcher = ReturnType<typeof useFetcher<ReviewAnswer>>;

// Only members write reviews: the forms and their validation (conform, zod) stay out of a visitor's first load.
const ReviewForm = onDemand(() => import("./review-form").then((module) => module.ReviewForm));
const MyReview = onDemand(() => import("./my-review").then((module) => module.MyReview));

/** What a fetcher brought back, once it is idle again. */
function settledAnswer(fetcher: ReviewFetcher): ReviewAnswer | undefined {
  return fetcher.state === "idle" ? fetcher.data : undefined;
}

/** The latest confirmation any of the three review fetchers brought back, for the polite live region. */
function useLastMessage(createFetcher: ReviewFetcher, updateFetcher: ReviewFetcher, deleteFetcher: ReviewFetcher) {
  const [message, setMessage] = useState<string | null>(null);
  const seen = useRef(new Set<unknown>());
  const created = settledAnswer(createFetcher);
  const updated = settledAnswer(updateFetcher);
  const deleted = settledAnswer(deleteFetcher);
  useEffect(() => {
    for (const answer of [created, updated, deleted]) {
      if (answer?.message && !seen.current.has(answer)) {
        seen.current.add(answer);
        setMessage(answer.message);
      }
    }
  }, [created, updated, deleted]);
  return message;
}

/**
 * The reviews of a recipe (`#reviews`): the reader's own first with edit and delete, the form to
 * write one (verified members who are not the author), a sign-in link for visitors, a link to
 * confirm their e-mail for members who have not (decision 029), then everyone else's,
 * newest first, with an "older" link by cursor.
 */
export function RecipeReviews({ recipe, reviews }: { recipe: { id: number; slug: string; title: string; user: { id: number } }; reviews: RecipeReviewsData | null }) {
  const { t } = useTranslation("community");
  const to = useLocalizedPath();
  const locale = useLocale();
  const user = useCurrentUser();
  const actionData = useActionData<ReviewAnswer>();
  const createFetcher = useFetcher<ReviewAnswer>({ key: `review-create:${recipe.slug}` });
  const updateFetcher = useFetcher<ReviewAnswer>({ key: `review-update:${recipe.slug}` });
  const deleteFetcher = useFetcher<ReviewAnswer>({ key: `review-delete:${recipe.slug}` });
  const [searchParams] = useSearchParams();
  // Without JavaScript a write answers with a redirect whose address says what was done.
  const outcome = user ? reviewOutcomeOf(searchParams) : undefined;
  const status = useLastMessage(createFetcher, updateFetcher, deleteFetcher) ?? (outcome ? t(`reviews.done.${outcome}`) : null);
  const myReviewHeading = useRef<HTMLHeadingElement>(null);

  const recipePath = to(`/receta/${recipe.slug}`);
  const isAuthor = user !== null && user.id === recipe.user.id;
  // A plain POST's refusal comes back as the page's action data; an enhanced one's in its fetcher.
  const answerFor = (intent: "create" | "update" | "delete", fetcher: ReviewFetcher) =>
    fetcher.data?.intent === intent ? fetcher.data : actionData?.intent === intent ? actionData : undefined;
  const createAnswer = answerFor("create", createFetcher);
  const updateAnswer = answerFor("update", updateFetcher);
  const deleteAnswer = answerFor("delete", deleteFetcher);
  const deleting = deleteFetcher.state !== "idle";
  const mine = reviews?.mine && !deleting ? reviews.mine : null;
  const showsCreateForm = reviews !== null && !mine && !deleting && user !== null && !isAuthor;
  // A refusal of a new review when the form is no longer there (409 from a second tab, 403 on one's own recipe).
  const createRefusal = showsCreateForm ? undefined : createAnswer?.result?.error?.[""]?.join(" ");
  const others = reviews?.items.filter((review) => review.id !== reviews.mine?.id) ?? [];

  // After writing a review with JavaScript, focus moves to it, as a page load would land there.
  // Keyed by the review's id, not the object: fresh loader data for the same review does not move focus again.
  const wroteOne = createFetcher.state === "idle" && createFetcher.data?.message;
  const myReviewId = mine?.id;
  useEffect(() => {
    if (wroteOne && myReviewId !== undefined) myReviewHeading.current?.focus();
  }, [wroteOne, myReviewId]);

  return (
    <section id="reviews" aria-labelledby="reviews-title" className="print-hidden scroll-mt-4 space-y-6" data-reviews>
      <h2 id="reviews-title" className="text-2xl font-semibold">
        {t("reviews.title")}
      </h2>
      <div aria-live="polite" className="empty:hidden">
        {status ? <FormMessage tone="success">{status}</FormMessage> : null}
      </div>
      {deleteAnswer?.error ? <FormMessage tone="error">{deleteAnswer.error}</FormMessage> : null}
      {createRefusal ? <FormMessage tone="error">{createRefusal}</FormMessage> : null}

      {reviews === null ? (
        <p className="rounded-xl border border-line bg-surface p-5 text-ink-muted">{t("reviews.unavailable")}</p>
      ) : (
        <>
          {mine ? (
            <MyReview review={mine} recipePath={recipePath} headingRef={myReviewHeading} updateFetcher={updateFetcher} updateAnswer={updateAnswer} deleteFetcher={deleteFetcher} />
          ) : deleting ? (
            <p className="text-ink-muted" role="status">
              {t("reviews.deleting")}
            </p>
          ) : user === null ? (
            <div className="rounded-xl border border-line bg-surface p-5">
              <p className="text-ink-muted">{t("reviews.signInHint")}</p>
              <ButtonLink to={signInHref(locale, `${recipePath}#reviews`)} className="mt-3" data-review-sign-in>
                {t("reviews.signIn")}
              </ButtonLink>
            </div>
          ) : !user.email_verified_at ? (
            <div className="rounded-xl border border-line bg-surface p-5" data-review-verify>
              <p className="text-ink-muted">{t("reviews.verifyHint")}</p>
              <ButtonLink to={to("/auth/verify-email")} className="mt-3">
                {t("reviews.verify")}
              </ButtonLink>
            </div>
          ) : isAuthor ? (
            <p className="rounded-xl border border-line bg-surface p-5 text-ink-muted">{t("reviews.ownRecipe")}</p>
          ) : (
            <div className="rounded-xl border border-line bg-surface p-5">
              <h3 className="mb-4 font-sans text-lg font-semibold">{t("reviews.form.title")}</h3>
              <ReviewForm
                id="review-create"
                action={recipePath}
                intent="create"
                fetcher={createFetcher}
                lastResult={createAnswer?.result}
                submitLabel={t("reviews.form.submit")}
                pendingLabel={t("reviews.form.submitting")}
              />
            </div>
          )}

          {others.length > 0 ? (
            <ol aria-label={t("reviews.listLabel")} className="space-y-4" data-review-list>
              {others.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} headedBy="author" flagFrom={`${recipePath}#review-${review.id}`} />
                </li>
              ))}
            </ol>
          ) : !mine && !reviews.cursor ? (
            <p className="text-ink-muted">{t("reviews.empty")}</p>
          ) : null}

          <CursorPager
            label={t("reviews.pagination")}
            cursor={reviews.cursor}
            nextCursor={reviews.nextCursor}
            firstLabel={t("reviews.newest")}
            nextLabel={t("reviews.more")}
            hash="reviews"
            nextMarker="data-more-reviews"
          />
        </>
      )}
    </section>
  );
}
