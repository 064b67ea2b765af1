import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage, SubmitButton } from "~/components/forms/fields";
import { SignOutButton } from "~/components/layout/sign-out-button";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import type { verifyEmailAction, verifyEmailLoader } from "./verify-email-pages.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** /auth/verify-email: where an unverified member waits, with a resend button (§4: only for them). */

export function VerifyEmailPage() {
  const { email } = useLoaderData<typeof verifyEmailLoader>();
  const result = useActionData<typeof verifyEmailAction>();
  const { t } = useTranslation("auth");
  return (
    <div className="space-y-5">
      <h1 className="text-3xl font-semibold">{t("verify.title")}</h1>
      <p>{t("verify.description", { email })}</p>
      {result?.sent ? <FormMessage tone="success">{result.sent}</FormMessage> : null}
      {result?.error ? <FormMessage tone="error">{result.error}</FormMessage> : null}
      <Form method="post">
        <SubmitButton>{t("verify.resend")}</SubmitButton>
      </Form>
      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4 text-sm text-ink-muted">
        <p>{t("verify.wrongAddress")}</p>
        <SignOutButton className="inline-flex min-h-11 items-center rounded-lg border border-line px-4 font-medium text-ink hover:bg-accent-soft" />
      </div>
    </div>
  );
}

export type Outcome = "landing" | "success" | "failed" | "already";

/** The pages the verification link lands on (through the API): public, each with one next step. */

export function VerificationOutcomePage() {
  const { outcome } = useLoaderData<{ outcome: Outcome }>();
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const next = outcome === "failed" || outcome === "landing" ? { path: "/sign-in", label: t("verify.toSignIn") } : { path: "/user/dashboard", label: t("verify.toDashboard") };
  return (
    <div className="space-y-5" data-verification-outcome={outcome}>
      <h1 className="text-3xl font-semibold">{t(`verify.${outcome}Title`)}</h1>
      <p>{t(`verify.${outcome}Description`)}</p>
      <Link to={to(next.path)} className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover">
        {next.label}
      </Link>
    </div>
  );
}
