import type { TFunction } from "i18next";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "#api/contract/limits";

/** Deleting the account: the password (empty for a member who only signs in with Google or Facebook; the API decides). */
export const deleteAccountSchema = (t: TFunction) =>
  z.object({
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH, t("auth:validation.passwordLength", { min: 1, max: PASSWORD_MAX_LENGTH }))
      .optional(),
  });
