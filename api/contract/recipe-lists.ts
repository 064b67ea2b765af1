import { z } from "zod";
import { RECIPE_LIST_DESCRIPTION_MAX_LENGTH, RECIPE_LIST_NAME_MAX_LENGTH, RECIPE_LISTS_PER_MEMBER, RECIPES_PER_RECIPE_LIST, RECORD_ID_MAX, SLUG_MAX_LENGTH } from "./limits";
import { recipeAuthor, recipeSummary } from "./recipes";
import { hasForbiddenCharacters } from "./text";

/** A member's named collection of recipes (decision 045): private unless its owner makes it public. */
const coverImage = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });

export const recipeListCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  is_public: z.boolean(),
  /** 1 is the owner's first list. */
  position: z.number().int(),
  recipes_count: z.number().int(),
  /** The pictures of its first few recipes, for a card. */
  covers: z.array(coverImage),
  owner: recipeAuthor,
  created_at: z.string(),
  updated_at: z.string(),
});
export type RecipeListCard = z.infer<typeof recipeListCard>;

/** A list with its recipes in the owner's order (published ones only). */
export const recipeListDetail = recipeListCard.extend({ recipes: z.array(recipeSummary) });
export type RecipeListDetail = z.infer<typeof recipeListDetail>;

/** One of the caller's lists, and whether a given recipe is in it (the recipe page's picker). */
export const recipeListMembership = z.object({ slug: z.string(), name: z.string(), is_public: z.boolean(), contains: z.boolean() });
export type RecipeListMembership = z.infer<typeof recipeListMembership>;

const listName = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(RECIPE_LIST_NAME_MAX_LENGTH, { message: "validation.max_length" })
  .refine((name) => !hasForbiddenCharacters(name), { message: "validation.characters" });

const listDescription = z
  .string({ message: "validation.string" })
  .trim()
  .max(RECIPE_LIST_DESCRIPTION_MAX_LENGTH, { message: "validation.max_length" })
  .refine((text) => !hasForbiddenCharacters(text), { message: "validation.characters" });

const position = z
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.between" })
  .max(RECIPES_PER_RECIPE_LIST, { message: "validation.between" });

export const createRecipeListBody = z.object({
  name: listName,
  description: listDescription.optional().default(""),
  is_public: z.boolean({ message: "validation.format" }).optional().default(false),
});
export type CreateRecipeListInput = z.input<typeof createRecipeListBody>;

export const updateRecipeListBody = z.object({
  name: listName.optional(),
  description: listDescription.optional(),
  is_public: z.boolean({ message: "validation.format" }).optional(),
});
export type UpdateRecipeListInput = z.input<typeof updateRecipeListBody>;

/** The caller's lists in their new order, by slug: every list once. */
export const reorderRecipeListsBody = z.object({
  slugs: z
    .array(z.string().min(1).max(SLUG_MAX_LENGTH), { message: "validation.array" })
    .min(1, { message: "validation.required" })
    .max(RECIPE_LISTS_PER_MEMBER, { message: "validation.too_many" }),
});

/** A recipe by id (or slug), at the end unless a position is given (1 is first). */
export const addRecipeToListBody = z.object({
  recipe: z.union([z.number().int().min(1).max(RECORD_ID_MAX), z.string().min(1).max(SLUG_MAX_LENGTH)], { message: "validation.format" }),
  position: position.optional(),
});
export type AddRecipeToListInput = z.input<typeof addRecipeToListBody>;

export const moveRecipeInListBody = z.object({ position });
