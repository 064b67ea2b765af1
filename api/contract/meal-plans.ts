import { z } from "zod";
import { hasForbiddenCharacters } from "./text";
import { MEAL_PLAN_MAX_DAYS, MEAL_PLAN_MAX_SERVINGS, MEAL_PLAN_NAME_MAX_LENGTH, MEAL_PLAN_NOTE_MAX_LENGTH, RECORD_ID_MAX, SLUG_MAX_LENGTH } from "./limits";

/**
 * The meal planner's answers and bodies (docs/decisions/046): a plan over a date range, its entries
 * per day and meal slot, and the member's calendar feed addresses.
 */
export const mealSlots = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealSlot = (typeof mealSlots)[number];

const mealEntryKinds = ["recipe", "note", "leftovers"] as const;

/** A calendar day, "2026-11-23". */
const isoDay = z
  .string({ message: "validation.string" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "validation.date" })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    },
    { message: "validation.date" },
  );

const servings = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .refine((value) => value >= 1 && value <= MEAL_PLAN_MAX_SERVINGS, { message: "validation.between", params: { min: 1, max: MEAL_PLAN_MAX_SERVINGS } });

const planName = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(MEAL_PLAN_NAME_MAX_LENGTH, { message: "validation.too_long" })
  .refine((text) => !hasForbiddenCharacters(text), { message: "validation.characters" });

const dayCount = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .refine((value) => value >= 1 && value <= MEAL_PLAN_MAX_DAYS, { message: "validation.between", params: { min: 1, max: MEAL_PLAN_MAX_DAYS } });

const entryId = z.coerce
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.integer" })
  .max(RECORD_ID_MAX, { message: "validation.integer" });

const noteText = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(MEAL_PLAN_NOTE_MAX_LENGTH, { message: "validation.too_long" })
  .refine((text) => !hasForbiddenCharacters(text), { message: "validation.characters" });

/** The recipe of an entry: its id, its slug or its address on the site ("https://…/receta/paella-valenciana"). */
const recipeKey = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(SLUG_MAX_LENGTH * 2, { message: "validation.too_long" });

/** "https://sazon.example/en/receta/paella-valenciana?servings=6" → "paella-valenciana"; an id or slug stays as it is. */
export function recipeKeyFromAddress(typed: string): string {
  const text = typed.trim();
  const match = /\/receta\/([^/?#\s]+)/.exec(text);
  if (match) {
    try {
      return decodeURIComponent(match[1]!);
    } catch {
      return match[1]!;
    }
  }
  return text.replace(/^\/+|\/+$/g, "");
}

export const mealPlanCreateBody = z.object({
  name: planName.optional(),
  /** Default: the Monday of the member's current week. */
  starts_on: isoDay.optional(),
  /** Default 7. */
  days: dayCount.optional(),
});

export const mealPlanUpdateBody = z.object({ name: planName.optional(), starts_on: isoDay.optional(), days: dayCount.optional() });

export const mealPlanCopyBody = z.object({ starts_on: isoDay, name: planName.optional() });

export const mealEntryCreateBody = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("recipe"), day: isoDay, slot: z.enum(mealSlots, { message: "validation.option" }), recipe: recipeKey, servings: servings.optional() }),
    z.object({ type: z.literal("note"), day: isoDay, slot: z.enum(mealSlots, { message: "validation.option" }), note: noteText }),
    z.object({ type: z.literal("leftovers"), day: isoDay, slot: z.enum(mealSlots, { message: "validation.option" }), leftovers_of: entryId, servings: servings.optional() }),
  ],
  { message: "validation.option" },
);
export type MealEntryCreateBody = z.infer<typeof mealEntryCreateBody>;

/** Moves (day, slot, position) or changes (servings, a note's text) an entry. */
export const mealEntryUpdateBody = z.object({
  day: isoDay.optional(),
  slot: z.enum(mealSlots, { message: "validation.option" }).optional(),
  position: z.coerce.number().int().min(0).max(1000).optional(),
  servings: servings.optional(),
  note: noteText.optional(),
});

const entryRecipe = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  servings: z.number().int(),
  total_time_minutes: z.number().int(),
  image_url: z.string().nullable(),
});

const mealPlanEntry = z.object({
  id: z.number().int(),
  day: z.string(),
  slot: z.enum(mealSlots),
  position: z.number().int(),
  kind: z.enum(mealEntryKinds),
  servings: z.number().int().nullable(),
  /** A note's text; null for a recipe or leftovers. */
  note: z.string().nullable(),
  /** The recipe cooked (for leftovers, the one cooked earlier); null when it is no longer published. */
  recipe: entryRecipe.nullable(),
  /** For leftovers: the entry that cooks them. */
  leftovers_of: z.object({ id: z.number().int(), day: z.string(), slot: z.enum(mealSlots) }).nullable(),
});
export type MealPlanEntry = z.infer<typeof mealPlanEntry>;

const mealPlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  days: z.number().int(),
  entries_count: z.number().int(),
  /** Whether the plan's range holds the member's today. */
  is_current: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MealPlanSummary = z.infer<typeof mealPlanSummary>;

export const mealPlan = mealPlanSummary.extend({ entries: z.array(mealPlanEntry) });
export type MealPlan = z.infer<typeof mealPlan>;

export const mealPlanPage = z.object({
  data: z.array(mealPlanSummary),
  meta: z.object({ current_page: z.number().int(), last_page: z.number().int(), per_page: z.number().int(), total: z.number().int(), today: z.string(), time_zone: z.string() }),
});

/** The member's calendar feed: the personal address (every plan) and the per-plan template, or null before one is made. */
export const calendarFeed = z.object({
  url: z.string().nullable(),
  /** "…/api/calendar/<token>/plans/{plan}": the personal token authorises each plan's own feed. */
  plan_url_template: z.string().nullable(),
  time_zone: z.string(),
});
export type CalendarFeed = z.infer<typeof calendarFeed>;

export const calendarFeedUpdateBody = z.object({
  time_zone: z
    .string({ message: "validation.string" })
    .max(64, { message: "validation.too_long" })
    .refine(
      (zone) => {
        try {
          new Intl.DateTimeFormat("en", { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      },
      { message: "validation.option" },
    )
    .optional(),
});

const recipeChoice = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
export type RecipeChoice = z.infer<typeof recipeChoice>;

/** What the add form offers to choose from: the member's saved recipes and those already in their plans. */
export const recipeChoices = z.object({ saved: z.array(recipeChoice), planned: z.array(recipeChoice) });
