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

const recipeImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

const recipeCategoryRef = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  type: z.string(),
});

/** What lists and cards need. */
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
  ingredient: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
});
export type RecipeIngredientLine = z.infer<typeof recipeIngredientLine>;

const recipeNutrition = z.object({
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  fiber: z.number().nullable(),
  sugar: z.number().nullable(),
  sodium: z.number().nullable(),
});

export const recipeDetail = recipeSummary.extend({
  /** When the recipe went public (ISO 8601); null only for drafts, which the API never serves. */
  published_at: z.string().nullable(),
  video_url: z.string().nullable(),
  categories: z.array(recipeCategoryRef),
  tags: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
  ingredients: z.array(recipeIngredientLine),
  steps: z.array(z.object({ position: z.number().int(), description: z.string(), image_url: z.string().nullable() })),
  nutrition: recipeNutrition,
});
export type RecipeDetail = z.infer<typeof recipeDetail>;
