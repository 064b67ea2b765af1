import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";
import { z } from "zod";

/** The API's limit on a review's text (api/contract/community.ts). */
export const REVIEW_BODY_MAX = 2000;

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
      .min(1, t("reviews.errors.rating"))
      .max(5, t("reviews.errors.rating")),
    body: z.string().trim().max(REVIEW_BODY_MAX, t("reviews.errors.bodyTooLong")).optional(),
  });

export type ReviewIntent = "create" | "update" | "delete";

/** What the recipe page's action answers a review form (with JavaScript; without, a redirect on success). */
export interface ReviewAnswer {
  intent: ReviewIntent | null;
  result?: SubmissionResult<string[]>;
  /** The API's confirmation, in the page's language. */
  message?: string | null;
  /** A refusal not tied to a field (delete). */
  error?: string | null;
}
