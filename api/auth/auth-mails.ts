import type { Context } from "hono";
import type { ApiBindings } from "../http/bindings";
import { passwordResetEmail, verificationEmail } from "../mail/mail-templates";
import type { AuthenticatedUser } from "../permissions/authenticated-user";

type Recipient = Pick<AuthenticatedUser, "id" | "name" | "email">;
import { createOneTimeToken } from "./one-time-tokens";

const EMAIL_VERIFICATION_MINUTES = 60;
const PASSWORD_RESET_MINUTES = 60;

/** The web page for a path in a language: "/auth/reset-password" → "{site}/en/auth/reset-password". */
export function webUrl(c: Context<ApiBindings>, path: string, locale = c.var.locale) {
  return `${c.var.env.siteUrl}${locale === "en" ? "/en" : ""}${path}`;
}

/** A signed (secret, single-use) link that expires in an hour, mailed in the member's language. */
export async function sendVerificationMail(c: Context<ApiBindings>, user: Recipient) {
  const token = await createOneTimeToken(c.var.db, user.id, "email_verification", EMAIL_VERIFICATION_MINUTES);
  const locale = c.var.locale;
  const link = `${c.var.env.apiPublicUrl}/api/auth/email/verify/${user.id}/${token}?locale=${locale}`;
  const content = verificationEmail({ locale, name: user.name, link, siteName: c.var.env.SITE_NAME, expiresInMinutes: EMAIL_VERIFICATION_MINUTES });
  await c.var.services.mailer.send({ to: user.email, ...content, kind: "email-verification", locale, links: { verify: link } });
}

export async function sendPasswordResetMail(c: Context<ApiBindings>, user: Recipient) {
  const token = await createOneTimeToken(c.var.db, user.id, "password_reset", PASSWORD_RESET_MINUTES);
  const locale = c.var.locale;
  const link = `${webUrl(c, "/auth/reset-password")}?${new URLSearchParams({ token, email: user.email })}`;
  const content = passwordResetEmail({ locale, name: user.name, link, siteName: c.var.env.SITE_NAME, expiresInMinutes: PASSWORD_RESET_MINUTES });
  await c.var.services.mailer.send({ to: user.email, ...content, kind: "password-reset", locale, links: { reset: link } });
}
