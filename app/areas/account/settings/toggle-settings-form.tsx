import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { SettingsFormLayout } from "./settings-form-layout";
import { type ToggleSection, toggleSchema } from "./settings-forms";

interface ToggleLoaderData {
  section: ToggleSection;
  keys: string[];
  values: Record<string, boolean>;
}

/** A settings page of on/off switches, each with its label and hint from the `settings` namespace. */
export function ToggleSettingsPage() {
  const { section } = useLoaderData<ToggleLoaderData>();
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t(`${section}.title`)} description={t(`${section}.description`)} savedMessage={t(`${section}.saved`)}>
      {(formKey) => <ToggleForm key={formKey} />}
    </SettingsFormLayout>
  );
}

function ToggleForm() {
  const { section, keys, values } = useLoaderData<ToggleLoaderData>();
  const actionData = useActionData<{ result?: SubmissionResult<string[]> }>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  const schema = toggleSchema(keys);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: Object.fromEntries(keys.map((key) => [key, values[key] ? "on" : undefined])),
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={to(`/settings/${section}`)} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t(`${section}.legend`)}</legend>
        {keys.map((key) => {
          const field = fields[key]!;
          const hintId = `${field.id}-hint`;
          return (
            <div key={key} className="flex gap-3 rounded-lg border border-line bg-surface p-3" data-setting={key}>
              <input {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hintId })} key={field.key} className="mt-0.5 size-5 shrink-0 accent-accent" />
              <div className="space-y-1">
                <label htmlFor={field.id} className="block cursor-pointer font-semibold text-ink">
                  {t(`${section}.options.${key}.label`)}
                </label>
                <p id={hintId} className="text-sm text-ink-muted">
                  {t(`${section}.options.${key}.hint`)}
                </p>
                <FieldError field={field} />
              </div>
            </div>
          );
        })}
      </fieldset>
      <SubmitButton pending={navigation.state === "submitting"}>{t(`${section}.submit`)}</SubmitButton>
    </ConformForm>
  );
}
