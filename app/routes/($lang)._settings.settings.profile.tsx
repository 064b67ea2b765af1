import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { updateProfile } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { profileSchema } from "~/auth/auth-forms";
import { requireMember } from "~/auth/current-user.server";
import { ConformForm, FormErrors, SubmitButton, TextField } from "~/components/forms/fields";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import { SettingsPage } from "~/settings/settings-page";
import { replyToApiError } from "~/settings/api-error-reply.server";

export const handle = { i18n: ["settings", "auth"] };
export const meta = routeMeta;

const pagePath = "/settings/profile";
const fieldNames = ["name"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return {
    name: current.user.name,
    email: current.user.email,
    meta: { title: t("profile.title"), description: t("profile.description"), noindex: true },
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: profileSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await updateProfile(await apiFor(request, context), submission.value);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, fieldNames);
  }
  // Post/redirect/get: a reload never submits twice, and the notice works without JavaScript.
  throw redirect(`${localizePath(pagePath, locale)}?saved=1`);
}

export default function ProfileSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("profile.title")} description={t("profile.description")} savedMessage={t("profile.saved")}>
      {(formKey) => <ProfileForm key={formKey} />}
    </SettingsPage>
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
    <ConformForm form={form} action={to(pagePath)} className="max-w-xl space-y-4">
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
