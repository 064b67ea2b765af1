import type { TFunction } from "i18next";
import { z } from "zod";
import { SLUG_MAX_LENGTH } from "#api/contract/limits";
import { slugPattern } from "#api/contract/slug-param";

/**
 * "¿Sobre qué receta?" on the new-thread form (decision 095): a Sazón recipe's address, as a member
 * pastes it (https://…/receta/{slug}, /en/receta/{slug}), or its slug as a recipe page's link fills it in.
 * The API checks that the recipe is published.
 */
export function recipeSlugFrom(typed: string): string | undefined {
  const text = typed.trim();
  const slug = /(?:^|\/)receta\/([^/?#\s]+)\/?(?:[?#].*)?$/.exec(text)?.[1] ?? text;
  return slug.length <= SLUG_MAX_LENGTH && slugPattern.test(slug) ? slug : undefined;
}

export const recipeChoiceSchema = (t: TFunction) =>
  z
    .string()
    .trim()
    .max(2 * SLUG_MAX_LENGTH + 100, t("forums:errors.recipe"))
    .optional()
    .refine((typed) => !typed || recipeSlugFrom(typed) !== undefined, t("forums:errors.recipe"));
