import { z } from "@hono/zod-openapi";
import { isWebLink } from "../contract/account";
import { hasForbiddenCharacters } from "../contract/text";
import {
  BIO_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFILE_LINK_MAX_LENGTH,
  PROFILE_LINKS_MAX,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TOKEN_MAX_LENGTH,
} from "../contract/limits";

/** The account rules (recorded in docs/decisions/010): messages are keys of the API catalogue. */
const nameField = z
  .string({ message: "validation.string" })
  .trim()
  .min(NAME_MIN_LENGTH, { message: "validation.min_length" })
  .max(NAME_MAX_LENGTH, { message: "validation.max_length" })
  .refine((name) => !hasForbiddenCharacters(name), { message: "validation.characters" });

const emailField = z
  .string({ message: "validation.string" })
  .trim()
  .min(1, { message: "validation.required" })
  .max(EMAIL_MAX_LENGTH, { message: "validation.max_length" })
  .pipe(z.email({ message: "validation.email" }))
  .transform((email) => email.toLowerCase());

const passwordField = z
  .string({ message: "validation.string" })
  .min(PASSWORD_MIN_LENGTH, { message: "validation.min_length" })
  .max(PASSWORD_MAX_LENGTH, { message: "validation.max_length" });

const captchaToken = z.string().max(4096).optional();

/** §5: password_confirmation defaults to the password when not sent. */
function confirmed<T extends { password: string; password_confirmation?: string }>(body: T, context: z.core.$RefinementCtx<T>) {
  if (body.password_confirmation !== undefined && body.password_confirmation !== body.password) {
    context.addIssue({ code: "custom", path: ["password"], message: "validation.confirmed" });
  }
}

export const registerBody = z
  .object({ name: nameField, email: emailField, password: passwordField, password_confirmation: z.string().optional(), captcha_token: captchaToken })
  .superRefine(confirmed);

export const loginBody = z.object({
  email: emailField,
  password: z.string({ message: "validation.string" }).min(1, { message: "validation.required" }).max(PASSWORD_MAX_LENGTH, { message: "validation.max_length" }),
  captcha_token: captchaToken,
});

export const forgotPasswordBody = z.object({ email: emailField, captcha_token: captchaToken });

export const resetPasswordBody = z
  .object({
    token: z.string({ message: "validation.string" }).min(1, { message: "validation.required" }).max(TOKEN_MAX_LENGTH, { message: "validation.max_length" }),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().optional(),
  })
  .superRefine(confirmed);

export const socialExchangeBody = z.object({ code: z.string().min(1, { message: "validation.required" }).max(TOKEN_MAX_LENGTH, { message: "validation.max_length" }) });

/** Free text others read on the profile: trimmed, bounded, no control characters. */
const profileText = (max: number) =>
  z
    .string({ message: "validation.string" })
    .trim()
    .max(max, { message: "validation.max_length" })
    .refine((text) => !hasForbiddenCharacters(text), { message: "validation.characters" });

/** Up to three http(s) addresses; empty boxes are dropped, a repeated address kept once. */
const linksField = z
  .array(z.string({ message: "validation.string" }).trim(), { message: "validation.array" })
  .max(PROFILE_LINKS_MAX, { message: "validation.too_many" })
  .transform((links) => [...new Set(links.filter((link) => link.length > 0))])
  .pipe(z.array(z.string().max(PROFILE_LINK_MAX_LENGTH, { message: "validation.link" }).refine(isWebLink, { message: "validation.link" })));

/** The name, and the profile details when sent (a client that sends only the name changes only the name). */
export const updateProfileBody = z.object({
  name: nameField,
  bio: profileText(BIO_MAX_LENGTH).optional(),
  location: profileText(LOCATION_MAX_LENGTH).optional(),
  links: linksField.optional(),
});

/** Deleting the account: the member's password, checked as the password change checks it (decision 030). */
export const deleteAccountBody = z.object({
  password: z.string({ message: "validation.string" }).max(PASSWORD_MAX_LENGTH, { message: "validation.max_length" }).optional(),
});

export const changePasswordBody = z
  .object({
    current_password: z.string({ message: "validation.string" }).max(PASSWORD_MAX_LENGTH, { message: "validation.max_length" }).optional(),
    password: passwordField,
    password_confirmation: z.string().optional(),
  })
  .superRefine(confirmed);
