import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTastes, saveTastes } from "~/platform/api-client/tastes.server";
import { requireMember } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { settingsPath } from "./sections";
import { tastesSchema } from "./settings-forms";

/** /settings/tastes: the diets, dislikes and cuisines of the onboarding, seen and changed any time (decision 075). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [tastes, t] = await Promise.all([getTastes(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { tastes, meta: { title: t("tastes.title"), description: t("tastes.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: tastesSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await saveTastes(await apiFor(request, context), submission.value);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["diets", "dislikes", "cuisines"] });
  }
  throw redirect(`${localizePath(settingsPath("tastes"), locale)}?saved=1`);
}
