import { getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, FormMessage, SubmitButton } from "~/components/forms/fields";
import { useLocalizedPath } from "~/i18n/use-locale";
import { useSavedState } from "./saved-state";
import { type ToggleSection, toggleSchema } from "./toggle-settings";

interface ToggleLoaderData {
  section: ToggleSection;
  keys: string[];
  values: Record<string, boolean>;
}

/** A settings page of on/off switches, each with its label and hint from the `settings` namespace. */
export function ToggleSettingsPage() {
  const { section } = useLoaderData<ToggleLoaderData>();
  const { t } = useTranslation("settings");
  const { saved, formKey } = useSavedState();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t(`${section}.title`)}</h1>
        <p className="mt-2 text-ink-muted">{t(`${section}.description`)}</p>
      </div>
      <div aria-live="polite">{saved ? <FormMessage tone="success">{t(`${section}.saved`)}</FormMessage> : null}</div>
      <ToggleForm key={formKey} />
    </div>
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
                {field.errors?.length ? (
                  <p id={field.errorId} className="text-sm text-danger" data-field-error={field.name}>
                    {field.errors.join(" ")}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </fieldset>
      <SubmitButton pending={navigation.state === "submitting"}>{t(`${section}.submit`)}</SubmitButton>
    </ConformForm>
  );
}
