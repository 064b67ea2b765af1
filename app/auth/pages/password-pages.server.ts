import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { forgotPassword, resetPassword } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { captchaToken } from "~/components/forms/captcha-field";
import { forgotPasswordSchema, resetPasswordSchema, secretFields } from "../auth-forms";

export async function forgotLoader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  return { meta: { title: t("forgot.title"), description: t("forgot.description"), noindex: true } };
}

export async function forgotAction({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: forgotPasswordSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply(), sent: null }, { status: 400 });
  try {
    const { message } = await forgotPassword(await apiFor(request, context), { ...submission.value, captcha_token: captchaToken(form) });
    // Kept: the same answer whether or not the account exists (the API never says).
    return { result: submission.reply(), sent: message };
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ result: submission.reply({ formErrors: [error.message], fieldErrors: error.fieldErrors }), sent: null }, { status: error.status ?? 503 });
  }
}

export async function resetLoader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  return { token, email, linkValid: token.length > 0 && email.length > 0, meta: { title: t("reset.title"), description: t("reset.description"), noindex: true } };
}

export async function resetAction({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    await resetPassword(await apiFor(request, context), submission.value);
    return redirect(`${localizePath("/sign-in", requestLocale(request))}?reset=1`);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // §5: reset shows every validation message, joined.
    const messages = Object.values(error.fieldErrors).flat();
    return data(
      { result: submission.reply({ formErrors: [messages.length ? messages.join(" ") : error.message], hideFields: secretFields }) },
      { status: error.status ?? 503 },
    );
  }
}
