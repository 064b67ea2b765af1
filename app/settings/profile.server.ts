import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { updateProfile } from "~/api-client/account.server";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { profileSchema } from "~/auth/auth-forms";
import { requireMember } from "~/auth/current-user.server";
import { replyToApiError } from "~/http/api-error-reply.server";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { settingsPath } from "./sections";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await requireMember(request, context);
  const t = await getTranslator(request, "settings");
  return {
    name: current.user.name,
    email: current.user.email,
    meta: { title: t("profile.title"), description: t("profile.description") },
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
    return replyToApiError(submission, error, { fields: ["name"] });
  }
  // Post/redirect/get: a reload never submits twice, and the notice works without JavaScript.
  throw redirect(`${localizePath(settingsPath("profile"), locale)}?saved=1`);
}
