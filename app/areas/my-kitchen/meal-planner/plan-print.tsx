import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { MealPlan } from "#api/contract/meal-plans";
import { daysOf, slotsInDayOrder } from "#api/contract/plan-days";
import { useHydrated } from "~/platform/http/use-hydrated";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { formatRangeDay, formatShortDay } from "./plan-dates";
import { planPath } from "./plan-paths";
import { useEntryTitle } from "./plan-week";

/**
 * `?print=1`: the week as one table (slots down, days across) in small type, sized to fit one
 * landscape or portrait page; the site's header, footer and section links are not printed.
 */
export function PlanPrint({ plan }: { plan: MealPlan }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const entryTitle = useEntryTitle();
  const days = daysOf(plan.starts_on, plan.ends_on);
  const range = t("plan.range", { from: formatRangeDay(plan.starts_on, locale), to: formatRangeDay(plan.ends_on, locale) });
  return (
    <div className="space-y-4" data-print-view="">
      <div className="print-hidden flex flex-wrap gap-3">
        <Link to={to(planPath(plan.id))} className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline">
          ← {t("plan.closePrint")}
        </Link>
        {hydrated ? (
          <button
            type="button"
            onClick={() => window.print()}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover"
          >
            {t("plan.printNow")}
          </button>
        ) : null}
      </div>
      <h1 className="text-2xl font-semibold print:text-lg">{t("plan.printTitle", { name: plan.name, range })}</h1>
      <div className="overflow-x-auto">
        <table className="w-full table-fixed border-collapse text-sm print:text-[9pt]">
          <thead>
            <tr>
              <th scope="col" className="w-24 border border-line p-1 text-left">
                <span className="sr-only">{t("add.slot")}</span>
              </th>
              {days.map((day) => (
                <th key={day} scope="col" className="border border-line p-1 text-left">
                  {formatShortDay(day, locale)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {slotsInDayOrder.map((slot) => (
              <tr key={slot}>
                <th scope="row" className="border border-line p-1 text-left align-top">
                  {t(`slots.${slot}`)}
                </th>
                {days.map((day) => (
                  <td key={day} className="border border-line p-1 align-top [overflow-wrap:anywhere]">
                    {plan.entries
                      .filter((entry) => entry.day === day && entry.slot === slot)
                      .map((entry) => (
                        <p key={entry.id}>
                          {entry.kind === "leftovers" ? `${t("kinds.leftovers")}: ` : ""}
                          {entryTitle(entry)}
                          {entry.servings ? ` (${entry.servings})` : ""}
                        </p>
                      ))}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
