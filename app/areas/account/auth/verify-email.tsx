import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { SignOutButton } from "~/shell/site-frame/sign-out-button";
import { ButtonLink } from "~/components/ui/button";
import { localizePath } from "~/platform/i18n/locales";
import { useLocale } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { signInHref } from "~/platform/access/sign-in-link";
import { ConfirmEmailFirst } from "./confirm-email-first";
import type { action, loader } from "./verify-email.server";

export { action, loader } from "./verify-email.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** /auth/verify-email: where an unverified member waits, with a resend button (§4: only for them); a visitor is asked to sign in. */
export default function VerifyEmailPage() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useTranslation("auth");
  const locale = useLocale();
  if (email === null) {
    return (
      <div className="space-y-5" data-verify-email="visitor">
        <h1 className="text-3xl font-semibold">{t("verify.title")}</h1>
        {result?.error ? <FormMessage tone="error">{result.error}</FormMessage> : null}
        <p>{t("verify.visitorDescription")}</p>
        <ButtonLink to={signInHref(locale, localizePath("/auth/verify-email", locale))}>{t("verify.toSignIn")}</ButtonLink>
      </div>
    );
  }
  return (
    <div className="space-y-5" data-verify-email="member">
      <h1 className="text-3xl font-semibold">{t("verify.title")}</h1>
      {result?.sent ? <FormMessage tone="success">{result.sent}</FormMessage> : null}
      {result?.error ? <FormMessage tone="error">{result.error}</FormMessage> : null}
      {/* The same words and button as on a recipe page, where the member's buttons wait for this (decision 079). */}
      <ConfirmEmailFirst email={email} />
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm text-ink-muted">
        <p>{t("verify.wrongAddress")}</p>
        <SignOutButton className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-medium text-ink hover:bg-accent-soft" />
      </div>
    </div>
  );
}
