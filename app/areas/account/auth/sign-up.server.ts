import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { register } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { captchaToken } from "~/components/forms/captcha-field";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { secretFields, signUpSchema } from "./auth-forms";
import { startSession } from "~/platform/session/sign-in-session.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  return { meta: { title: t("signUp.title"), description: t("signUp.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: signUpSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    const registered = await register(await apiFor(request, context), { ...submission.value, captcha_token: captchaToken(form) });
    // Signed in at once, but confined to /auth/verify-email until the mailed link is opened (§2).
    return startSession(request, context, registered, localizePath("/auth/verify-email", requestLocale(request)));
  } catch (error) {
    if (!isApiError(error)) throw error;
    // §5: the server's messages are shown joined by a space (above the form), and each next to its field.
    return replyToApiError(submission, error, { summary: "joined", hideFields: secretFields });
  }
}
