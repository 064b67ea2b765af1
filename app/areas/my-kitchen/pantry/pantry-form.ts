import { z } from "zod";
import { PANTRY_QUANTITY_MAX, PANTRY_UNITS, SEARCH_SLUG_MAX_LENGTH, SEARCH_TEXT_MAX_LENGTH } from "#api/contract/limits";
import { foldText } from "#api/contract/text";

/** What the pantry page's forms post: one intent per form, checked here before the API sees it. */
type PantryIntent = "add" | "update" | "remove" | "staples";

/** "1,5" is how a Spanish cook writes one and a half. */
const amount = z.preprocess(
  (value) => (typeof value === "string" ? (value.trim() === "" ? undefined : Number(value.trim().replace(",", "."))) : value),
  z.number().positive().max(PANTRY_QUANTITY_MAX).optional(),
);
const slug = z.string().trim().min(1).max(SEARCH_SLUG_MAX_LENGTH);

export const pantryFormSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("add"),
    ingredient: slug.optional(),
    q: z.string().trim().max(SEARCH_TEXT_MAX_LENGTH).optional(),
    quantity: amount,
    unit: z.enum(PANTRY_UNITS).optional(),
  }),
  z.object({ intent: z.literal("update"), ingredient: slug, quantity: amount, unit: z.enum(PANTRY_UNITS).optional() }),
  z.object({ intent: z.literal("remove"), ingredient: slug }),
  z.object({ intent: z.literal("staples"), assume_staples: z.enum(["on", "off"]) }),
]);

/** What an action tells the page: a message for the live region, or a refusal with what was typed. */
export interface PantryAnswer {
  intent: PantryIntent;
  message?: string;
  error?: string;
  values?: Record<string, string>;
}

/** The outcomes a plain post comes back with, in `?done=`. */
export const pantryOutcomes = ["added", "updated", "removed", "staples-on", "staples-off"] as const;
export type PantryOutcome = (typeof pantryOutcomes)[number];

/** The catalogue match that is exactly what was typed ("Azafran" → azafrán), if any. */
export function exactMatch<T extends { name: string }>(typed: string, matches: T[]): T | undefined {
  const folded = foldText(typed.trim());
  return matches.find((match) => foldText(match.name) === folded);
}
