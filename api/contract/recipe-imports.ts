import { z } from "zod";
import { ingredientUnits } from "./ingredient-line";
import { RECIPE_IMPORT_URL_MAX_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/** An http or https address without credentials. Whether the server may go there is decided after DNS, not here. */
function isFetchableAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** POST /api/recipe-imports: the page to read. */
export const recipeImportRequest = z.object({
  url: z
    .string({ message: "validation.required" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(RECIPE_IMPORT_URL_MAX_LENGTH, { message: "validation.too_long" })
    .refine((url) => !hasForbiddenCharacters(url) && isFetchableAddress(url), { message: "validation.link" }),
});

/** One ingredient line as written and as the parser read it (api/recipes/ingredient-parsing). */
const parsedIngredientLine = z.object({
  as_written: z.string(),
  /** The amount to cook with; the upper end of a range ("2-3" → 3). */
  quantity: z.number().nullable(),
  /** The lower end of a range, otherwise null. */
  quantity_min: z.number().nullable(),
  unit: z.enum(ingredientUnits),
  /** The catalogue ingredient, or null: the form offers to propose it to the catalogue. */
  ingredient: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** The ingredient's words as written. */
  name: z.string(),
  note: z.string().nullable(),
});

/** A group of steps; `name` is null for steps outside any section ("Para la salsa"). */
const importedStepSection = z.object({ name: z.string().nullable(), steps: z.array(z.string()) });

/** What a page's recipe becomes: an editable draft for the form, not saved anywhere. */
export const recipeImportDraft = z.object({
  title: z.string(),
  description: z.string().nullable(),
  /** The language the page is written in, which the lines were read in. */
  language: z.enum(["es", "en"]),
  ingredients: z.array(parsedIngredientLine),
  step_sections: z.array(importedStepSection),
  servings: z.number().int().nullable(),
  /** recipeYield as the page wrote it ("4 raciones", "1 loaf"). */
  yield_text: z.string().nullable(),
  prep_minutes: z.number().int().nullable(),
  cook_minutes: z.number().int().nullable(),
  total_minutes: z.number().int().nullable(),
  image_url: z.string().nullable(),
  /** The page to credit, after redirects. */
  source_url: z.string(),
  /** Who to credit: the recipe's author or the site's name, when the page says. */
  source_name: z.string().nullable(),
});

export type RecipeImportDraft = z.infer<typeof recipeImportDraft>;
export type ParsedIngredientLine = z.infer<typeof parsedIngredientLine>;
export type ImportedStepSection = z.infer<typeof importedStepSection>;
