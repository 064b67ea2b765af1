import type { TFunction } from "i18next";
import { z } from "zod";
import { RATING_MAX, RATING_MIN, REVIEW_BODY_MAX_LENGTH } from "#api/contract/limits";

/**
 * The review form's rules, shared by the browser (instant feedback) and the action; they mirror the
 * API's `reviewBody`, which has the last word. `t` is bound to the `community` namespace. A module
 * of its own so that zod comes with the form's chunk, not with the recipe page's first load.
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
