import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { changePassword } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { changePasswordSchema, secretFields } from "~/auth/auth-forms";
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

const pagePath = "/settings/password";
const fieldNames = ["current_password", "password", "password_confirmation"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return { meta: { title: t("password.title"), description: t("password.description"), noindex: true } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: changePasswordSchema(t) });
  // The passwords are never sent back to the browser, not even after a failed submit.
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    // An empty current password is left out: members who only used Google or Facebook have none (the API decides).
    await changePassword(await apiFor(request, context), submission.value);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, fieldNames, secretFields);
  }
  throw redirect(`${localizePath(pagePath, locale)}?saved=1`);
}

export default function PasswordSettingsPage() {
  const { t } = useTranslation("settings");
  return (
    <SettingsPage title={t("password.title")} description={t("password.description")} savedMessage={t("password.saved")}>
      {(formKey) => <PasswordForm key={formKey} />}
    </SettingsPage>
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
    <ConformForm form={form} action={to(pagePath)} className="max-w-xl space-y-4">
      <FormErrors form={form} />
      <TextField
        meta={fields.current_password}
        label={ta("fields.currentPassword")}
        type="password"
        autoComplete="current-password"
        hint={t("password.currentHint")}
      />
      <TextField meta={fields.password} label={ta("fields.newPassword")} type="password" autoComplete="new-password" hint={ta("hints.password")} required />
      <TextField
        meta={fields.password_confirmation}
        label={ta("fields.passwordConfirmation")}
        type="password"
        autoComplete="new-password"
        required
      />
      <SubmitButton pending={navigation.state === "submitting"}>{t("password.submit")}</SubmitButton>
    </ConformForm>
  );
}
