import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { getContentLanguage, setContentLanguage } from "~/platform/api-client/account.server";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { settingsPath } from "./sections";
import { contentLanguageSchema } from "./settings-forms";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [language, t] = await Promise.all([getContentLanguage(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { language, meta: { title: t("contentLanguage.title"), description: t("contentLanguage.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: contentLanguageSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await setContentLanguage(await apiFor(request, context), submission.value.content_language_preference);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["content_language_preference"] });
  }
  throw redirect(`${localizePath(settingsPath("contentLanguage"), locale)}?saved=1`);
}
