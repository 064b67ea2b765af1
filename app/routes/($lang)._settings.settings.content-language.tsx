import { getCollectionProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { getContentLanguage, setContentLanguage } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { requireMember } from "~/auth/current-user.server";
import { ConformForm, FieldError, FormErrors, SubmitButton } from "~/components/forms/fields";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import { SettingsPage } from "~/settings/settings-page";
import { replyToApiError } from "~/settings/api-error-reply.server";

export const handle = { i18n: ["settings"] };
export const meta = routeMeta;

const pagePath = "/settings/content-language";
const languages = ["es", "en"] as const;

const contentLanguageSchema = (t: TFunction) =>
  z.object({ content_language_preference: z.enum(languages, { message: t("settings:contentLanguage.required") }) });

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [language, t] = await Promise.all([getContentLanguage(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { language, meta: { title: t("contentLanguage.title"), description: t("contentLanguage.description"), noindex: true } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: contentLanguageSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await setContentLanguage(await apiFor(request, context), submission.value.content_language_preference);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, ["content_language_preference"]);
  }
  throw redirect(`${localizePath(pagePath, locale)}?saved=1`);
}

export default function ContentLanguageSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("contentLanguage.title")} description={t("contentLanguage.description")} savedMessage={t("contentLanguage.saved")}>
      {(formKey) => <ContentLanguageForm key={formKey} />}
    </SettingsPage>
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
    <ConformForm form={form} action={to(pagePath)} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <fieldset aria-describedby={describedBy} className="space-y-2">
        <legend className="mb-2 text-sm font-semibold text-ink">
          {t("contentLanguage.legend")}
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
          <span className="sr-only"> ({tc("forms.required")})</span>
        </legend>
        {getCollectionProps(field, { type: "radio", options: [...languages] }).map(({ key, ...props }) => (
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
