import type { TFunction } from "i18next";
import { z } from "zod";
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, NAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOKEN_MAX_LENGTH } from "#api/contract/limits";

/**
 * The account forms' rules, shared by the browser (instant feedback) and the action (the check that
 * counts). They mirror the API's (docs/decisions/010); the API has the last word.
 */
const email = (t: TFunction) =>
  z
    .string({ message: t("auth:validation.required") })
    .trim()
    .min(1, t("auth:validation.required"))
    .max(EMAIL_MAX_LENGTH, t("auth:validation.tooLong", { max: EMAIL_MAX_LENGTH }))
    .pipe(z.email(t("auth:validation.email")));

const passwordLength = { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
const nameLength = { min: NAME_MIN_LENGTH, max: NAME_MAX_LENGTH };

const name = (t: TFunction) =>
  z
    .string({ message: t("auth:validation.required") })
    .trim()
    .min(NAME_MIN_LENGTH, t("auth:validation.nameLength", nameLength))
    .max(NAME_MAX_LENGTH, t("auth:validation.nameLength", nameLength));

const newPassword = (t: TFunction) =>
  z
    .string({ message: t("auth:validation.required") })
    .min(PASSWORD_MIN_LENGTH, t("auth:validation.passwordLength", passwordLength))
    .max(PASSWORD_MAX_LENGTH, t("auth:validation.passwordLength", passwordLength));

function confirmed(t: TFunction) {
  return (value: { password: string; password_confirmation: string }, context: z.RefinementCtx) => {
    if (value.password !== value.password_confirmation) {
      context.addIssue({ code: "custom", path: ["password_confirmation"], message: t("auth:validation.confirmation") });
    }
  };
}

export const signInSchema = (t: TFunction) =>
  z.object({
    email: email(t),
    password: z
      .string({ message: t("auth:validation.required") })
      .min(1, t("auth:validation.required"))
      .max(PASSWORD_MAX_LENGTH),
    redirectTo: z.string().optional(),
  });

export const signUpSchema = (t: TFunction) =>
  z
    .object({
      name: name(t),
      email: email(t),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

export const forgotPasswordSchema = (t: TFunction) => z.object({ email: email(t) });

export const resetPasswordSchema = (t: TFunction) =>
  z
    .object({
      token: z.string().min(1).max(TOKEN_MAX_LENGTH),
      email: email(t),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

export const profileSchema = (t: TFunction) =>
  z.object({
    name: name(t),
  });

export const changePasswordSchema = (t: TFunction) =>
  z
    .object({
      current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

/** Fields never sent back to the browser after a failed submit. */
export const secretFields = ["password", "password_confirmation", "current_password"];
