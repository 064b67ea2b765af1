import { Link, useActionData, useNavigation, useSearchParams } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { CaptchaField } from "~/components/forms/captcha-field";
import { ConformForm, FormErrors, TextField, useReplyCount } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { signUpSchema } from "./auth-forms";
import type { action } from "./sign-up.server";

export { action, loader } from "./sign-up.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

export default function SignUpPage() {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useValidatedForm(() => signUpSchema(t), { lastResult: actionData?.result });
  const replies = useReplyCount(actionData?.result);
  // Where /settings/account sends a member whose account it has just deleted.
  const [searchParams] = useSearchParams();
  const linkClass = "font-semibold text-accent underline underline-offset-4";
  return (
    <div className="space-y-6">
      {searchParams.get("account_deleted") === "1" ? <FormMessage tone="success">{t("signUp.accountDeleted")}</FormMessage> : null}
      <div>
        <h1 className="text-3xl font-semibold">{t("signUp.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("signUp.description")}</p>
      </div>
      <ConformForm form={form} className="space-y-4">
        <FormErrors form={form} />
        <TextField meta={fields.name} label={t("fields.name")} autoComplete="name" hint={t("hints.name")} required />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" required />
        <TextField meta={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" resetKey={replies} hint={t("hints.password")} required />
        <TextField meta={fields.password_confirmation} label={t("fields.passwordConfirmation")} type="password" autoComplete="new-password" resetKey={replies} required />
        <p className="text-sm text-ink-muted" data-sign-up-terms>
          <Trans
            t={t}
            i18nKey="signUp.terms"
            components={{ terms: <Link to={to("/terms")} className={linkClass} />, privacy: <Link to={to("/privacy")} className={linkClass} /> }}
          />
        </p>
        <CaptchaField />
        <SubmitButton pending={navigation.state === "submitting"}>{t("signUp.submit")}</SubmitButton>
      </ConformForm>
      <p className="text-sm text-ink-muted">
        {t("signUp.haveAccount")}{" "}
        <Link to={to("/sign-in")} className="font-semibold text-accent underline underline-offset-4">
          {t("signUp.signInLink")}
        </Link>
      </p>
    </div>
  );
}
