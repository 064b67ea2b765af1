import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { settingsPath } from "./sections";
import { SettingsFormLayout } from "./settings-form-layout";
import { tastesSchema } from "./settings-forms";
import type { action, loader } from "./tastes.server";

export { action, loader } from "./tastes.server";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

export default function TastesSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsFormLayout title={t("tastes.title")} description={t("tastes.description")} savedMessage={t("tastes.saved")}>
      {(formKey) => <TastesForm key={formKey} />}
    </SettingsFormLayout>
  );
}

const legendClass = "text-sm font-semibold text-ink";

/** The onboarding's chips as a plain form: works without JavaScript, checked again by the action and the API. */
function TastesForm() {
  const { tastes } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: tastesSchema(t) }),
    shouldValidate: "onSubmit",
  });
  const kinds = ["diets", "dislikes", "cuisines"] as const;
  return (
    <ConformForm form={form} action={to(settingsPath("tastes"))} className="max-w-3xl space-y-6">
      <FormErrors form={form} />
      {kinds.map((kind) => (
        <CheckboxChips
          key={kind}
          name={kind}
          legend={t(`tastes.${kind}`)}
          legendClassName={legendClass}
          hint={t(`tastes.${kind}Hint`)}
          options={tastes.options[kind].map((choice) => ({ value: choice.slug, label: choice.name }))}
          chosen={tastes[kind].map((choice) => choice.slug)}
          errors={fields[kind].errors}
        />
      ))}
      <SubmitButton pending={navigation.state === "submitting"}>{t("tastes.submit")}</SubmitButton>
    </ConformForm>
  );
}
