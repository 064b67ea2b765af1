import { z } from "zod";
import { RECORD_ID_MAX, SERVINGS_MAX, SERVINGS_MIN, SHOPPING_LINE_TEXT_MAX_LENGTH, SLUG_MAX_LENGTH } from "./limits";
import { shoppingAisles } from "./shopping-aisles";
import { hasForbiddenCharacters } from "./text";

/** Which recipe (at which servings) a line's amount came from, and its line as written there. */
const shoppingLineSource = z.object({
  recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }).nullable(),
  servings: z.number().int().nullable(),
  as_written: z.string(),
});

const shoppingLine = z.object({
  id: z.number().int(),
  /** What to buy as the member reads it, in their units: "1,35 kg de arroz bomba", "sal al gusto", or a manual line's text. */
  text: z.string(),
  /** The catalogue ingredient's name (for the page's own layout), or null for a manual line. */
  ingredient: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }).nullable(),
  /** The total in its base unit (g, ml, to_taste or a count unit); 0 when the pantry covers it. */
  quantity: z.number().nullable(),
  unit: z.string().nullable(),
  aisle: z.enum(shoppingAisles),
  is_manual: z.boolean(),
  /** The pantry holds it all (or it is an assumed staple): listed apart, nothing to buy. */
  in_pantry: z.boolean(),
  checked: z.boolean(),
  checked_at: z.string().nullable(),
  sources: z.array(shoppingLineSource),
});
export type ShoppingLine = z.infer<typeof shoppingLine>;

export const shoppingList = z.object({
  id: z.number().int(),
  name: z.string(),
  owner: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  /** The caller's part: the owner, or a member it is shared with. */
  role: z.enum(["owner", "member"]),
  unit_system: z.enum(["metric", "us"]),
  /** Aisles that have lines to buy, in the caller's order (learnt from the order they tick aisles). */
  aisles: z.array(z.object({ key: z.enum(shoppingAisles), name: z.string(), lines: z.array(shoppingLine) })),
  /** Lines the pantry already covers. */
  in_pantry: z.array(shoppingLine),
  counts: z.object({ lines: z.number().int(), checked: z.number().int() }),
  updated_at: z.string(),
});
export type ShoppingList = z.infer<typeof shoppingList>;

const servings = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(SERVINGS_MIN, { message: "validation.between" })
  .max(SERVINGS_MAX, { message: "validation.between" });

const key = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(SLUG_MAX_LENGTH, { message: "validation.too_long" })
  .refine((value) => !hasForbiddenCharacters(value), { message: "validation.format" });

const recordKey = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.between" })
  .max(RECORD_ID_MAX, { message: "validation.between" });

/** Adds a recipe's ingredients at these servings (the recipe's own when left out). */
export const addRecipeBody = z.object({ recipe: key, servings: servings.optional() });
/** Adds every recipe of one of the caller's recipe lists (by id or slug), each at its own servings. */
export const addRecipeListBody = z.object({ recipe_list: key });
/** Adds every recipe entry of one of the caller's meal plans at its planned servings. */
export const addMealPlanBody = z.object({ meal_plan: recordKey });

const lineText = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(SHOPPING_LINE_TEXT_MAX_LENGTH, { message: "validation.max_length" })
  .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" });

export const manualLineBody = z.object({ text: lineText });

/** Tick or untick a line; a manual line's text may change too. */
export const updateLineBody = z
  .object({ checked: z.boolean({ message: "validation.invalid" }).optional(), text: lineText.optional() })
  .refine((body) => body.checked !== undefined || body.text !== undefined, {
    message: "validation.required",
    path: ["checked"],
  });

/** What a generation added: how many lines it touched and which it left out for the pantry. */
export const shoppingAddResult = z.object({ added: z.number().int(), merged: z.number().int(), in_pantry: z.number().int(), recipes: z.number().int() });
