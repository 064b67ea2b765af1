import type { TFunction } from "i18next";
import { z } from "zod";

/**
 * The account forms' rules, shared by the browser (instant feedback) and the action (the check that
 * counts). They mirror the API's (docs/decisions/010); the API has the last word.
 */
const email = (t: TFunction) =>
  z
    .string({ message: t("auth:validation.required") })
    .trim()
    .min(1, t("auth:validation.required"))
    .max(254, t("auth:validation.tooLong", { max: 254 }))
    .pipe(z.email(t("auth:validation.email")));

const newPassword = (t: TFunction) =>
  z
    .string({ message: t("auth:validation.required") })
    .min(8, t("auth:validation.passwordLength", { min: 8, max: 128 }))
    .max(128, t("auth:validation.passwordLength", { min: 8, max: 128 }));

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
    password: z.string({ message: t("auth:validation.required") }).min(1, t("auth:validation.required")).max(128),
    redirectTo: z.string().optional(),
  });

export const signUpSchema = (t: TFunction) =>
  z
    .object({
      name: z
        .string({ message: t("auth:validation.required") })
        .trim()
        .min(2, t("auth:validation.nameLength", { min: 2, max: 80 }))
        .max(80, t("auth:validation.nameLength", { min: 2, max: 80 })),
      email: email(t),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

export const forgotPasswordSchema = (t: TFunction) => z.object({ email: email(t) });

export const resetPasswordSchema = (t: TFunction) =>
  z
    .object({
      token: z.string().min(1).max(200),
      email: email(t),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

export const profileSchema = (t: TFunction) =>
  z.object({
    name: z
      .string({ message: t("auth:validation.required") })
      .trim()
      .min(2, t("auth:validation.nameLength", { min: 2, max: 80 }))
      .max(80, t("auth:validation.nameLength", { min: 2, max: 80 })),
  });

export const changePasswordSchema = (t: TFunction) =>
  z
    .object({
      current_password: z.string().max(128).optional(),
      password: newPassword(t),
      password_confirmation: z.string({ message: t("auth:validation.required") }),
    })
    .superRefine(confirmed(t));

/** Fields never sent back to the browser after a failed submit. */
export const secretFields = ["password", "password_confirmation", "current_password"];
