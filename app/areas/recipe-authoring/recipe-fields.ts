import type { TFunction } from "i18next";
import { z } from "zod";
import {
  CALORIES_MAX,
  INGREDIENT_LINE_MAX_LENGTH,
  MINUTES_MAX,
  RECIPE_CATEGORIES_MAX,
  RECIPE_DESCRIPTION_MAX_LENGTH,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_SECTION_NAME_MAX_LENGTH,
  RECIPE_SOURCE_MAX_LENGTH,
  RECIPE_STEP_MAX_LENGTH,
  RECIPE_STEPS_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX_LENGTH,
  RECIPE_URL_MAX_LENGTH,
  SERVINGS_MAX,
  SERVINGS_MIN,
} from "#api/contract/limits";
import type { AuthoredRecipe, AuthoredRecipeInput } from "#api/contract/recipe-authoring";
import type { RecipeImportDraft } from "#api/contract/recipe-imports";
import { difficultyValues } from "#api/contract/search-words";
import { hasForbiddenCharacters } from "#api/contract/text";
import { extrasFromRecipe, extrasToApi, recipeExtrasSchema } from "./recipe-extras-fields";
import { optionalText as text } from "./recipe-text-rules";

/**
 * The recipe form's rules (decision 056), shared by the browser and the actions, with the API's
 * limits (api/contract/limits.ts); the API has the last word. Field names are the API body's
 * (`ingredients[0].line`, `step_sections[1].steps[0].text`), so a 422's `ingredients.0.line` lands
 * beside its row. Empty rows are allowed in the form and dropped before the API sees them.
 */
const whole = (t: TFunction, min: number, max: number) =>
  z
    .number({ message: t("recipe-authoring:errors.number") })
    .int(t("recipe-authoring:errors.number"))
    .min(min, t("recipe-authoring:errors.between", { min, max }))
    .max(max, t("recipe-authoring:errors.between", { min, max }));

/** The main photo's file input: the action sends the file to the API and puts its address in `featured_image_url`. */
export const MAIN_PHOTO_FILE_FIELD = "featured_photo";
/** The box that takes the recipe's main photo away. */
export const REMOVE_MAIN_PHOTO_FIELD = "remove_featured_photo";

export const recipeFormSchema = (t: TFunction) =>
  z.object({
    title: z
      .string({ message: t("recipe-authoring:errors.titleRequired") })
      .trim()
      .min(1, t("recipe-authoring:errors.titleRequired"))
      .max(RECIPE_TITLE_MAX_LENGTH, t("recipe-authoring:errors.tooLong", { max: RECIPE_TITLE_MAX_LENGTH }))
      .refine((value) => !hasForbiddenCharacters(value), t("recipe-authoring:errors.characters")),
    description: text(t, RECIPE_DESCRIPTION_MAX_LENGTH),
    servings: whole(t, SERVINGS_MIN, SERVINGS_MAX),
    prep_minutes: whole(t, 0, MINUTES_MAX).optional(),
    cook_minutes: whole(t, 0, MINUTES_MAX).optional(),
    active_minutes: whole(t, 0, MINUTES_MAX).optional(),
    total_minutes: whole(t, 0, MINUTES_MAX).optional(),
    difficulty: z.enum(difficultyValues, { message: t("recipe-authoring:errors.difficulty") }),
    categories: z
      .array(z.string().trim().max(100))
      .max(RECIPE_CATEGORIES_MAX, t("recipe-authoring:errors.tooMany", { max: RECIPE_CATEGORIES_MAX }))
      .optional(),
    tags: z
      .array(z.string().trim().max(100))
      .max(RECIPE_TAGS_MAX, t("recipe-authoring:errors.tooMany", { max: RECIPE_TAGS_MAX }))
      .optional(),
    video_url: z
      .string()
      .trim()
      .max(RECIPE_URL_MAX_LENGTH, t("recipe-authoring:errors.tooLong", { max: RECIPE_URL_MAX_LENGTH }))
      .url(t("recipe-authoring:errors.link"))
      .optional(),
    featured_image_url: z.string().trim().max(RECIPE_URL_MAX_LENGTH).optional(),
    [REMOVE_MAIN_PHOTO_FIELD]: z.boolean().optional(),
    ingredients: z
      .array(z.object({ line: text(t, INGREDIENT_LINE_MAX_LENGTH) }).optional())
      .max(RECIPE_INGREDIENTS_MAX, t("recipe-authoring:errors.tooMany", { max: RECIPE_INGREDIENTS_MAX }))
      .optional(),
    step_sections: z
      .array(
        z
          .object({
            name: text(t, RECIPE_SECTION_NAME_MAX_LENGTH),
            steps: z
              .array(z.object({ text: text(t, RECIPE_STEP_MAX_LENGTH), image_url: z.string().trim().max(RECIPE_URL_MAX_LENGTH).optional() }).optional())
              .max(RECIPE_STEPS_MAX, t("recipe-authoring:errors.tooMany", { max: RECIPE_STEPS_MAX }))
              .optional(),
          })
          .optional(),
      )
      .max(RECIPE_STEPS_MAX, t("recipe-authoring:errors.tooMany", { max: RECIPE_STEPS_MAX }))
      .optional(),
    calories: whole(t, 0, CALORIES_MAX).optional(),
    ...recipeExtrasSchema(t),
  });
