import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { mondayOf } from "#api/contract/plan-days";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { createMealPlan, listMealPlans } from "~/platform/api-client/meal-plans.server";
import { requireMember } from "~/platform/access/current-user.server";
import { replyToApiError } from "~/platform/api-client/api-error-reply.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { planFields, planFormSchema } from "./plan-forms";
import { planPath } from "./plan-paths";

/** /meal-planner/new: the form starts on this week's Monday (in the member's zone), for 7 days. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "meal-planner");
  const { meta } = await listMealPlans(await apiFor(request, context));
  return { defaultStart: mondayOf(meta.today), meta: { title: t("new.title"), description: t("new.description") } };
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "meal-planner");
  const submission = parseWithZod(await request.formData(), { schema: planFormSchema(t) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { name, starts_on, days } = submission.value;
  try {
    const plan = await createMealPlan(await apiFor(request, context), { name: name || undefined, starts_on, days });
    throw redirect(`${localizePath(planPath(plan.id), requestLocale(request))}?done=created`, 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return replyToApiError(submission, error, { fields: planFields, fieldErrors: "when-on-fields" });
  }
}
