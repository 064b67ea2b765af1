import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./content-language.server";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";
import { contentLanguages, contentLanguageSchema } from "./settings-forms";

export { action, loader } from "./content-language.server";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

export default function ContentLanguageSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("contentLanguage.title")} description={t("contentLanguage.description")} savedMessage={t("contentLanguage.saved")}>
      {(formKey) => <ContentLanguageForm key={formKey} />}
    </SettingsFormLayout>
  );
}

function ContentLanguageForm() {
  const { language } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const { t: tc } = useTranslation();
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { content_language_preference: language ?? undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contentLanguageSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const field = fields.content_language_preference;
  const hintId = `${field.id}-hint`;
  const describedBy = [language ? undefined : hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <ConformForm form={form} action={to(settingsPath("contentLanguage"))} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <fieldset aria-describedby={describedBy} className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t("contentLanguage.legend")}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({tc("forms.required")})</span>
        </legend>
        {getCollectionProps(field, { type: "radio", options: [...contentLanguages] }).map(({ key, ...props }) => (
          <label
            key={key}
            htmlFor={props.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input {...props} required className="size-5 accent-accent" />
            <span>{t(`contentLanguage.options.${props.value}`)}</span>
          </label>
        ))}
        {language ? null : (
          <p id={hintId} className="text-sm text-ink-muted">
            {t("contentLanguage.notSet")}
          </p>
        )}
        <FieldError field={field} />
      </fieldset>
      <SubmitButton pending={navigation.state === "submitting"}>{t("contentLanguage.submit")}</SubmitButton>
    </ConformForm>
  );
}
