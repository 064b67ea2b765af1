import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { addDays, mondayOf } from "#api/contract/plan-days";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { addMealPlanEntry, createMealPlan, currentWeekPlan, listMealPlans } from "~/platform/api-client/meal-plans.server";
import { requireMember } from "~/platform/access/current-user.server";
import { isEnhancedSubmission } from "~/platform/http/enhanced-form";
import { safeRedirectPath } from "~/platform/http/safe-redirect";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { readPage } from "./page-param";
import { addRecipeSchema } from "./plan-forms";
import { planAddedParameter, planPath } from "./plan-paths";

/** /meal-planner: the member's plans, the current week's first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  const t = await getTranslator(request, "meal-planner");
  const page = readPage(new URL(request.url));
  const plans = await listMealPlans(await apiFor(request, context), page);
  return { plans: plans.data, listMeta: plans.meta, meta: { title: t("title"), description: t("description") } };
}

/**
 * Two forms post here: "plan this week" (made when missing, then opened), and "Añadir al plan" from
 * a recipe page, which adds the recipe to this or next week's plan (made when missing) and goes back
 * to the recipe through the checked return address.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const locale = requestLocale(request);
  await requireMember(request, context);
  const formData = await request.formData();
  const api = await apiFor(request, context);
  if (formData.get("intent") === "this-week") {
    const plan = await currentWeekPlan(api);
    throw redirect(localizePath(planPath(plan.id), locale), 303);
  }

  const t = await getTranslator(request, "meal-planner");
  const submission = parseWithZod(formData, { schema: addRecipeSchema(t) });
  const recipe = String(formData.get("recipe") ?? "");
  const fallback = localizePath(`/receta/${encodeURIComponent(recipe)}`, locale);
  if (submission.status !== "success")
    return data(
      { addRecipe: { error: t("recipeForm.failed"), result: submission.reply(), returnTo: safeRedirectPath(String(formData.get("returnTo") ?? ""), fallback) } },
      { status: 400 },
    );
  const { week, weekday, slot, servings, returnTo } = submission.value;
  const back = safeRedirectPath(returnTo, fallback);
  try {
    const plan = week === "this" ? await currentWeekPlan(api) : await nextWeekPlan(api);
    await addMealPlanEntry(api, plan.id, { type: "recipe", recipe: submission.value.recipe, day: addDays(plan.starts_on, weekday), slot, servings });
    if (isEnhancedSubmission(formData)) return data({ added: { planId: plan.id, planName: plan.name } });
    throw redirect(withParameter(back, planAddedParameter, String(plan.id)), 303);
  } catch (error) {
    if (!isApiError(error)) throw error;
    return data({ addRecipe: { error: error.message, result: submission.reply({ formErrors: [error.message] }), returnTo: back } }, { status: error.status ?? 503 });
  }
}

/** Next week's plan (starting next Monday), made when missing. */
async function nextWeekPlan(api: Awaited<ReturnType<typeof apiFor>>) {
  const { data: plans, meta } = await listMealPlans(api);
  const monday = addDays(mondayOf(meta.today), 7);
  return plans.find((plan) => plan.starts_on === monday) ?? (await createMealPlan(api, { starts_on: monday }));
}

/** The return address with one more query parameter, its fragment kept last. */
function withParameter(path: string, name: string, value: string) {
  const [beforeHash, hash] = path.split("#", 2) as [string, string | undefined];
  const separator = beforeHash.includes("?") ? "&" : "?";
  return `${beforeHash}${separator}${name}=${encodeURIComponent(value)}${hash === undefined ? "" : `#${hash}`}`;
}
