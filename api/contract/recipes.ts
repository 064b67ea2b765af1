import { z } from "zod";
import { difficultyValues } from "./search-words";

// Defined with the other words of a search, where the browser can import them without zod.
export { type Difficulty, difficultyValues, parseDifficultyWord } from "./search-words";

export const recipeAuthor = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_ai_chef: z.boolean(),
  avatar_url: z.string().nullable(),
});

export const recipeImage = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A member's photo (decision 053) comes in several sizes: `<picture>` sources; the demo's pictures have none. */
  srcset_avif: z.string().optional(),
  srcset_webp: z.string().optional(),
});

const recipeCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
});

/** What lists and cards need. */
export type RecipeImage = z.infer<typeof recipeImage>;

export const recipeSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  locale: z.enum(["es", "en"]),
  title: z.string(),
  description: z.string(),
  featured_image_url: z.string().nullable(),
  image: recipeImage.nullable(),
  user: recipeAuthor,
  servings: z.number().int(),
  total_time_minutes: z.number().int(),
  prep_time_minutes: z.number().int(),
  cook_time_minutes: z.number().int(),
  active_time_minutes: z.number().int(),
  difficulty: z.enum(difficultyValues),
  average_rating: z.number(),
  reviews_count: z.number().int(),
  is_featured: z.boolean(),
  has_video: z.boolean(),
  /** The language the recipe's texts are in: `locale` unless the author wrote it only in the other (cards say so). */
  text_locale: z.enum(["es", "en"]),
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecipeSummary = z.infer<typeof recipeSummary>;

const recipeIngredientLine = z.object({
  /** The whole line as a cook reads it: "400 g de arroz bomba". */
  description: z.string(),
  quantity: z.number().nullable(),
  unit: z.string(),
  note: z.string().nullable(),
  /**
   * `synonyms`: the catalogue's other names in the answer's language ("AOVE"), so cook mode finds the
   * line in a step's text. The API always sends them; optional for lines made elsewhere (tests).
   */
  ingredient: z.object({ id: z.number().int(), name: z.string(), slug: z.string(), synonyms: z.array(z.string()).optional() }).nullable(),
});
export type RecipeIngredientLine = z.infer<typeof recipeIngredientLine>;

export const recipeNutrition = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
  /** Calculated from the lines matched to the catalogue, not given by the author (decision 057); the edit form leaves it out, so a save estimates again. */
  estimated: z.boolean(),
});

/** Another recipe named on this one's page: a remix or the original it came from (decision 052). */
const recipeRemixRef = z.object({ id: z.number().int(), title: z.string(), slug: z.string(), user: recipeAuthor });

/** What a remix changed from its original (decision 052): ingredients by catalogue ingredient or written line, steps by text. */
const remixChanges = z.object({
  /** The added and removed ingredients' names (a line's words when the catalogue does not know it). */
  ingredients_added: z.array(z.string()),
  ingredients_removed: z.array(z.string()),
  steps_added: z.number().int(),
  steps_removed: z.number().int(),
});

export const recipeDetail = recipeSummary.extend({
  /** When the recipe went public (ISO 8601); null only for drafts, which the API never serves. */
  published_at: z.string().nullable(),
  video_url: z.string().nullable(),
  categories: z.array(recipeCategoryRef),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  ingredients: z.array(recipeIngredientLine),
  /** `section`: the heading of the group the step belongs to ("Para la salsa"), null outside any. */
  steps: z.array(z.object({ position: z.number().int(), description: z.string(), image_url: z.string().nullable(), section: z.string().nullable() })),
  nutrition: recipeNutrition,
  /** The cook's notes and tips, what it makes besides servings ("24 galletas"), its tools, and its credit (decision 078); empty when not given. */
  notes: z.string(),
  recipe_yield: z.string(),
  equipment: z.array(z.string()),
  source: z.object({ name: z.string(), url: z.string().nullable() }).nullable(),
  /** How many "Lo he cocinado" photos members have posted of it (decision 055). */
  cooksnaps_count: z.number().int(),
  /** Whether the caller has saved it ("Guardar"); always false for a visitor, so their answer is everyone's. */
  is_saved: z.boolean(),
  /** How many published remixes it has, and the latest few. */
  remixes_count: z.number().int(),
  remixes: z.array(recipeRemixRef),
  /** The published original this recipe is a remix of, and what changed; null otherwise. */
  remixed_from: recipeRemixRef.nullable(),
  remix_changes: remixChanges.nullable(),
});
export type RecipeDetail = z.infer<typeof recipeDetail>;
