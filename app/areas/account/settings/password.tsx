import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { changePasswordSchema } from "~/areas/account/auth/auth-forms";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action } from "./password.server";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";

export { action, loader } from "./password.server";

export const handle = { i18n: ["settings", "auth"] };
export const meta = routeMeta;

export default function PasswordSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("password.title")} description={t("password.description")} savedMessage={t("password.saved")}>
      {(formKey) => <PasswordForm key={formKey} />}
    </SettingsFormLayout>
  );
}

function PasswordForm() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const { t: ta } = useTranslation("auth");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema(ta) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={to(settingsPath("password"))} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <TextField meta={fields.current_password} label={ta("fields.currentPassword")} type="password" autoComplete="current-password" hint={t("password.currentHint")} />
      <TextField meta={fields.password} label={ta("fields.newPassword")} type="password" autoComplete="new-password" hint={ta("hints.password")} required />
      <TextField meta={fields.password_confirmation} label={ta("fields.passwordConfirmation")} type="password" autoComplete="new-password" required />
      <SubmitButton pending={navigation.state === "submitting"}>{t("password.submit")}</SubmitButton>
    </ConformForm>
  );
}