export type RecipeFormValue = z.infer<ReturnType<typeof recipeFormSchema>>;

/** What the form starts with when nothing is typed yet: one ingredient row, one section with one step. */
export const emptyRecipeForm = {
  servings: "4",
  difficulty: "easy",
  ingredients: [{ line: "" }],
  step_sections: [{ name: "", steps: [{ text: "" }] }],
};

/** Row positions kept when empty rows are dropped: the API's `ingredients.1` is the form's `kept[1]`. */
interface KeptRows {
  ingredients: number[];
  steps: Array<{ section: number; steps: number[] }>;
}

/** The API body for a valid form, and where each sent row came from. */
export function toApiInput(value: RecipeFormValue, language: "es" | "en"): { input: AuthoredRecipeInput; kept: KeptRows } {
  const kept: KeptRows = { ingredients: [], steps: [] };
  const ingredients: Array<{ line: string }> = [];
  (value.ingredients ?? []).forEach((row, index) => {
    if (!row?.line) return;
    kept.ingredients.push(index);
    ingredients.push({ line: row.line });
  });
  const sections: NonNullable<AuthoredRecipeInput["step_sections"]> = [];
  (value.step_sections ?? []).forEach((section, sectionIndex) => {
    if (!section) return;
    const keptSteps: number[] = [];
    const steps: Array<{ text: string; image_url: string | null }> = [];
    (section.steps ?? []).forEach((step, stepIndex) => {
      if (!step?.text) return;
      keptSteps.push(stepIndex);
      steps.push({ text: step.text, image_url: step.image_url || null });
    });
    if (steps.length === 0 && !section.name) return;
    kept.steps.push({ section: sectionIndex, steps: keptSteps });
    sections.push({ name: section.name || null, steps });
  });
  const input: AuthoredRecipeInput = {
    language,
    title: value.title,
    description: value.description ?? "",
    servings: value.servings,
    prep_minutes: value.prep_minutes ?? 0,
    cook_minutes: value.cook_minutes ?? 0,
    active_minutes: value.active_minutes ?? 0,
    total_minutes: value.total_minutes ?? 0,
    difficulty: value.difficulty,
    categories: value.categories ?? [],
    tags: value.tags ?? [],
    video_url: value.video_url || null,
    featured_image_url: value[REMOVE_MAIN_PHOTO_FIELD] ? null : value.featured_image_url || null,
    ingredients,
    step_sections: sections,
    nutrition: value.calories === undefined ? null : { calories: value.calories },
    ...extrasToApi(value),
  };
  return { input, kept };
}

