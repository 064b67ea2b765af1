import { z } from "zod";
import { SERVINGS_MAX, SERVINGS_MIN } from "#api/contract/limits";
import { describeIngredientLine, scaleIngredientLine } from "#api/contract/ingredient-line";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import type { Locale } from "~/i18n/locales";

/** A yield a cook may ask for: a whole number of servings from 1 to 100. */
export const servingsValue = z.coerce.number().int().min(SERVINGS_MIN).max(SERVINGS_MAX);

/** `?servings=N` of a recipe address; anything that is not a valid yield is ignored. */
export function requestedServings(searchParams: URLSearchParams): number | undefined {
  const raw = searchParams.get("servings");
  if (raw === null || raw.trim() === "") return undefined;
  const parsed = servingsValue.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}

export function clampServings(servings: number): number {
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(servings)));
}

/**
 * The ingredient lines as printed for `servings`: the API's own lines for the recipe's yield,
 * rescaled and rewritten (amounts, units and plurals) for any other.
 */
export function ingredientLinesFor(lines: RecipeIngredientLine[], recipeServings: number, servings: number, locale: Locale): string[] {
  if (servings === recipeServings || recipeServings <= 0) return lines.map((line) => line.description);
  const factor = servings / recipeServings;
  return lines.map((line) =>
    describeIngredientLine(scaleIngredientLine({ quantity: line.quantity, unit: line.unit, name: line.ingredient?.name ?? "", note: line.note }, factor), locale),
  );
}
