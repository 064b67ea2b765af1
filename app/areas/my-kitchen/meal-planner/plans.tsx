import { Form, Link, useActionData, useLoaderData, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MealPlanSummary } from "#api/contract/meal-plans";
import { mondayOf } from "#api/contract/plan-days";
import { FormMessage } from "~/components/forms/form-message";
import { Pagination } from "~/components/navigation/pagination";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { formatRangeDay } from "./plan-dates";
import { readOutcome } from "./plan-outcome";
import { newPlanPath, plannerPath, planPath } from "./plan-paths";
import type { action, loader } from "./plans.server";

export { action, loader } from "./plans.server";

export const handle = { i18n: ["meal-planner"] };
export const meta = routeMeta;

type Group = "current" | "upcoming" | "past";

export default function MealPlansPage() {
  const { plans, listMeta } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("meal-planner");
  const to = useLocalizedPath();
  const thisWeek = plans.find((plan) => plan.starts_on === mondayOf(listMeta.today));
  const groupOf = (plan: MealPlanSummary): Group => (plan.is_current ? "current" : plan.starts_on > listMeta.today ? "upcoming" : "past");
  const groups = (["current", "upcoming", "past"] as const)
    .map((group) => ({ group, plans: plans.filter((plan) => groupOf(plan) === group) }))
    .filter((entry) => entry.plans.length > 0);
  const failed = actionData && "addRecipe" in actionData ? actionData.addRecipe : undefined;
  const [searchParams] = useSearchParams();
  const deleted = readOutcome(searchParams) === "deleted";

  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-3xl font-semibold">{t("title")}</h1>
        <p className="mt-2 text-ink-muted">{t("intro")}</p>
      </div>

      {deleted ? <FormMessage tone="success">{t("done.deleted")}</FormMessage> : null}
      {failed ? (
        <FormMessage tone="error">
          <p>
            {t("recipeForm.failed")}: {failed.error}
          </p>
          <p className="mt-2">
            <Link to={failed.returnTo} className="font-semibold underline">
              {t("recipeForm.backToRecipe")}
            </Link>
          </p>
        </FormMessage>
      ) : null}

      <div className="flex flex-wrap items-center gap-3">
        {thisWeek ? (
          <ButtonLink to={to(planPath(thisWeek.id))}>{t("list.openThisWeek")}</ButtonLink>
        ) : (
          <Form method="post" action={to(plannerPath)}>
            <CsrfField />
            <input type="hidden" name="intent" value="this-week" />
            <Button type="submit">{t("list.createThisWeek")}</Button>
          </Form>
        )}
        <ButtonLink variant="neutral" to={to(newPlanPath)}>
          {t("list.newPlan")}
        </ButtonLink>
      </div>

      <section aria-labelledby="plans-heading" className="space-y-4">
        <h2 id="plans-heading" className="text-2xl font-semibold">
          {t("list.heading")}
        </h2>
        {plans.length === 0 ? (
          <EmptyState>{t("list.empty")}</EmptyState>
        ) : (
          groups.map(({ group, plans: grouped }) => (
            <section key={group} aria-labelledby={`plans-${group}`} className="space-y-2">
              <h3 id={`plans-${group}`} className="font-sans text-lg font-semibold">
                {t(`list.${group}`)}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {grouped.map((plan) => (
                  <PlanCard key={plan.id} plan={plan} />
                ))}
              </ul>
            </section>
          ))
        )}
        {listMeta.last_page > 1 ? (
          <Pagination currentPage={listMeta.current_page} lastPage={listMeta.last_page} hrefFor={(page) => `${to(plannerPath)}?page=${page}`} label={t("list.pagination")} />
        ) : null}
      </section>
    </div>
  );
}

function PlanCard({ plan }: { plan: MealPlanSummary }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const to = useLocalizedPath();
  return (
    <li className="rounded-xl border border-line bg-surface p-4" data-plan={plan.id}>
      <Link to={to(planPath(plan.id))} className="text-lg font-semibold text-accent underline-offset-4 hover:underline">
        {plan.name}
      </Link>
      <p className="mt-1 text-sm text-ink-muted">
        {t("list.range", { from: formatRangeDay(plan.starts_on, locale), to: formatRangeDay(plan.ends_on, locale) })} · {t("list.entries", { count: plan.entries_count })}
      </p>
    </li>
  );
}
