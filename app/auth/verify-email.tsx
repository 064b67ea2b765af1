import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { SignOutButton } from "~/components/layout/sign-out-button";
import { routeMeta } from "~/seo/route-meta";
import type { action, loader } from "./verify-email.server";

export { action, loader } from "./verify-email.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

/** /auth/verify-email: where an unverified member waits, with a resend button (§4: only for them). */
export default function VerifyEmailPage() {
  const { email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
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
