import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { profileSchema } from "~/auth/auth-forms";
import { ConformForm, FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import type { action, loader } from "./profile.server";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";

export { action, loader } from "./profile.server";

export const handle = { i18n: ["settings", "auth"] };
export const meta = routeMeta;

export default function ProfileSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("profile.title")} description={t("profile.description")} savedMessage={t("profile.saved")}>
      {(formKey) => <ProfileForm key={formKey} />}
    </SettingsFormLayout>
  );
}

function ProfileForm() {
  const { name, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const { t: ta } = useTranslation("auth");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { name },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema(ta) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={to(settingsPath("profile"))} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <TextField meta={fields.name} label={ta("fields.name")} autoComplete="name" hint={ta("hints.name")} required />
      <div className="space-y-1.5">
        <label htmlFor="profile-email" className="block text-sm font-semibold text-ink">
          {t("profile.email")}
        </label>
        {/* Read-only and without a name: shown, never submitted. */}
        <input
          id="profile-email"
          type="email"
          value={email}
          readOnly
          aria-describedby="profile-email-hint"
          className="h-11 w-full rounded-lg border border-line bg-page px-3 text-base text-ink-muted"
        />
        <p id="profile-email-hint" className="text-sm text-ink-muted">
          {t("profile.emailHint")}
        </p>
      </div>
      <SubmitButton pending={navigation.state === "submitting"}>{t("profile.submit")}</SubmitButton>
    </ConformForm>
  );
}
