import { z } from "zod";
import { cursorPage } from "./community";
import {
  CALORIES_MAX,
  INGREDIENT_LINE_MAX_LENGTH,
  MINUTES_MAX,
  NUTRIENT_GRAMS_MAX,
  RECIPE_CATEGORIES_MAX,
  RECIPE_DESCRIPTION_MAX_LENGTH,
  RECIPE_EQUIPMENT_ITEM_MAX_LENGTH,
  RECIPE_EQUIPMENT_MAX,
  RECIPE_INGREDIENTS_MAX,
  RECIPE_NOTES_MAX_LENGTH,
  RECIPE_SECTION_NAME_MAX_LENGTH,
  RECIPE_SOURCE_MAX_LENGTH,
  RECIPE_STEP_MAX_LENGTH,
  RECIPE_STEPS_MAX,
  RECIPE_TAGS_MAX,
  RECIPE_TITLE_MAX_LENGTH,
  RECIPE_URL_MAX_LENGTH,
  RECIPE_YIELD_MAX_LENGTH,
  SEARCH_SLUG_MAX_LENGTH,
  SERVINGS_MAX,
  SERVINGS_MIN,
  SODIUM_MG_MAX,
} from "./limits";
import { recipeAuthor, recipeNutrition } from "./recipes";
import { type Difficulty, difficultyValues, parseDifficultyWord } from "./search-words";
import { hasForbiddenCharacters } from "./text";

/**
 * Writing recipes (issue 15, decision 052): what the authoring form sends to create or change a
 * recipe, and the recipe as its author edits it. Texts are in the recipe's language (the author's
 * content language or the request's unless `language` says); the other language is an optional
 * `translation`.
 */

const text = (max: number) =>
  z
    .string({ message: "validation.string" })
    .trim()
    .max(max, { message: "validation.max_length" })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });

const requiredText = (max: number) =>
  z
    .string({ message: "validation.string" })
    .trim()
    .min(1, { message: "validation.required" })
    .max(max, { message: "validation.max_length" })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });

