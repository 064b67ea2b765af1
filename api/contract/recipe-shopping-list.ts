import { z } from "zod";
import { SERVINGS_MAX, SERVINGS_MIN } from "./limits";
import { shoppingAisles } from "./shopping-aisles";
import { unitSystems } from "./shopping-quantities";

/**
 * "What to buy for this recipe" (decision 054): a recipe's ingredients at the servings chosen, added
 * up and rounded up to what shops sell as the shopping list does (decision 047), by aisle, and for a
 * signed-in caller less their pantry. Nothing is stored: it is read afresh on every call.
 */
const recipeShoppingLine = z.object({
  /** What to buy as the caller reads it ("1,35 kg de arroz bomba", "sal al gusto"); the ingredient's name when the pantry covers it. */
  text: z.string(),
  ingredient: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** What is left to buy, in the base unit (g, ml, to_taste or a count unit); 0 when the pantry covers it. */
  quantity: z.number().nullable(),
  unit: z.string(),
  aisle: z.enum(shoppingAisles),
  /** Salt, oil, water…: usually at home (a visitor's page says so; a member's pantry decides). */
  staple: z.boolean(),
  /** The caller's pantry covers it all (or it is a staple they assume): listed apart. */
  in_pantry: z.boolean(),
  /** The pantry covers some of it: `text` is what is still missing. */
  partly_in_pantry: z.boolean(),
  /** The recipe's lines this one adds up, as the recipe writes them at these servings. */
  as_written: z.array(z.string()),
});
export type RecipeShoppingLine = z.infer<typeof recipeShoppingLine>;

export const recipeShoppingList = z
  .object({
    recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string(), servings: z.number().int() }),
    servings: z.number().int(),
    unit_system: z.enum(unitSystems),
    /** Whether the caller's pantry was taken off (a signed-in member); a visitor gets everything. */
    pantry_applied: z.boolean(),
    /** Aisles with something to buy, in the default aisle order. */
    aisles: z.array(z.object({ key: z.enum(shoppingAisles), name: z.string(), lines: z.array(recipeShoppingLine) })),
    /** Lines the pantry covers (members only). */
    in_pantry: z.array(recipeShoppingLine),
  })
  .meta({ id: "RecipeShoppingList" });
export type RecipeShoppingList = z.infer<typeof recipeShoppingList>;

export const recipeShoppingListQuery = z.object({
  servings: z.coerce
    .number({ message: "validation.integer" })
    .int({ message: "validation.integer" })
    .min(SERVINGS_MIN, { message: "validation.between" })
    .max(SERVINGS_MAX, { message: "validation.between" })
    .optional(),
  /** A visitor's units on English answers (their `units` cookie on the site); a member's account setting wins; Spanish answers are metric. */
  units: z.enum(unitSystems, { message: "validation.option" }).optional(),
});
