import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getKitchenSettings, setUnitSystem } from "~/platform/api-client/pantry.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { settingsPath } from "./sections";
import { unitSystemSchema } from "./settings-forms";

/** /settings/units: metric or US customary on English pages (decision 054); until chosen, English's default, US customary (decision 081). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const [settings, t] = await Promise.all([getKitchenSettings(await apiFor(request, context)), getTranslator(request, "settings")]);
  return { unitSystem: settings.unit_system, unitSystemChosen: settings.unit_system_chosen, meta: { title: t("units.title"), description: t("units.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const t = await getTranslator(request);
  const submission = parseWithZod(await request.formData(), { schema: unitSystemSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    await setUnitSystem(await apiFor(request, context), submission.value.unit_system);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: ["unit_system"] });
  }
  throw redirect(`${localizePath(settingsPath("units"), locale)}?saved=1`);
}
