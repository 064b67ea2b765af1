import type { TFunction } from "i18next";
import { z } from "zod";
import { hasForbiddenCharacters } from "#api/contract/text";

/** An optional text of the recipe form: trimmed, at most `max` characters, none the API refuses. */
export const optionalText = (t: TFunction, max: number) =>
  z
    .string()
    .trim()
    .max(max, t("recipe-authoring:errors.tooLong", { max }))
    .refine((value) => !hasForbiddenCharacters(value), t("recipe-authoring:errors.characters"))
    .optional();