/** The API's 422 field ("step_sections.0.steps.1.text") as the form's field ("step_sections[2].steps[3].text"). */
export function apiFieldToForm(field: string, kept: KeptRows): string {
  const parts = field.split(".");
  if (parts[0] === "ingredients" && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const row = kept.ingredients[Number(parts[1])] ?? Number(parts[1]);
    return [`ingredients[${row}]`, ...parts.slice(2)].join(".");
  }
  if (parts[0] === "step_sections" && parts[1] !== undefined && /^\d+$/.test(parts[1])) {
    const section = kept.steps[Number(parts[1])];
    const sectionRow = section?.section ?? Number(parts[1]);
    if (parts[2] === "steps" && parts[3] !== undefined && /^\d+$/.test(parts[3])) {
      const stepRow = section?.steps[Number(parts[3])] ?? Number(parts[3]);
      return [`step_sections[${sectionRow}].steps[${stepRow}]`, ...parts.slice(4)].join(".");
    }
    return [`step_sections[${sectionRow}]`, ...parts.slice(2)].join(".");
  }
  if (parts[0] === "nutrition" && parts[1] === "calories") return "calories";
  if (parts[0] === "equipment") return "equipment";
  return field;
}

const numberText = (value: number) => (value > 0 ? String(value) : "");

/** The form's starting values from the recipe as its author edits it. */
export function formFromRecipe(recipe: AuthoredRecipe) {
  return {
    title: recipe.title,
    description: recipe.description,
    servings: String(recipe.servings),
    prep_minutes: numberText(recipe.prep_minutes),
    cook_minutes: numberText(recipe.cook_minutes),
    active_minutes: numberText(recipe.active_minutes),
    total_minutes: numberText(recipe.total_minutes),
    difficulty: recipe.difficulty,
    categories: recipe.categories,
    tags: recipe.tags,
    video_url: recipe.video_url ?? "",
    featured_image_url: recipe.featured_image_url ?? "",
    ingredients: recipe.ingredients.length > 0 ? recipe.ingredients.map((row) => ({ line: row.line })) : emptyRecipeForm.ingredients,
    step_sections:
      recipe.step_sections.length > 0
        ? recipe.step_sections.map((section) => ({ name: section.name ?? "", steps: section.steps.map((step) => ({ text: step.text, image_url: step.image_url ?? "" })) }))
        : emptyRecipeForm.step_sections,
    // An estimate is not the author's: left empty, the next save estimates again from the lines (decision 057).
    calories: recipe.nutrition.estimated || recipe.nutrition.calories === null ? "" : String(recipe.nutrition.calories),
    ...extrasFromRecipe(recipe),
  };
}

/** The form's starting values from a page read by the importer (decision 051): not saved until the member saves. */
export function formFromImport(draft: RecipeImportDraft) {
  return {
    title: draft.title.slice(0, RECIPE_TITLE_MAX_LENGTH),
    description: (draft.description ?? "").slice(0, RECIPE_DESCRIPTION_MAX_LENGTH),
    servings: String(draft.servings ?? 4),
    prep_minutes: draft.prep_minutes ? String(draft.prep_minutes) : "",
    cook_minutes: draft.cook_minutes ? String(draft.cook_minutes) : "",
    total_minutes: draft.total_minutes ? String(draft.total_minutes) : "",
    difficulty: "medium",
    ingredients: draft.ingredients.length > 0 ? draft.ingredients.map((row) => ({ line: row.as_written })) : emptyRecipeForm.ingredients,
    step_sections:
      draft.step_sections.length > 0
        ? draft.step_sections.map((section) => ({ name: section.name ?? "", steps: section.steps.map((step) => ({ text: step })) }))
        : emptyRecipeForm.step_sections,
    source_name: (draft.source_name ?? "").slice(0, RECIPE_SOURCE_MAX_LENGTH),
    source_url: draft.source_url.length <= RECIPE_URL_MAX_LENGTH ? draft.source_url : "",
  };
}
