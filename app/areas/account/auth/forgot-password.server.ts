import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { forgotPassword } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { captchaToken } from "~/components/forms/captcha-field";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { forgotPasswordSchema } from "./auth-forms";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  return { meta: { title: t("forgot.title"), description: t("forgot.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
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
    return replyToApiError(submission, error, {}, { sent: null });
  }
}
