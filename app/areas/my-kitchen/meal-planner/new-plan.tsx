import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_MAX_DAYS } from "#api/contract/limits";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import type { action, loader } from "./new-plan.server";
import { PlanFields } from "./plan-fields";
import { planFormSchema } from "./plan-forms";
import { newPlanPath, plannerPath } from "./plan-paths";

export { action, loader } from "./new-plan.server";

export const handle = { i18n: ["meal-planner"] };
export const meta = routeMeta;

export default function NewPlanPage() {
  const { defaultStart } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("meal-planner");
  const to = useLocalizedPath();
  const [form] = useForm({
    lastResult: actionData?.result,
    defaultValue: { starts_on: defaultStart, days: "7" },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planFormSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <div className="max-w-xl space-y-6">
      <p>
        <Link to={to(plannerPath)} className="text-accent underline-offset-4 hover:underline">
          ← {t("new.back")}
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-semibold">{t("new.title")}</h1>
        <p className="mt-2 text-ink-muted">{t("new.description")}</p>
      </div>
      <ConformForm form={form} action={to(newPlanPath)} className="space-y-4">
        <FormErrors form={form} />
        <PlanFields maxDays={MEAL_PLAN_MAX_DAYS} />
        <SubmitButton pending={navigation.state === "submitting"}>{t("new.submit")}</SubmitButton>
      </ConformForm>
    </div>
  );
}
