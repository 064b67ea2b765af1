import { Form, Link, useActionData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import type { MealPlan, MealPlanEntry, MealSlot } from "#api/contract/meal-plans";
import { daysOf, slotsInDayOrder } from "#api/contract/plan-days";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { formatPlanDay, formatShortDay } from "./plan-dates";
import { PlanMovesProvider, usePlanMoves } from "./plan-moves";
import { planPath } from "./plan-paths";
import type { action } from "./plan.server";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";

/** What an entry is called: its recipe's title, its note, or "Sobras: …". */
export function useEntryTitle() {
  const { t } = useTranslation("meal-planner");
  return (entry: MealPlanEntry) => (entry.kind === "note" ? (entry.note ?? "") : (entry.recipe?.title ?? t("plan.unavailableRecipe")));
}

/**
 * The plan as a week: one card per day, as many side by side as fit (seven on the widest screens,
 * one on a phone), each with its meal slots in the order they are eaten and the dishes in them.
 * Words wrap between words only (decision 079). With scripts, an entry is dragged to another day's
 * meal (every slot of every day is a place to drop while one is dragged) or moved by the arrow keys.
 */
export function PlanWeek({ plan }: { plan: MealPlan }) {
  return (
    <PlanMovesProvider plan={plan}>
      <WeekGrid plan={plan} />
    </PlanMovesProvider>
  );
}

function WeekGrid({ plan }: { plan: MealPlan }) {
  const locale = useLocale();
  const { t } = useTranslation("meal-planner");
  const moves = usePlanMoves();
  const dragging = moves?.dragged != null;
  const days = daysOf(plan.starts_on, plan.ends_on);
  return (
    <>
      <p id="plan-move-hint" className="js-only print-hidden text-sm text-ink-muted">
        {t("plan.moveHint")}
      </p>
      <ol className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,13rem),1fr))] gap-4" aria-label={plan.name} data-week-grid="">
        {days.map((day) => {
          const entries = plan.entries.filter((entry) => entry.day === day);
          const slots = slotsInDayOrder.filter((slot) => dragging || entries.some((entry) => entry.slot === slot));
          return (
            <li key={day} className="min-w-0 rounded-xl border border-line bg-surface p-3" data-day={day}>
              <h2 className="font-sans text-base font-semibold first-letter:uppercase">{formatPlanDay(day, locale)}</h2>
              {slots.length === 0 ? (
                <p className="mt-2 text-sm text-ink-muted">{t("plan.emptyDay")}</p>
              ) : (
                <dl className="mt-2 space-y-3">
                  {slots.map((slot) => (
                    <div
                      key={slot}
                      data-slot={slot}
                      className={dragging ? "min-h-11 rounded-lg border-2 border-dashed border-line p-1" : undefined}
                      {...moves?.dropTarget(day, slot)}
                    >
                      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{t(`slots.${slot}`)}</dt>
                      {entries
                        .filter((entry) => entry.slot === slot)
                        .map((entry) => (
                          <dd key={entry.id} className="mt-1">
                            <PlanEntry plan={plan} entry={entry} />
                          </dd>
                        ))}
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** An entry's picture (a thumbnail of its recipe's) and its title, a link to the recipe. */
function EntryHeading({ entry, title }: { entry: MealPlanEntry; title: string }) {
  const { t } = useTranslation("meal-planner");
  const to = useLocalizedPath();
  return (
    <div className="flex items-start gap-2">
      {entry.recipe?.image_url ? (
        <img
          src={entry.recipe.image_url}
          alt=""
          width={48}
          height={48}
          loading="lazy"
          decoding="async"
          draggable={false}
          className="h-12 w-12 shrink-0 rounded-md object-cover"
          data-entry-thumbnail=""
        />
      ) : null}
      <p className="min-w-0 flex-1 font-medium [overflow-wrap:break-word]">
        {entry.kind === "leftovers" ? <span className="text-ink-muted">{t("kinds.leftovers")}: </span> : null}
        {entry.kind !== "note" && entry.recipe ? (
          <Link to={to(`/receta/${entry.recipe.slug}`)} className="text-accent underline-offset-4 hover:underline" draggable={false}>
            {title}
          </Link>
        ) : (
          <span data-entry-note="">{title}</span>
        )}
      </p>
    </div>
  );
}

function PlanEntry({ plan, entry }: { plan: MealPlan; entry: MealPlanEntry }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const to = useLocalizedPath();
  const title = useEntryTitle()(entry);
  const actionData = useActionData<typeof action>();
  const refused = actionData && "entry" in actionData && actionData.entry === entry.id ? actionData : undefined;
  const errors = refused && "result" in refused ? (refused.result?.error ?? {}) : {};
  const hasLeftovers = plan.entries.some((other) => other.leftovers_of?.id === entry.id);
  const days = daysOf(plan.starts_on, plan.ends_on);
  const moves = usePlanMoves();
  return (
    <div
      id={`entry-${entry.id}`}
      className="scroll-mt-4 rounded-lg bg-surface-raised p-2"
      data-entry={entry.kind}
      data-entry-id={entry.id}
      draggable
      onDragStart={(event) => moves?.startDrag(entry, event)}
      onDragEnd={moves?.endDrag}
    >
      <EntryHeading entry={entry} title={title} />
      <div className="flex items-center justify-between gap-2">
        {entry.servings ? <p className="text-sm text-ink-muted">{t("plan.servings", { count: entry.servings })}</p> : <span />}
        <MoveButton entry={entry} title={title} />
      </div>
      {entry.leftovers_of ? (
        <p className="text-sm text-ink-muted">
          {t("plan.leftoversOf", { day: formatPlanDay(entry.leftovers_of.day, locale), slot: t(`slots.${entry.leftovers_of.slot}`).toLowerCase() })}
        </p>
      ) : null}
      <details className="print-hidden mt-1" open={refused ? true : undefined}>
        <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent [overflow-wrap:break-word]">
          {t("plan.entryActions")}
          <span className="sr-only"> {title}</span>
        </summary>
        <Form method="post" action={`${to(planPath(plan.id))}#entry-${entry.id}`} className="mt-2 space-y-2">
          <CsrfField />
          <input type="hidden" name="intent" value="update-entry" />
          <input type="hidden" name="entry" value={entry.id} />
          {"error" in (refused ?? {}) ? <p className="text-sm text-danger">{(refused as { error?: string }).error}</p> : null}
          <label className="block text-sm font-semibold" htmlFor={`move-day-${entry.id}`}>
            {t("plan.moveDay")}
          </label>
          <Select id={`move-day-${entry.id}`} name="day" defaultValue={entry.day} aria-invalid={errors.day ? true : undefined}>
            {days.map((day) => (
              <option key={day} value={day}>
                {formatShortDay(day, locale)}
              </option>
            ))}
          </Select>
          {errors.day ? <p className="text-sm text-danger">{errors.day.join(" ")}</p> : null}
          <label className="block text-sm font-semibold" htmlFor={`move-slot-${entry.id}`}>
            {t("plan.moveSlot")}
          </label>
          <SlotSelect id={`move-slot-${entry.id}`} defaultValue={entry.slot} />
          {entry.kind !== "note" ? (
            <>
              <label className="block text-sm font-semibold" htmlFor={`servings-${entry.id}`}>
                {t("plan.servingsField")}
              </label>
              <Input
                id={`servings-${entry.id}`}
                name="servings"
                type="number"
                min={1}
                max={100}
                inputMode="numeric"
                defaultValue={entry.servings ?? ""}
                className="w-24"
                aria-invalid={errors.servings ? true : undefined}
              />
              {errors.servings ? <p className="text-sm text-danger">{errors.servings.join(" ")}</p> : null}
            </>
          ) : null}
          <div>
            <button type="submit" className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold text-accent hover:bg-accent-soft">
              {t("plan.save")}
            </button>
          </div>
        </Form>
        <ConfirmAction
          label={t("plan.remove")}
          question={`${t("plan.removeQuestion", { title })}${hasLeftovers ? ` ${t("plan.removeLeftoversToo")}` : ""}`}
          cancelLabel={t("plan.cancel")}
        >
          <Form method="post" action={to(planPath(plan.id))}>
            <CsrfField />
            <input type="hidden" name="intent" value="delete-entry" />
            <input type="hidden" name="entry" value={entry.id} />
            <button type="submit" className="inline-flex min-h-11 items-center rounded-lg bg-danger px-4 font-semibold text-on-accent">
              {t("plan.remove")}
            </button>
          </Form>
        </ConfirmAction>
      </details>
    </div>
  );
}

/** The keyboard's way to move an entry (with scripts): ← → another day, ↑ ↓ another meal. */
function MoveButton({ entry, title }: { entry: MealPlanEntry; title: string }) {
  const { t } = useTranslation("meal-planner");
  const moves = usePlanMoves();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = moves?.focusAfterMove.current;
    // Once drawn in its new place (a new button there), the moved entry's button takes the focus back.
    if (!target || target.id !== entry.id || target.day !== entry.day || target.slot !== entry.slot) return;
    moves.focusAfterMove.current = null;
    ref.current?.focus();
  });
  return (
    <button
      ref={ref}
      type="button"
      className="js-only inline-flex h-11 w-11 shrink-0 cursor-grab items-center justify-center rounded-lg text-ink-muted hover:bg-accent-soft hover:text-ink"
      aria-label={t("plan.moveHandle", { title })}
      aria-describedby="plan-move-hint"
      onKeyDown={moves ? (event) => moves.onMoveKey(entry, event) : undefined}
      data-move-entry={entry.id}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

export function SlotSelect({ id, defaultValue, invalid }: { id: string; defaultValue?: MealSlot; invalid?: boolean }) {
  const { t } = useTranslation("meal-planner");
  return (
    <Select id={id} name="slot" defaultValue={defaultValue} aria-invalid={invalid || undefined}>
      {slotsInDayOrder.map((slot) => (
        <option key={slot} value={slot}>
          {t(`slots.${slot}`)}
        </option>
      ))}
    </Select>
  );
}
