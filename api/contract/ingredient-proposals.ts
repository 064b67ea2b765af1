import { z } from "zod";
import { cursorPage } from "./community";
import { INGREDIENT_LINE_MAX_LENGTH, INGREDIENT_NAME_MAX_LENGTH, PROPOSAL_REJECTION_REASON_MAX_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";

/**
 * Ingredients members propose to the catalogue when a line of theirs names one it lacks, and the
 * admin's decision (docs/decisions/058).
 */

const optionalText = (max: number) =>
  z
    .string({ message: "validation.string" })
    .trim()
    .max(max, { message: "validation.max_length" })
    .refine((value) => !hasForbiddenCharacters(value), { message: "validation.characters" })
    .optional()
    .transform((value) => value || undefined);

/** POST /api/ingredient-proposals: the name as written, in Spanish and/or English, and the line it came from. */
export const ingredientProposalBody = z
  .object({
    name_es: optionalText(INGREDIENT_NAME_MAX_LENGTH),
    name_en: optionalText(INGREDIENT_NAME_MAX_LENGTH),
    source_line: optionalText(INGREDIENT_LINE_MAX_LENGTH),
  })
  .superRefine((body, context) => {
    if (!body.name_es && !body.name_en) context.addIssue({ code: "custom", path: ["name_es"], message: "validation.required" });
  });
export type IngredientProposalInput = z.input<typeof ingredientProposalBody>;

/** POST …/approve: the catalogue's names, when the admin corrects or completes the proposal's. */
export const ingredientProposalApproval = z.object({
  name_es: optionalText(INGREDIENT_NAME_MAX_LENGTH),
  name_en: optionalText(INGREDIENT_NAME_MAX_LENGTH),
});

/** POST …/reject: an optional reason the proposer is shown. */
export const ingredientProposalRejection = z.object({ reason: optionalText(PROPOSAL_REJECTION_REASON_MAX_LENGTH) });

const ingredientProposalStatuses = ["pending", "approved", "rejected"] as const;

export const ingredientProposal = z.object({
  id: z.number().int(),
  name_es: z.string().nullable(),
  name_en: z.string().nullable(),
  source_line: z.string().nullable(),
  status: z.enum(ingredientProposalStatuses),
  rejection_reason: z.string().nullable(),
  /** The catalogue ingredient an approval made. */
  ingredient: z.object({ id: z.number().int(), slug: z.string() }).nullable(),
  proposed_by: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type IngredientProposal = z.infer<typeof ingredientProposal>;

/** GET /api/admin/ingredient-proposals: pending proposals, oldest first, by cursor. */
export const ingredientProposalPage = cursorPage(ingredientProposal);
