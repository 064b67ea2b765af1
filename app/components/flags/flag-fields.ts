import type { TFunction } from "i18next";
import { z } from "zod";
import { flagReasons } from "#api/contract/flags";
import { FLAG_NOTE_MAX_LENGTH, FLAG_NOTE_MIN_LENGTH } from "#api/contract/limits";
import { hasForbiddenCharacters } from "#api/contract/text";

/** A flag's reason and note as every flag form reads them (decisions 094 and 097); the API checks the same and has the last word. */
export const flagFieldsSchema = (t: TFunction) => {
  const noteMessage = t("flags:errors.note", { min: FLAG_NOTE_MIN_LENGTH, max: FLAG_NOTE_MAX_LENGTH });
  return z.object({
    reason: z.enum(flagReasons, { message: t("flags:errors.reason") }),
    note: z
      .string({ message: noteMessage })
      .trim()
      .min(FLAG_NOTE_MIN_LENGTH, noteMessage)
      .max(FLAG_NOTE_MAX_LENGTH, noteMessage)
      .refine((value) => !hasForbiddenCharacters(value), t("flags:errors.note", { min: FLAG_NOTE_MIN_LENGTH, max: FLAG_NOTE_MAX_LENGTH })),
  });
};
