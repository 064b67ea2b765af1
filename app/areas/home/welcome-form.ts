import type { TFunction } from "i18next";
import { z } from "zod";
import { TASTE_LIMITS } from "#api/contract/tastes";
import { SEARCH_SLUG_MAX_LENGTH } from "#api/contract/limits";

/** Cooks the onboarding offers to follow. */
export const COOKS_TO_OFFER = 6;

/** The onboarding's form (decision 071): chips post each chosen slug once; "skip" saves nothing chosen. */
export const welcomeSchema = (t: TFunction) => {
  const slugs = (max: number) =>
    z
      .array(z.string().trim().min(1).max(SEARCH_SLUG_MAX_LENGTH), { message: t("home:welcome.invalid") })
      .max(max, { message: t("home:welcome.tooMany", { max }) })
      .default([]);
  return z.object({
    intent: z.enum(["save", "skip"], { message: t("home:welcome.invalid") }),
    diets: slugs(TASTE_LIMITS.diets),
    dislikes: slugs(TASTE_LIMITS.dislikes),
    cuisines: slugs(TASTE_LIMITS.cuisines),
    follow: slugs(COOKS_TO_OFFER),
  });
};
