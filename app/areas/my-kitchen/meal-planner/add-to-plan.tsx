import { Link, useFetcher, useLocation, useSearchParams } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_MAX_SERVINGS } from "#api/contract/limits";
import { mondayOf, slotsInDayOrder, todayIn, daysBetween } from "#api/contract/plan-days";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { FormMessage } from "~/components/forms/form-message";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { planAddedParameter, plannerPath, planPath } from "./plan-paths";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { fieldLabel as labelClass } from "~/components/ui/field";

interface AddAnswer {
  added?: { planId: number; planName: string };
  addRecipe?: { error: string };
}

/**
 * "Al plan", a section of the recipe page's "Añadir a…" menu: this or next week's plan (made when
 * missing), a weekday and a meal, at the servings the page's scaler shows. A plain form posting to
 * /meal-planner that comes back here (checked return address); with JavaScript it stays on the page
 * and says where it went. Members only: the action bar invites a visitor to sign in instead.
 * No zod here: the recipe page is a visitor's page (decision 025); the action checks everything.
 */
export function AddToPlan({ recipeSlug, servings, headingClass }: { recipeSlug: string; servings: number; headingClass: string }) {
  const { t } = useTranslation("meal-planner");
  const user = useCurrentUser();
  const to = useLocalizedPath();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const fetcher = useFetcher<AddAnswer>({ key: `add-to-plan:${recipeSlug}` });

  if (!user) return null;

  const planned = Number(searchParams.get(planAddedParameter));
  const plannedId = fetcher.data?.added?.planId ?? (Number.isInteger(planned) && planned > 0 ? planned : undefined);
  const kept = new URLSearchParams(searchParams);
  kept.delete(planAddedParameter);
  const returnTo = `${location.pathname}${kept.size > 0 ? `?${kept}` : ""}#add-to-plan`;
  const today = todayIn("Europe/Madrid");
  const weekday = daysBetween(mondayOf(today), today);
  const error = fetcher.data?.addRecipe?.error;

  return (
    <section id="add-to-plan" aria-labelledby="add-to-plan-title" className="scroll-mt-4 space-y-2" data-add-to-plan="">
      <h3 id="add-to-plan-title" className={headingClass}>
        {t("recipeForm.heading")}
      </h3>
      {plannedId ? (
        <FormMessage tone="success">
          {fetcher.data?.added ? t("recipeForm.added", { plan: fetcher.data.added.planName }) : t("done.added")}{" "}
          <Link to={to(planPath(plannedId))} className="font-semibold underline">
            {t("recipeForm.seePlan")}
          </Link>
        </FormMessage>
      ) : null}
      {error ? <FormMessage tone="error">{`${t("recipeForm.failed")}: ${error}`}</FormMessage> : null}
      <fetcher.Form method="post" action={to(plannerPath)} className="grid grid-cols-2 gap-3">
        <CsrfField />
        <EnhancedFormMarker />
        <input type="hidden" name="intent" value="add-recipe" />
        <input type="hidden" name="recipe" value={recipeSlug} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="space-y-1.5">
          <label htmlFor="add-to-plan-week" className={labelClass}>
            {t("recipeForm.plan")}
          </label>
          <Select id="add-to-plan-week" name="week" defaultValue="this">
            <option value="this">{t("recipeForm.thisWeek")}</option>
            <option value="next">{t("recipeForm.nextWeek")}</option>
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="add-to-plan-day" className={labelClass}>
            {t("recipeForm.day")}
          </label>
          <Select id="add-to-plan-day" name="weekday" defaultValue={String(weekday)}>
            {[0, 1, 2, 3, 4, 5, 6].map((day) => (
              <option key={day} value={day}>
                {t(`weekdays.${day}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="add-to-plan-slot" className={labelClass}>
            {t("recipeForm.slot")}
          </label>
          <Select id="add-to-plan-slot" name="slot" defaultValue="lunch">
            {slotsInDayOrder.map((slot) => (
              <option key={slot} value={slot}>
                {t(`slots.${slot}`)}
              </option>
            ))}
          </Select>
        </div>
        <div className="space-y-1.5">
          <label htmlFor="add-to-plan-servings" className={labelClass}>
            {t("recipeForm.servings")}
          </label>
          {/* Remounted when the scaler changes, so it always starts from what the page shows. */}
          <Input key={servings} id="add-to-plan-servings" name="servings" type="number" min={1} max={MEAL_PLAN_MAX_SERVINGS} inputMode="numeric" defaultValue={servings} required />
        </div>
        <div className="col-span-2">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover disabled:opacity-60"
          >
            {t("recipeForm.submit")}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
