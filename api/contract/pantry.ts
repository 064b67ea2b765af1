import { z } from "zod";
import { recipeSummary } from "./recipes";
import { unitSystems } from "./shopping-quantities";
import { PANTRY_UNITS, PANTRY_QUANTITY_MAX, SEARCH_TEXT_MAX_LENGTH, SEARCH_SLUG_MAX_LENGTH } from "./limits";

/** How a pantry amount is counted: the recipe lines' own unit codes (weights, volumes, pieces). */
const pantryUnits = PANTRY_UNITS;

/** A catalogue ingredient as the pantry names it, in the asked language. */
export const ingredientRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).meta({ id: "IngredientRef" });
export type IngredientRef = z.infer<typeof ingredientRef>;

export const pantryItem = z
  .object({
    ingredient: ingredientRef,
    quantity: z.number().nullable(),
    unit: z.enum(pantryUnits).nullable(),
    updated_at: z.string(),
  })
  .meta({ id: "PantryItem" });
export type PantryItem = z.infer<typeof pantryItem>;

/** The member's pantry: what they hold, A to Z, and whether the staples count as held. */
export const pantry = z
  .object({
    items: z.array(pantryItem),
    assume_staples: z.boolean(),
    /** The staples the catalogue has, whether assumed or not, so a page can name them. */
    staples: z.array(ingredientRef),
  })
  .meta({ id: "Pantry" });
export type Pantry = z.infer<typeof pantry>;

const quantity = z
  .number({ message: "validation.number" })
  .positive({ message: "validation.between" })
  .max(PANTRY_QUANTITY_MAX, { message: "validation.between" })
  .nullable()
  .optional();
const unit = z.enum(pantryUnits, { message: "validation.option" }).nullable().optional();

/** Adds an ingredient by catalogue slug; adding one already held changes its amount. */
export const pantryItemBody = z.object({
  ingredient: z.string({ message: "validation.required" }).min(1, { message: "validation.required" }).max(SEARCH_SLUG_MAX_LENGTH, { message: "validation.too_long" }),
  quantity,
  unit,
});
export type PantryItemBody = z.infer<typeof pantryItemBody>;

export const pantryAmountBody = z.object({ quantity, unit });
export type PantryAmountBody = z.infer<typeof pantryAmountBody>;

export const pantrySettingsBody = z.object({ assume_staples: z.boolean({ message: "validation.format" }) });

/** How amounts read: metric, or US customary on English pages (Spanish pages are always metric; decisions 047, 054). */

/**
 * The member's kitchen settings (`member_kitchen_settings`): the units English pages show them
 * (Spanish ones are metric), and whether staples count as held. Until they choose units,
 * `unit_system` is English's default, US customary, and `unit_system_chosen` is false (decision 081).
 */
export const kitchenSettings = z.object({ unit_system: z.enum(unitSystems), unit_system_chosen: z.boolean(), assume_staples: z.boolean() }).meta({ id: "KitchenSettings" });

export const kitchenSettingsBody = z.object({ unit_system: z.enum(unitSystems, { message: "validation.option" }) });

export const ingredientSearchQuery = z.object({
  q: z.string({ message: "validation.required" }).trim().min(1, { message: "validation.required" }).max(SEARCH_TEXT_MAX_LENGTH, { message: "validation.too_long" }),
});

/** One answer of "what can I make": the recipe, how much of it the pantry covers, and what is missing. */
export const pantryRecipeMatch = z
  .object({
    recipe: recipeSummary,
    ingredient_count: z.number().int(),
    held_count: z.number().int(),
    /** held_count / ingredient_count, 0..1. */
    share: z.number(),
    missing: z.array(ingredientRef),
  })
  .meta({ id: "PantryRecipeMatch" });
export type PantryRecipeMatch = z.infer<typeof pantryRecipeMatch>;
