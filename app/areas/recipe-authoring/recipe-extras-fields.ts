import type { TFunction } from "i18next";
import { z } from "zod";
import {
  RECIPE_EQUIPMENT_ITEM_MAX_LENGTH,
  RECIPE_EQUIPMENT_MAX,
  RECIPE_NOTES_MAX_LENGTH,
  RECIPE_SOURCE_MAX_LENGTH,
  RECIPE_URL_MAX_LENGTH,
  RECIPE_YIELD_MAX_LENGTH,
} from "#api/contract/limits";
import type { AuthoredRecipe, AuthoredRecipeInput } from "#api/contract/recipe-authoring";
import { optionalText } from "./recipe-text-rules";

/**
 * The form's rules for the fields cooks expect beside the method (decision 078): notes and tips,
 * what the recipe makes, its tools (one per line in a text box, so it works without JavaScript)
 * and its credit. The API has the same limits and the last word.
 */

/** The tools typed one per line: blank lines dropped. */
const equipmentLines = (text: string | undefined) =>
  (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

export const recipeExtrasSchema = (t: TFunction) => ({
  notes: optionalText(t, RECIPE_NOTES_MAX_LENGTH),
  recipe_yield: optionalText(t, RECIPE_YIELD_MAX_LENGTH),
  equipment: optionalText(t, RECIPE_EQUIPMENT_MAX * (RECIPE_EQUIPMENT_ITEM_MAX_LENGTH + 2))
    .refine((text) => equipmentLines(text).length <= RECIPE_EQUIPMENT_MAX, t("recipe-authoring:errors.tooManyLines", { max: RECIPE_EQUIPMENT_MAX }))
    .refine(
      (text) => equipmentLines(text).every((line) => line.length <= RECIPE_EQUIPMENT_ITEM_MAX_LENGTH),
      t("recipe-authoring:errors.lineTooLong", { max: RECIPE_EQUIPMENT_ITEM_MAX_LENGTH }),
    ),
  source_name: optionalText(t, RECIPE_SOURCE_MAX_LENGTH),
  source_url: z
    .string()
    .trim()
    .max(RECIPE_URL_MAX_LENGTH, t("recipe-authoring:errors.tooLong", { max: RECIPE_URL_MAX_LENGTH }))
    // Not zod's url(), which takes any scheme ("javascript:"): the API takes only web addresses.
    .refine(isWebAddress, t("recipe-authoring:errors.link"))
    .optional(),
});

type ExtrasValue = { [Key in keyof ReturnType<typeof recipeExtrasSchema>]?: string };

/** The API body's part for these fields. */
export function extrasToApi(value: ExtrasValue): Pick<AuthoredRecipeInput, "notes" | "recipe_yield" | "equipment" | "source_name" | "source_url"> {
  return {
    notes: value.notes ?? "",
    recipe_yield: value.recipe_yield ?? "",
    equipment: equipmentLines(value.equipment),
    source_name: value.source_name ?? "",
    source_url: value.source_url || null,
  };
}

/** The form's starting values for these fields from the recipe as its author edits it. */
export function extrasFromRecipe(recipe: AuthoredRecipe) {
  return {
    notes: recipe.notes,
    recipe_yield: recipe.recipe_yield,
    equipment: recipe.equipment.join("\n"),
    source_name: recipe.source_name,
    source_url: recipe.source_url ?? "",
  };
}
