import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { unitSystems } from "#api/contract/measures";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";
import { unitSystemSchema } from "./settings-forms";
import type { action, loader } from "./units.server";

export { action, loader } from "./units.server";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

export default function UnitsSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("units.title")} description={t("units.description")} savedMessage={t("units.saved")}>
      {(formKey) => <UnitsForm key={formKey} />}
    </SettingsFormLayout>
  );
}

/** Two radios in a plain form: works without JavaScript, checked again by the action. */
function UnitsForm() {
  const { unitSystem, unitSystemChosen } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { unit_system: unitSystem },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: unitSystemSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const field = fields.unit_system;
  return (
    <ConformForm form={form} action={to(settingsPath("units"))} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <fieldset
        aria-describedby={[unitSystemChosen ? "" : "units-follow-language", field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ") || undefined}
        className="space-y-2"
      >
        <legend className="mb-2 text-sm font-semibold text-ink">{t("units.legend")}</legend>
        {unitSystemChosen ? null : (
          <p id="units-follow-language" data-units-follow-language className="text-sm text-ink-muted">
            {t("units.followsLanguage")}
          </p>
        )}
        {getCollectionProps(field, { type: "radio", options: [...unitSystems] }).map(({ key, ...props }) => (
          <label
            key={key}
            htmlFor={props.id}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface px-3 has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
          >
            <input {...props} required className="size-5 accent-accent" />
            <span>{t(`units.options.${props.value}`)}</span>
          </label>
        ))}
        <FieldError field={field} />
      </fieldset>
      <SubmitButton pending={navigation.state === "submitting"}>{t("units.submit")}</SubmitButton>
    </ConformForm>
  );
}
