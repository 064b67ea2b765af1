import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { changePassword } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { changePasswordSchema, secretFields } from "~/areas/account/auth/auth-forms";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { settingsPath } from "./sections";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return { meta: { title: t("password.title"), description: t("password.description") } };
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
    return replyToApiError(submission, error, { fields: ["current_password", "password", "password_confirmation"], hideFields: secretFields });
  }
  throw redirect(`${localizePath(settingsPath("password"), locale)}?saved=1`);
}
