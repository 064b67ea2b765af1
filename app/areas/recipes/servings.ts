import { SERVINGS_MAX, SERVINGS_MIN } from "#api/contract/limits";
import { describeIngredientLine, scaleIngredientLine } from "#api/contract/ingredient-line";
import type { RecipeIngredientLine } from "#api/contract/recipes";
import { lineInSystem, measuresInText, type UnitSystem } from "#api/contract/measures";
import type { Locale } from "~/platform/i18n/locales";

/**
 * A yield a cook may ask for: a whole number of servings from 1 to 100, as typed or in a link ("6",
 * " 6 ", "6.0"); undefined otherwise. Plain code rather than zod: the servings box runs it in the
 * browser, and zod on a visitor's page costs about 27 KB (docs/decisions/025).
 */
export function parseServings(raw: string): number | undefined {
  if (raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isInteger(value) && value >= SERVINGS_MIN && value <= SERVINGS_MAX ? value : undefined;
}

/** `?servings=N` of a recipe address; anything that is not a valid yield is ignored. */
export function requestedServings(searchParams: URLSearchParams): number | undefined {
  return parseServings(searchParams.get("servings") ?? "");
}

export function clampServings(servings: number): number {
  return Math.min(SERVINGS_MAX, Math.max(SERVINGS_MIN, Math.round(servings)));
}

/**
 * The ingredient lines as printed for `servings` in `unitSystem`: the API's own lines where nothing
 * changes (a member's line reads as they wrote it), rescaled and rewritten (amounts, units, plurals,
 * and the measures a note gives, "in 3 cm dice") otherwise. `locale` is the language the recipe's
 * text is in, so a line reads in one language.
 */
export function ingredientLinesFor(lines: RecipeIngredientLine[], recipeServings: number, servings: number, locale: Locale, unitSystem: UnitSystem): string[] {
  const factor = recipeServings > 0 ? servings / recipeServings : 1;
  return lines.map((line) => {
    const written = { quantity: line.quantity, unit: line.unit, name: line.ingredient?.name ?? "", note: line.note };
    const scaled = scaleIngredientLine(written, factor);
    const shown = lineInSystem(scaled, unitSystem);
    const note = line.note === null ? null : measuresInText(line.note, unitSystem, locale);
    if (shown === written && note === line.note) return line.description;
    return describeIngredientLine({ ...shown, note }, locale);
  });
}
