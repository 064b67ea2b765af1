import { Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "~/components/forms/captcha-field";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { FormMessage } from "~/components/forms/form-message";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { forgotPasswordSchema } from "./auth-forms";
import type { action } from "./forgot-password.server";

export { action, loader } from "./forgot-password.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

export default function ForgotPasswordPage() {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(() => forgotPasswordSchema(t), { lastResult: actionData?.result });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("forgot.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("forgot.description")}</p>
      </div>
      {actionData?.sent ? <FormMessage tone="success">{actionData.sent}</FormMessage> : null}
      <ConformForm form={form} className="space-y-4">
        <FormErrors form={form} />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" required />
        <CaptchaField />
        <SubmitButton pending={navigation.state === "submitting"}>{t("forgot.submit")}</SubmitButton>
      </ConformForm>
      <Link to={to("/sign-in")} className="text-sm text-accent underline underline-offset-4">
        {t("forgot.back")}
      </Link>
    </div>
  );
}
