import { useFetcher } from "@remix-run/react";
import { createContext, type DragEvent, type KeyboardEvent, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MealPlan, MealPlanEntry, MealSlot } from "#api/contract/meal-plans";
import { daysOf, slotsInDayOrder } from "#api/contract/plan-days";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { ENHANCED_FIELD } from "~/platform/http/enhanced-form";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { formatPlanDay } from "./plan-dates";
import { planPath } from "./plan-paths";
import type { action } from "./plan.server";

/**
 * Moving a plan's entries once scripts run (decision 079): dragged onto another day's meal, or with
 * the arrow keys on the entry's move button (← → the day, ↑ ↓ the meal). Each move posts the plan
 * page's own `update-entry` form, the one the "Cambiar" disclosure sends without JavaScript, so the
 * API's refusals (leftovers before their cook, a dish twice in one meal) are said aloud the same way.
 */
interface PlanMoves {
  /** The entry being dragged, while it is. */
  dragged: number | null;
  startDrag: (entry: MealPlanEntry, event: DragEvent) => void;
  endDrag: () => void;
  dropTarget: (day: string, slot: MealSlot) => { onDragOver: (event: DragEvent) => void; onDrop: (event: DragEvent) => void };
  onMoveKey: (entry: MealPlanEntry, event: KeyboardEvent) => void;
  /** The entry whose move button should have the focus once it is drawn in its new place, and that place. */
  focusAfterMove: React.MutableRefObject<{ id: number; day: string; slot: MealSlot } | null>;
}

const MovesContext = createContext<PlanMoves | null>(null);

export function usePlanMoves(): PlanMoves | null {
  return useContext(MovesContext);
}

const keySteps: Record<string, { days: number; slots: number }> = {
  ArrowLeft: { days: -1, slots: 0 },
  ArrowRight: { days: 1, slots: 0 },
  ArrowUp: { days: 0, slots: -1 },
  ArrowDown: { days: 0, slots: 1 },
};

/** Words of a fetcher's refusal: the form's and the fields' messages. */
function refusalOf(answer: unknown): string | null {
  if (!answer || typeof answer !== "object") return null;
  if ("error" in answer && typeof answer.error === "string") return answer.error;
  const result = "result" in answer ? (answer.result as { error?: Record<string, string[] | null> } | undefined) : undefined;
  const messages = Object.values(result?.error ?? {}).flatMap((list) => list ?? []);
  return messages.length > 0 ? messages.join(" ") : null;
}

export function PlanMovesProvider({ plan, children }: { plan: MealPlan; children: React.ReactNode }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const to = useLocalizedPath();
  const csrfToken = useCsrfToken();
  const fetcher = useFetcher<typeof action>();
  const [dragged, setDragged] = useState<number | null>(null);
  const [said, setSaid] = useState("");
  const pending = useRef<{ title: string; day: string; slot: MealSlot } | null>(null);
  const focusAfterMove = useRef<{ id: number; day: string; slot: MealSlot } | null>(null);
  const days = useMemo(() => daysOf(plan.starts_on, plan.ends_on), [plan.starts_on, plan.ends_on]);

  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current) return;
    const moved = pending.current;
    pending.current = null;
    const refusal = refusalOf(fetcher.data);
    // Refused, the entry stays where it is, and so does the focus.
    if (refusal) focusAfterMove.current = null;
    setSaid(refusal ?? t("plan.movedTo", { title: moved.title, day: formatPlanDay(moved.day, locale), slot: t(`slots.${moved.slot}`).toLowerCase() }));
  }, [fetcher.state, fetcher.data, locale, t]);

  const value = useMemo<PlanMoves>(() => {
    const titleOf = (entry: MealPlanEntry) => (entry.kind === "note" ? (entry.note ?? "") : (entry.recipe?.title ?? t("plan.unavailableRecipe")));
    const move = (entry: MealPlanEntry, day: string, slot: MealSlot) => {
      if (day === entry.day && slot === entry.slot) return;
      const form = new FormData();
      if (csrfToken) form.set(CSRF_FIELD, csrfToken);
      form.set(ENHANCED_FIELD, "1");
      form.set("intent", "update-entry");
      form.set("entry", String(entry.id));
      form.set("day", day);
      form.set("slot", slot);
      if (entry.servings) form.set("servings", String(entry.servings));
      pending.current = { title: titleOf(entry), day, slot };
      focusAfterMove.current = { id: entry.id, day, slot };
      fetcher.submit(form, { method: "post", action: to(planPath(plan.id)) });
    };
    const byId = (id: number) => plan.entries.find((entry) => entry.id === id);
    return {
      dragged,
      focusAfterMove,
      startDrag: (entry, event) => {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData("text/plain", String(entry.id));
        setDragged(entry.id);
      },
      endDrag: () => setDragged(null),
      dropTarget: (day, slot) => ({
        onDragOver: (event) => {
          if (dragged === null) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = "move";
        },
        onDrop: (event) => {
          event.preventDefault();
          const entry = byId(Number(event.dataTransfer.getData("text/plain")) || (dragged ?? 0));
          setDragged(null);
          if (entry) move(entry, day, slot);
        },
      }),
      onMoveKey: (entry, event) => {
        const step = keySteps[event.key];
        if (!step) return;
        event.preventDefault();
        // One move at a time: the next key counts from where the last one landed.
        if (fetcher.state !== "idle") return;
        const day = days[days.indexOf(entry.day) + step.days];
        const slot = slotsInDayOrder[slotsInDayOrder.indexOf(entry.slot) + step.slots];
        if (!day || !slot) return;
        move(entry, day, slot);
      },
    };
  }, [csrfToken, days, dragged, fetcher, plan.entries, plan.id, t, to]);

  return (
    <MovesContext.Provider value={value}>
      {children}
      <p role="status" className="sr-only" data-move-status="">
        {said}
      </p>
    </MovesContext.Provider>
  );
}
