import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { register } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { FormMessage, SubmitButton, TextField } from "~/components/forms/fields";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";
import { secretFields, signUpSchema } from "../auth-forms";
import { startSession } from "../sign-in.server";

export const handle = { i18n: ["auth"] };
export const meta = routeMeta;

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  return { meta: { title: t("signUp.title"), description: t("signUp.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: signUpSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    const registered = await register(await apiFor(request, context), submission.value);
    // Signed in at once, but confined to /auth/verify-email until the mailed link is opened (§2).
    return startSession(request, context, registered, localizePath("/auth/verify-email", requestLocale(request)));
  } catch (error) {
    if (!isApiError(error)) throw error;
    // §5: the server's messages are shown joined by a space.
    const formErrors = error.status === 422 && Object.keys(error.fieldErrors).length > 0 ? [] : [error.message];
    return data(
      { result: submission.reply({ formErrors, fieldErrors: error.fieldErrors, hideFields: secretFields }) },
      { status: error.status ?? 503 },
    );
  }
}

export default function SignUpPage() {
  const { t } = useTranslation("auth");
  const to = useLocalizedPath();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUpSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-3xl font-semibold">{t("signUp.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("signUp.description")}</p>
      </div>
      <Form method="post" {...getFormProps(form)} className="space-y-4">
        {form.errors?.length ? (
          <FormMessage id={form.errorId} tone="error">
            {form.errors.join(" ")}
          </FormMessage>
        ) : null}
        <TextField meta={fields.name} label={t("fields.name")} autoComplete="name" hint={t("hints.name")} required />
        <TextField meta={fields.email} label={t("fields.email")} type="email" autoComplete="email" required />
        <TextField meta={fields.password} label={t("fields.password")} type="password" autoComplete="new-password" hint={t("hints.password")} required />
        <TextField meta={fields.password_confirmation} label={t("fields.passwordConfirmation")} type="password" autoComplete="new-password" required />
        <p className="text-sm text-ink-muted">{t("signUp.terms")}</p>
        <SubmitButton pending={navigation.state === "submitting"}>{t("signUp.submit")}</SubmitButton>
      </Form>
      <p className="text-sm text-ink-muted">
        {t("signUp.haveAccount")}{" "}
        <Link to={to("/sign-in")} className="font-semibold text-accent underline underline-offset-4">
          {t("signUp.signInLink")}
        </Link>
      </p>
    </div>
  );
}
