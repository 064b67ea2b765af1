import type { TFunction } from "i18next";
import { z } from "zod";
import { RECIPE_LIST_DESCRIPTION_MAX_LENGTH, RECIPE_LIST_NAME_MAX_LENGTH, RECORD_ID_MAX, SLUG_MAX_LENGTH } from "#api/contract/limits";
import { hasForbiddenCharacters } from "#api/contract/text";

/**
 * The list form's rules, shared by the browser and the actions; the API checks the same limits and
 * has the last word. conform turns an empty box into undefined: an empty description is "".
 */
const listName = (t: TFunction) =>
  z
    .string({ message: t("recipe-lists:errors.nameRequired") })
    .trim()
    .min(1, t("recipe-lists:errors.nameRequired"))
    .max(RECIPE_LIST_NAME_MAX_LENGTH, t("recipe-lists:errors.nameLength", { max: RECIPE_LIST_NAME_MAX_LENGTH }))
    .refine((value) => !hasForbiddenCharacters(value), t("recipe-lists:errors.characters"));

export const listDetailsSchema = (t: TFunction) =>
  z.object({
    name: listName(t),
    description: z
      .string()
      .trim()
      .max(RECIPE_LIST_DESCRIPTION_MAX_LENGTH, t("recipe-lists:errors.descriptionLength", { max: RECIPE_LIST_DESCRIPTION_MAX_LENGTH }))
      .refine((value) => !hasForbiddenCharacters(value), t("recipe-lists:errors.characters"))
      .optional()
      .transform((value) => value ?? ""),
    visibility: z.enum(["private", "public"], { message: t("recipe-lists:errors.visibility") }).default("private"),
  });

/** The form fields the API's field names become. */
export const listFormFields = ["name", "description", "visibility"] as const;
export const apiFieldToForm = (field: string) => (field === "is_public" ? "visibility" : field);

/** A recipe named in a form: its id. */
export const recipeIdField = z.coerce.number().int().min(1).max(RECORD_ID_MAX);
export const listSlugField = z.string().trim().min(1).max(SLUG_MAX_LENGTH);

/** "Add to a list" from the recipe page or the picker page: one of the member's lists, or a new one by name. */
export const addToListSchema = (t: TFunction) =>
  z
    .object({
      recipe: recipeIdField,
      list: z.string().trim().max(SLUG_MAX_LENGTH).optional(),
      name: z.string().optional(),
      redirectTo: z.string().max(2000).optional(),
    })
    .superRefine((value, context) => {
      if (value.list && value.list !== NEW_LIST) return;
      const parsed = listName(t).safeParse(value.name ?? "");
      if (!parsed.success) context.addIssue({ code: "custom", path: ["name"], message: parsed.error.issues[0]!.message });
    });

/** The picker's choice that means "a new list with the name typed". */
export const NEW_LIST = "new";
