import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_MAX_DAYS } from "#api/contract/limits";
import type { MealPlan } from "#api/contract/meal-plans";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { FormMessage } from "~/components/forms/form-message";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { AddEntryForm } from "./add-entry-form";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { formatRangeDay } from "./plan-dates";
import { PlanFields } from "./plan-fields";
import { planFormSchema } from "./plan-forms";
import { readOutcome } from "./plan-outcome";
import { plannerPath, planPath, shoppingListPath } from "./plan-paths";
import { PlanPrint } from "./plan-print";
import { PlanWeek } from "./plan-week";
import type { action, loader } from "./plan.server";

export { action, loader } from "./plan.server";

export const handle = { i18n: ["meal-planner"] };
export const meta = routeMeta;

export default function MealPlanPage() {
  const { plan, feed, choices, print } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [searchParams] = useSearchParams();
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const to = useLocalizedPath();
  if (print) return <PlanPrint plan={plan} />;
  const outcome = actionData ? undefined : readOutcome(searchParams);
  const enhancedOutcome = actionData && "done" in actionData ? actionData.done : undefined;
  const pageError = actionData && "error" in actionData && !("entry" in actionData) ? actionData.error : undefined;
  const notice = outcome ?? enhancedOutcome;

  return (
    <div className="space-y-8">
      <div className="space-y-2">
        <p>
          <Link to={to(plannerPath)} className="text-accent underline-offset-4 hover:underline">
            ← {t("plan.back")}
          </Link>
        </p>
        <h1 className="text-3xl font-semibold [overflow-wrap:anywhere]" data-plan-name="">
          {plan.name}
        </h1>
        <p className="text-ink-muted">{t("plan.range", { from: formatRangeDay(plan.starts_on, locale), to: formatRangeDay(plan.ends_on, locale) })}</p>
      </div>

      {notice ? <FormMessage tone="success">{t(`done.${notice}`)}</FormMessage> : null}
      {pageError ? <FormMessage tone="error">{pageError}</FormMessage> : null}

      <div className="print-hidden flex flex-wrap items-start gap-3">
        <ButtonLink variant="neutral" to={`${to(planPath(plan.id))}?print=1`}>
          {t("plan.print")}
        </ButtonLink>
        <Form method="post" action={to(planPath(plan.id))}>
          <CsrfField />
          <input type="hidden" name="intent" value="copy-last-week" />
          <Button type="submit" variant="neutral" aria-describedby="copy-last-week-hint">
            {t("plan.copyLastWeek")}
          </Button>
        </Form>
        {/* The shopping list's own area makes the list from this plan (its form reads `plan` and `intent`). */}
        <Form method="post" action={to(shoppingListPath)} reloadDocument>
          <CsrfField />
          <input type="hidden" name="intent" value="from-plan" />
          <input type="hidden" name="plan" value={plan.id} />
          <Button type="submit" variant="secondary" aria-describedby="shopping-list-hint" data-shopping-from-plan="">
            {t("plan.shoppingList")}
          </Button>
        </Form>
      </div>
      <div className="print-hidden space-y-1 text-sm text-ink-muted">
        <p id="copy-last-week-hint">{t("plan.copyLastWeekHint")}</p>
        <p id="shopping-list-hint">{t("plan.shoppingListHint")}</p>
      </div>

      {plan.entries.length === 0 ? <EmptyState>{t("plan.empty")}</EmptyState> : null}
      <PlanWeek plan={plan} />

      <AddEntryForm plan={plan} choices={choices} />

      <CalendarFeedPanel planId={plan.id} feed={feed} />

      <PlanSettings plan={plan} />
    </div>
  );
}

/** Name and dates, and deleting the plan. */
function PlanSettings({ plan }: { plan: MealPlan }) {
  const { t } = useTranslation("meal-planner");
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && actionData.intent === "update-plan" && "result" in actionData ? actionData.result : undefined;
  const [form] = useForm({
    id: "plan-settings",
    lastResult,
    defaultValue: { name: plan.name, starts_on: plan.starts_on, days: String(plan.days) },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: planFormSchema(t) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section aria-labelledby="plan-settings-heading" className="print-hidden space-y-4">
      <details open={lastResult ? true : undefined}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-xl font-semibold">
          <h2 id="plan-settings-heading">{t("plan.rename")}</h2>
        </summary>
        <ConformForm form={form} action={to(planPath(plan.id))} className="mt-3 max-w-xl space-y-4">
          <FormErrors form={form} />
          <input type="hidden" name="intent" value="update-plan" />
          <PlanFields maxDays={MEAL_PLAN_MAX_DAYS} />
          <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "update-plan"}>{t("plan.renameSubmit")}</SubmitButton>
        </ConformForm>
      </details>
      <ConfirmAction label={t("plan.deletePlan")} question={t("plan.deleteQuestion", { name: plan.name })} cancelLabel={t("plan.cancel")}>
        <Form method="post" action={to(planPath(plan.id))}>
          <CsrfField />
          <input type="hidden" name="intent" value="delete-plan" />
          <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-danger px-4 font-semibold text-on-accent">
            {t("plan.deleteConfirm")}
          </button>
        </Form>
      </ConfirmAction>
    </section>
  );
}
