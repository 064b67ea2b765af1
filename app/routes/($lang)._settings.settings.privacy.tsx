import { getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { type PrivacySettings, privacyKeys } from "#api/contract/auth";
import { getPrivacySettings, setPrivacySettings } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { getCurrentUser } from "~/auth/current-user.server";
import { ConformForm, FormMessage, SubmitButton } from "~/components/forms/fields";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

const pagePath = "/settings/privacy";
type PrivacyKey = (typeof privacyKeys)[number];

/** A ticked box sends "on"; one left unticked sends nothing, which means false. */
const privacySchema = z.object(
  Object.fromEntries(privacyKeys.map((key) => [key, z.literal("on").optional()])) as Record<PrivacyKey, z.ZodOptional<z.ZodLiteral<"on">>>,
);

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await getCurrentUser(request, context))) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const [settings, t] = await Promise.all([getPrivacySettings(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { settings, meta: { title: t("privacy.title"), description: t("privacy.description"), noindex: true } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  if (!(await getCurrentUser(request, context))) throw redirect(localizePath("/sign-in", locale));
  const submission = parseWithZod(await request.formData(), { schema: privacySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  // Every setting is sent, so an unticked box really turns it off.
  const settings = Object.fromEntries(privacyKeys.map((key) => [key, submission.value[key] === "on"])) as PrivacySettings;
  try {
    await setPrivacySettings(await apiFor(request, context), settings);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const onFields = error.status === 422 && Object.keys(error.fieldErrors).some((key) => (privacyKeys as readonly string[]).includes(key));
    return data(
      { result: submission.reply({ formErrors: onFields ? [] : [error.message], fieldErrors: error.fieldErrors }) },
      { status: error.status ?? 503 },
    );
  }
  throw redirect(`${localizePath(pagePath, locale)}?saved=1`);
}

/** The `?saved=1` notice, and a key that changes only after a successful save (the form then shows the saved values). */
function useSavedState() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const saved = searchParams.get("saved") === "1" && !actionData;
  const [formKey, setFormKey] = useState(location.key);
  if (saved && location.key !== formKey) setFormKey(location.key);
  return { saved, formKey };
}

export default function PrivacySettingsPage() {
  const { t } = useTranslation("settings");
  const { saved, formKey } = useSavedState();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("privacy.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("privacy.description")}</p>
      </div>
      <div aria-live="polite">{saved ? <FormMessage tone="success">{t("privacy.saved")}</FormMessage> : null}</div>
      <PrivacyForm key={formKey} />
    </div>
  );
}

function PrivacyForm() {
  const { settings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("settings");
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: Object.fromEntries(privacyKeys.map((key) => [key, settings[key] ? "on" : undefined])) as Partial<Record<PrivacyKey, "on">>,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: privacySchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ConformForm form={form} action={to(pagePath)} className="max-w-xl space-y-4">
      {form.errors?.length ? (
        <FormMessage id={form.errorId} tone="error">
          {form.errors.join(" ")}
        </FormMessage>
      ) : null}
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold text-ink">{t("privacy.legend")}</legend>
        {privacyKeys.map((key) => {
          const field = fields[key];
          const hintId = `${field.id}-hint`;
          return (
            <div key={key} className="flex gap-3 rounded-lg border border-line bg-surface p-3" data-setting={key}>
              <input
                {...getInputProps(field, { type: "checkbox", ariaDescribedBy: hintId })}
                key={field.key}
                className="mt-0.5 size-5 shrink-0 accent-accent"
              />
              <div className="space-y-1">
                <label htmlFor={field.id} className="block cursor-pointer font-semibold text-ink">
                  {t(`privacy.options.${key}.label`)}
                </label>
                <p id={hintId} className="text-sm text-ink-muted">
                  {t(`privacy.options.${key}.hint`)}
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
      <SubmitButton pending={navigation.state === "submitting"}>{t("privacy.submit")}</SubmitButton>
    </ConformForm>
  );
}
