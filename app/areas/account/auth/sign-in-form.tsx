import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "~/components/forms/captcha-field";
import { ConformForm, FormErrors, TextField, useReplyCount } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { signInSchema } from "./auth-forms";
import type { action } from "./sign-in.server";

/** The sign-in form of /sign-in and /auth/login-form-only; both post to sign-in.server's action. */
export function SignInForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(() => signInSchema(t), { lastResult: actionData?.result });
  const replies = useReplyCount(actionData?.result);
  return (
    <ConformForm form={form} className="space-y-4">
      <FormErrors form={form} />
      <input type="hidden" name="redirectTo" value={searchParams.get("redirectTo") ?? ""} />
      <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" required />
      <TextField meta={fields.password} label={t("fields.password")} type="password" autoComplete="current-password" resetKey={replies} required />
      <CaptchaField />
      <div className="flex flex-wrap items-center justify-between gap-3">
        {compact ? (
          <span />
        ) : (
          <Link to={to("/auth/forgot-password")} className="text-sm text-accent underline underline-offset-4">
            {t("signIn.forgot")}
          </Link>
        )}
        <SubmitButton pending={navigation.state === "submitting"}>{t("signIn.submit")}</SubmitButton>
      </div>
    </ConformForm>
  );
}