/** http(s) addresses, or a picture this site stores ("/api/media/…"). */
function isLink(value: string, sitePaths: boolean): boolean {
  if (sitePaths && value.startsWith("/api/media/")) return true;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

const link = (sitePaths: boolean) =>
  z
    .string({ message: "validation.string" })
    .trim()
    .max(RECIPE_URL_MAX_LENGTH, { message: "validation.max_length" })
    .refine((value) => !hasForbiddenCharacters(value) && isLink(value, sitePaths), { message: "validation.link" });

const minutes = z
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(0, { message: "validation.between" })
  .max(MINUTES_MAX, { message: "validation.between" });

const amount = (max: number) =>
  z.number({ message: "validation.number" }).min(0, { message: "validation.between" }).max(max, { message: "validation.between" }).nullable().optional();

const slugList = (max: number) =>
  z
    .array(
      z.string({ message: "validation.string" }).trim().toLowerCase().min(1, { message: "validation.required" }).max(SEARCH_SLUG_MAX_LENGTH, { message: "validation.max_length" }),
      {
        message: "validation.array",
      },
    )
    .max(max, { message: "validation.too_many" })
    .transform((slugs) => [...new Set(slugs)]);

/** §3's difficulty words in either language ("fácil", "intermedio", "hard"). */
const difficulty = z
  .string({ message: "validation.option" })
  .transform((word, context): Difficulty => {
    const parsed = parseDifficultyWord(word);
    if (parsed) return parsed;
    context.addIssue({ code: "custom", message: "validation.option" });
    return z.NEVER;
  })
  .pipe(z.enum(difficultyValues));

const recipeLanguage = z.enum(["es", "en"], { message: "validation.option" });

/** One step of a section: its text and an optional picture. */
const stepInput = z.object({
  text: requiredText(RECIPE_STEP_MAX_LENGTH),
  image_url: link(true).nullable().optional(),
});

/** A group of steps under an optional heading ("Para la salsa"), as the import's `step_sections`. */
const stepSectionInput = z.object({
  name: text(RECIPE_SECTION_NAME_MAX_LENGTH).nullable().optional(),
  steps: z.array(stepInput, { message: "validation.array" }).max(RECIPE_STEPS_MAX, { message: "validation.too_many" }),
});

/** The tools a recipe needs, one per entry, in the recipe's language (decision 078). */
const equipmentInput = z.array(requiredText(RECIPE_EQUIPMENT_ITEM_MAX_LENGTH), { message: "validation.array" }).max(RECIPE_EQUIPMENT_MAX, { message: "validation.too_many" });

/** The fields cooks expect beside the method (decision 078): notes and tips, what it makes, its tools, its credit. */
const recipeExtras = {
  notes: text(RECIPE_NOTES_MAX_LENGTH).optional().default(""),
  /** What it makes when servings do not say it ("24 galletas"); schema.org's recipeYield. */
  recipe_yield: text(RECIPE_YIELD_MAX_LENGTH).optional().default(""),
  equipment: equipmentInput.optional().default([]),
  /** A credit in the author's words ("De mi abuela Carmen", "Adaptada de un libro") and an optional link. */
  source_name: text(RECIPE_SOURCE_MAX_LENGTH).optional().default(""),
  source_url: link(false).nullable().optional(),
};

const recipeNutritionInput = z.object({
  calories: z
    .number({ message: "validation.integer" })
    .int({ message: "validation.integer" })
    .min(0, { message: "validation.between" })
    .max(CALORIES_MAX, { message: "validation.between" })
    .nullable()
    .optional(),
  protein: amount(NUTRIENT_GRAMS_MAX),
  carbs: amount(NUTRIENT_GRAMS_MAX),
  fat: amount(NUTRIENT_GRAMS_MAX),
  fiber: amount(NUTRIENT_GRAMS_MAX),
  sugar: amount(NUTRIENT_GRAMS_MAX),
  sodium: amount(SODIUM_MG_MAX),
});

/**
 * POST /api/recipes (a new draft) and PUT /api/recipes/{recipe} (the whole recipe again). A draft
 * may lack ingredients and steps; publishing asks for them. Ingredient lines are sent as written
 * and read by the server's parser (decision 051).
 */
const authoredRecipeFieldsObject = z.object({
  language: recipeLanguage.optional(),
  title: requiredText(RECIPE_TITLE_MAX_LENGTH),
  description: text(RECIPE_DESCRIPTION_MAX_LENGTH).optional().default(""),
  /** The other language's words, all optional; `steps` by position over every section's steps. */
  translation: z
    .object({
      title: text(RECIPE_TITLE_MAX_LENGTH).optional(),
      description: text(RECIPE_DESCRIPTION_MAX_LENGTH).optional(),
      steps: z.array(text(RECIPE_STEP_MAX_LENGTH), { message: "validation.array" }).max(RECIPE_STEPS_MAX, { message: "validation.too_many" }).optional(),
      notes: text(RECIPE_NOTES_MAX_LENGTH).optional(),
      recipe_yield: text(RECIPE_YIELD_MAX_LENGTH).optional(),
      equipment: equipmentInput.optional(),
    })
    .optional(),
  ingredients: z
    .array(z.object({ line: requiredText(INGREDIENT_LINE_MAX_LENGTH) }), { message: "validation.array" })
    .max(RECIPE_INGREDIENTS_MAX, { message: "validation.too_many" })
    .optional()
    .default([]),
  step_sections: z.array(stepSectionInput, { message: "validation.array" }).max(RECIPE_STEPS_MAX, { message: "validation.too_many" }).optional().default([]),
  servings: z
    .number({ message: "validation.integer" })
    .int({ message: "validation.integer" })
    .min(SERVINGS_MIN, { message: "validation.between" })
    .max(SERVINGS_MAX, { message: "validation.between" }),
  prep_minutes: minutes.optional().default(0),
  cook_minutes: minutes.optional().default(0),
  active_minutes: minutes.optional().default(0),
  /** Left at 0, it is prep + cook. */
  total_minutes: minutes.optional().default(0),
  difficulty,
  categories: slugList(RECIPE_CATEGORIES_MAX).optional().default([]),
  tags: slugList(RECIPE_TAGS_MAX).optional().default([]),
  video_url: link(false).nullable().optional(),
  /**
   * The main photo: the address POST /api/photos answered for one of the author's photos (as a
   * step's `image_url`), or the recipe's current picture; null removes it, absent keeps it.
   */
  featured_image_url: link(true).nullable().optional(),
  nutrition: recipeNutritionInput.nullable().optional(),
  ...recipeExtras,
});

function checkStepCounts(body: z.output<typeof authoredRecipeFieldsObject>, context: z.RefinementCtx) {
  const steps = body.step_sections.reduce((sum, section) => sum + section.steps.length, 0);
  if (steps > RECIPE_STEPS_MAX) context.addIssue({ code: "custom", path: ["step_sections"], message: "validation.too_many" });
  if (body.translation?.steps && body.translation.steps.length > steps) context.addIssue({ code: "custom", path: ["translation", "steps"], message: "validation.too_many" });
}

export const authoredRecipeBody = authoredRecipeFieldsObject.superRefine(checkStepCounts);
export type AuthoredRecipeInput = z.input<typeof authoredRecipeBody>;
export type AuthoredRecipeFields = z.output<typeof authoredRecipeBody>;

/** A recipe's revision (decision 076): 1 when created, one more with each save of its contents. */
const revisionNumber = z
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.between" })
  .max(2_147_483_647, { message: "validation.between" });

/**
 * PUT /api/recipes/{recipe}: the whole recipe again and the `revision` the edit started from; a
 * save based on an older revision than the recipe's is refused (409) and changes nothing.
 */
export const authoredRecipeUpdateBody = authoredRecipeFieldsObject.extend({ revision: revisionNumber }).superRefine(checkStepCounts);
export type AuthoredRecipeUpdateInput = z.input<typeof authoredRecipeUpdateBody>;

/** Where a recipe stands: a draft (never or no longer public), published, scheduled, or deleted (restorable for a while). */
export const authoredRecipeStatuses = ["draft", "published", "scheduled", "deleted"] as const;

const authoredIngredientLine = z.object({
  /** What the member wrote. */
  line: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  note: z.string().nullable(),
  ingredient: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** The ingredient's words when the catalogue does not know them ("romanesco"): what the form offers to propose (decision 058). */
  unmatched_name: z.string().nullable(),
});

const remixOrigin = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), user: recipeAuthor, is_published: z.boolean() });

