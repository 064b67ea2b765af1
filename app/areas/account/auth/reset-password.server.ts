import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { resetPassword } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { resetPasswordSchema, secretFields } from "./auth-forms";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getTranslator(request, "auth");
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const email = url.searchParams.get("email") ?? "";
  return { token, email, linkValid: token.length > 0 && email.length > 0, meta: { title: t("reset.title"), description: t("reset.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    await resetPassword(await apiFor(request, context), submission.value);
    return redirect(`${localizePath("/sign-in", requestLocale(request))}?reset=1`);
  } catch (error) {
    if (!isApiError(error)) throw error;
    // §5: reset shows every validation message, joined (above the form only).
    return replyToApiError(submission, error, { summary: "joined", fieldErrors: "none", hideFields: secretFields });
  }
}
