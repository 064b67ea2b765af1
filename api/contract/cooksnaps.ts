import { z } from "zod";
import { flaggableStatuses } from "./flags";
import { COOKSNAP_COMMENT_MAX_LENGTH } from "./limits";
import { photo } from "./photos";
import { recipeAuthor } from "./recipes";
import { hasForbiddenCharacters } from "./text";

/**
 * Cooksnaps, "Lo he cocinado" / "I cooked it" (docs/decisions/055): a member's photo of a recipe
 * they cooked and a short comment. One per member, recipe and day.
 */

export const cooksnapBody = z.object({
  photo_id: z.string({ message: "validation.required" }).trim().min(1, { message: "validation.required" }).max(40),
  comment: z
    .string()
    .trim()
    .max(COOKSNAP_COMMENT_MAX_LENGTH)
    .refine((comment) => !hasForbiddenCharacters(comment), { message: "validation.characters" })
    .optional()
    .default(""),
});
export type CooksnapInput = z.infer<typeof cooksnapBody>;

export const cooksnap = z.object({
  id: z.number().int(),
  comment: z.string(),
  photo,
  user: recipeAuthor,
  recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** The day it was cooked (YYYY-MM-DD, Madrid) and when it was posted. */
  cooked_on: z.string(),
  created_at: z.string(),
  /** Anything but published is in an answer to its author only (decision 097). */
  status: z.enum(flaggableStatuses),
});
export type Cooksnap = z.infer<typeof cooksnap>;
