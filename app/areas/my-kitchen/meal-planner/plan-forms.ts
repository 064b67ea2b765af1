import type { TFunction } from "i18next";
import { z } from "zod";
import { MEAL_PLAN_MAX_DAYS, MEAL_PLAN_MAX_SERVINGS, MEAL_PLAN_NAME_MAX_LENGTH, MEAL_PLAN_NOTE_MAX_LENGTH, SLUG_MAX_LENGTH } from "#api/contract/limits";
import { mealSlots } from "#api/contract/meal-plans";

/**
 * The planner's forms, checked the same way in the browser (conform) and in the action before the
 * API has the last word. Messages come from the meal-planner namespace.
 */
const day = (t: TFunction) =>
  z
    .string({ message: t("meal-planner:errors.required") })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: t("meal-planner:errors.date") })
    .refine((value) => !Number.isNaN(new Date(`${value}T00:00:00Z`).getTime()) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: t("meal-planner:errors.date"),
    });

const servings = (t: TFunction) =>
  z.coerce
    .number({ message: t("meal-planner:errors.servings", { max: MEAL_PLAN_MAX_SERVINGS }) })
    .int({ message: t("meal-planner:errors.servings", { max: MEAL_PLAN_MAX_SERVINGS }) })
    .min(1, { message: t("meal-planner:errors.servings", { max: MEAL_PLAN_MAX_SERVINGS }) })
    .max(MEAL_PLAN_MAX_SERVINGS, { message: t("meal-planner:errors.servings", { max: MEAL_PLAN_MAX_SERVINGS }) });

const slot = (t: TFunction) => z.enum(mealSlots, { message: t("meal-planner:errors.option") });

export const planFormSchema = (t: TFunction) =>
  z.object({
    name: z
      .string()
      .trim()
      .max(MEAL_PLAN_NAME_MAX_LENGTH, { message: t("meal-planner:errors.tooLong", { max: MEAL_PLAN_NAME_MAX_LENGTH }) })
      .optional(),
    starts_on: day(t),
    days: z.coerce
      .number({ message: t("meal-planner:errors.days", { max: MEAL_PLAN_MAX_DAYS }) })
      .int({ message: t("meal-planner:errors.days", { max: MEAL_PLAN_MAX_DAYS }) })
      .min(1, { message: t("meal-planner:errors.days", { max: MEAL_PLAN_MAX_DAYS }) })
      .max(MEAL_PLAN_MAX_DAYS, { message: t("meal-planner:errors.days", { max: MEAL_PLAN_MAX_DAYS }) }),
  });

/** Adding to a plan from its page: a recipe (chosen or typed), a note, or leftovers of an earlier dish. */
export const entryFormSchema = (t: TFunction) =>
  z
    .object({
      type: z.enum(["recipe", "note", "leftovers"], { message: t("meal-planner:errors.option") }),
      day: day(t),
      slot: slot(t),
      recipe_choice: z.string().max(SLUG_MAX_LENGTH).optional(),
      recipe: z
        .string()
        .trim()
        .max(SLUG_MAX_LENGTH * 2, { message: t("meal-planner:errors.tooLong", { max: SLUG_MAX_LENGTH * 2 }) })
        .optional(),
      note: z
        .string()
        .trim()
        .max(MEAL_PLAN_NOTE_MAX_LENGTH, { message: t("meal-planner:errors.tooLong", { max: MEAL_PLAN_NOTE_MAX_LENGTH }) })
        .optional(),
      leftovers_of: z.coerce.number().int().positive().optional(),
      servings: servings(t).optional(),
    })
    .superRefine((value, context) => {
      const required = (path: string) => context.addIssue({ code: "custom", path: [path], message: t("meal-planner:errors.required") });
      if (value.type === "recipe" && !value.recipe && !value.recipe_choice) required("recipe");
      if (value.type === "note" && !value.note) required("note");
      if (value.type === "leftovers" && value.leftovers_of === undefined) required("leftovers_of");
    });

/** Moving an entry or changing its servings. */
export const entryChangeSchema = (t: TFunction) =>
  z.object({
    entry: z.coerce.number().int().positive(),
    day: day(t),
    slot: slot(t),
    servings: servings(t).optional(),
  });

/** "Añadir al plan" from a recipe page: this or next week's plan, a weekday (0 = Monday) and a slot. */
export const addRecipeSchema = (t: TFunction) =>
  z.object({
    recipe: z.string().trim().min(1).max(SLUG_MAX_LENGTH),
    week: z.enum(["this", "next"], { message: t("meal-planner:errors.option") }),
    weekday: z.coerce.number().int().min(0).max(6),
    slot: slot(t),
    servings: servings(t),
    returnTo: z.string().max(2000).optional(),
  });

export const entryFields = ["type", "day", "slot", "recipe", "note", "leftovers_of", "servings"];
export const planFields = ["name", "starts_on", "days"];