/** The recipe as its author (or an admin) edits it: both languages' texts, lines as written, steps in their sections. */
export const authoredRecipe = z.object({
  id: z.number().int(),
  slug: z.string(),
  status: z.enum(authoredRecipeStatuses),
  language: recipeLanguage,
  title: z.string(),
  description: z.string(),
  translation: z.object({
    title: z.string(),
    description: z.string(),
    steps: z.array(z.string()),
    notes: z.string(),
    recipe_yield: z.string(),
    equipment: z.array(z.string()),
  }),
  ingredients: z.array(authoredIngredientLine),
  step_sections: z.array(z.object({ name: z.string().nullable(), steps: z.array(z.object({ text: z.string(), image_url: z.string().nullable() })) })),
  servings: z.number().int(),
  prep_minutes: z.number().int(),
  cook_minutes: z.number().int(),
  active_minutes: z.number().int(),
  total_minutes: z.number().int(),
  difficulty: z.enum(difficultyValues),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  video_url: z.string().nullable(),
  nutrition: recipeNutrition,
  featured_image_url: z.string().nullable(),
  notes: z.string(),
  recipe_yield: z.string(),
  equipment: z.array(z.string()),
  source_name: z.string(),
  source_url: z.string().nullable(),
  user: recipeAuthor,
  /** The revision this answer shows: what the next save sends as the one it was based on. */
  revision: z.number().int(),
  /** The recipe it was remixed from, published or not (null when none, or it is gone for good). */
  remixed_from: remixOrigin.nullable(),
  published_at: z.string().nullable(),
  first_published_at: z.string().nullable(),
  deleted_at: z.string().nullable(),
  /** Until when a deleted recipe may be restored; null when not deleted. */
  restorable_until: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AuthoredRecipe = z.infer<typeof authoredRecipe>;

/** One of the caller's recipes on "my recipes". */
const authoredRecipeCard = authoredRecipe.pick({
  id: true,
  slug: true,
  status: true,
  language: true,
  title: true,
  description: true,
  featured_image_url: true,
  published_at: true,
  deleted_at: true,
  restorable_until: true,
  created_at: true,
  updated_at: true,
});
export type AuthoredRecipeCard = z.infer<typeof authoredRecipeCard>;

/** GET /api/user/recipes: newest change first, by cursor; `status` narrows it. */
export const myRecipesPage = cursorPage(authoredRecipeCard);

export const myRecipesStatusFilter = z.enum(authoredRecipeStatuses, { message: "validation.option" });
