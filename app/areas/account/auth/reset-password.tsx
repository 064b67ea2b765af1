import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, TextField, useReplyCount } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { FormMessage } from "~/components/forms/form-message";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { resetPasswordSchema } from "./auth-forms";
import type { action, loader } from "./reset-password.server";

export { action, loader } from "./reset-password.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

export default function ResetPasswordPage() {
  const { token, email, linkValid } = useLoaderData<typeof loader>();
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(() => resetPasswordSchema(t), { lastResult: actionData?.result, defaultValue: { token, email } });
  const replies = useReplyCount(actionData?.result);
  if (!linkValid) {
    return (
      <div className="space-y-5">
        <h1 className="text-3xl font-semibold">{t("reset.title")}</h1>
        <FormMessage tone="error">{t("reset.invalidLink")}</FormMessage>
        <Link to={to("/auth/forgot-password")} className="text-accent underline underline-offset-4">
          {t("reset.requestNew")}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("reset.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("reset.description")}</p>
      </div>
      <ConformForm form={form} className="space-y-4">
        <FormErrors form={form} />
        <input type="hidden" name={fields.token.name} value={token} />
        <input type="hidden" name={fields.email.name} value={email} />
        <p className="text-sm text-ink-muted">{email}</p>
        <TextField meta={fields.password} label={t("fields.newPassword")} type="password" autoComplete="new-password" resetKey={replies} hint={t("hints.password")} required />
        <TextField meta={fields.password_confirmation} label={t("fields.passwordConfirmation")} type="password" autoComplete="new-password" resetKey={replies} required />
        <SubmitButton pending={navigation.state === "submitting"}>{t("reset.submit")}</SubmitButton>
      </ConformForm>
    </div>
  );
}
