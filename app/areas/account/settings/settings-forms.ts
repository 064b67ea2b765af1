import type { TFunction } from "i18next";
import { z } from "zod";
import { SEARCH_SLUG_MAX_LENGTH } from "#api/contract/limits";
import { unitSystems } from "#api/contract/measures";
import { TASTE_LIMITS } from "#api/contract/tastes";

/**
 * The settings forms' rules, shared by the browser (instant feedback) and the actions (the check
 * that counts). The profile and password forms use the account rules of app/areas/account/auth/auth-forms.ts.
 */

/** The languages a member may read recipes in. */
export const contentLanguages = ["es", "en"] as const;

export const contentLanguageSchema = (t: TFunction) => z.object({ content_language_preference: z.enum(contentLanguages, { message: t("settings:contentLanguage.required") }) });

/** How amounts read on English pages (decision 054). */
export const unitSystemSchema = (t: TFunction) => z.object({ unit_system: z.enum(unitSystems, { message: t("settings:units.required") }) });

/** The member's tastes (decision 075): chips post each chosen slug; none chosen is a valid choice. */
export const tastesSchema = (t: TFunction) => {
  const slugs = (max: number) =>
    z
      .array(z.string().trim().min(1).max(SEARCH_SLUG_MAX_LENGTH), { message: t("settings:tastes.invalid") })
      .max(max, { message: t("settings:tastes.tooMany", { max }) })
      .default([]);
  return z.object({ diets: slugs(TASTE_LIMITS.diets), dislikes: slugs(TASTE_LIMITS.dislikes), cuisines: slugs(TASTE_LIMITS.cuisines) });
};

/** A ticked box sends "on"; one left unticked sends nothing, which means false. */
export function toggleSchema(keys: readonly string[]) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.literal("on").optional()])));
}

export type ToggleSection = "notifications" | "privacy";
