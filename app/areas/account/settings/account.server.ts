import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs } from "@remix-run/node";
import { deleteAccount } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { secretFields } from "~/areas/account/auth/auth-forms";
import { requireMember } from "~/platform/access/current-user.server";
import { endSession } from "~/platform/session/sign-in-session.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { deleteAccountSchema } from "./account-form";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "account");
  // The deletion is two steps without JavaScript too: the first is this page with ?step=confirm.
  const confirming = new URL(request.url).searchParams.get("step") === "confirm";
  return { confirming, meta: { title: t("page.title"), description: t("page.description") } };
}

/** Deletes the account (the API checks the password and counts the tries), ends this browser's session and says so on the sign-up page. */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: deleteAccountSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: secretFields }) }, { status: 400 });
  try {
    await deleteAccount(await apiFor(request, context), submission.value.password);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["password"], hideFields: secretFields });
  }
  // Every other browser is signed out at its next request: the API has no token of theirs left.
  return endSession(request, context, `${localizePath("/sign-up", locale)}?account_deleted=1`);
}
