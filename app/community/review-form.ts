import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { z } from "zod";
import { RATING_MAX, RATING_MIN, REVIEW_BODY_MAX_LENGTH } from "#api/contract/limits";

/**
 * The review form's rules, shared by the browser (instant feedback) and the action; they mirror the
 * API's `reviewBody`, which has the last word. `t` is bound to the `community` namespace.
 */
export const reviewFormSchema = (t: TFunction) =>
  z.object({
    intent: z.enum(["create", "update"]),
    review: z.number().int().positive().optional(),
    rating: z
      .number({ message: t("reviews.errors.rating") })
      .int(t("reviews.errors.rating"))
      .min(RATING_MIN, t("reviews.errors.rating"))
      .max(RATING_MAX, t("reviews.errors.rating")),
    body: z.string().trim().max(REVIEW_BODY_MAX_LENGTH, t("reviews.errors.bodyTooLong")).optional(),
  });

type ReviewIntent = "create" | "update" | "delete";

/** What a review form did, said back in the page's language (a notice; without JavaScript, `?review=` after the redirect). */
const reviewOutcomes = ["published", "updated", "deleted"] as const;
export type ReviewOutcome = (typeof reviewOutcomes)[number];
export const reviewOutcomeParameter = "review";

/** The outcome an address carries, if it is one. */
export function reviewOutcomeOf(search: URLSearchParams): ReviewOutcome | undefined {
  const value = search.get(reviewOutcomeParameter);
  return reviewOutcomes.find((outcome) => outcome === value);
}

/** What the recipe page's action answers a review form (with JavaScript; without, a redirect on success). */
export interface ReviewAnswer {
  intent: ReviewIntent | null;
  result?: SubmissionResult<string[]>;
  /** What was done, in the page's language. */
  message?: string | null;
  /** A refusal not tied to a field (delete). */
  error?: string | null;
}
