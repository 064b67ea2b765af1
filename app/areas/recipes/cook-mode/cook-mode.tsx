import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import type { UnitSystem } from "#api/contract/measures";
import { ingredientLinesFor } from "~/areas/recipes/servings";
import { beep, notify, prepareSound } from "./alarm";
import { CookStep, StepTimers } from "./cook-step";
import type { CookTimer } from "./cook-timers";
import { useDurationText } from "./duration-text";
import { TimerBar } from "./timer-bar";
import { useCookTimers } from "./use-cook-timers";
import { useWakeLock } from "./use-wake-lock";

export interface CookModeProps {
  recipe: RecipeDetail;
  servings: number;
  /** The reader's units, as the recipe page shows them. */
  unitSystem: UnitSystem;
  onClose: () => void;
}

const swipeDistance = 60;
const navButton =
  "min-h-14 flex-1 rounded-xl border border-line bg-surface px-6 text-xl font-semibold hover:bg-accent-soft aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/** A sideways finger move of at least `swipeDistance` moves a step: left for the next one, right for the one before. */
function useSwipe(go: (delta: number) => void) {
  const swipe = useRef<{ x: number; y: number } | undefined>(undefined);
  return {
    onPointerDown: (event: PointerEvent) => {
      swipe.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = swipe.current;
      swipe.current = undefined;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= swipeDistance && Math.abs(dx) > Math.abs(event.clientY - from.y)) go(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      swipe.current = undefined;
    },
  };
}

/**
 * The recipe as a cook follows it at the stove: a full-screen modal dialog with one step at a time,
 * moved with the buttons, the arrow keys, Space or Enter, or a sideways swipe; Escape leaves. Its
 * code is its own chunk, fetched on the first click (cook-mode-button.tsx).
 */
export function CookMode({ recipe, servings, unitSystem, onClose }: CookModeProps) {
  const { t } = useTranslation("cook-mode");
  const durationText = useDurationText();
  const dialog = useRef<HTMLDialogElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [index, setIndex] = useState(0);
  const wakeLock = useWakeLock();
  const ring = useCallback(
    (timer: CookTimer) => {
      beep();
      notify(t("notificationTitle", { title: recipe.title }), t("alarm", { step: timer.step, duration: durationText(timer.seconds) }));
    },
    // durationText is a new function each render but reads only `t`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, recipe.title],
  );
  const { timers, now, start, stop } = useCookTimers(recipe.slug, ring);

  const steps = recipe.steps;
  const step = steps[index]!;
  const lines = ingredientLinesFor(recipe.ingredients, recipe.servings, servings, recipe.text_locale, unitSystem);
  const go = (delta: number) => setIndex((current) => Math.min(steps.length - 1, Math.max(0, current + delta)));

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    stage.current?.focus();
    prepareSound();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    const onControl = event.target instanceof Element && event.target.closest("button, a, input, select, textarea");
    if (event.key === "ArrowRight" || ((event.key === " " || event.key === "Enter") && !onControl)) go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const { onPointerDown, onPointerUp, onPointerCancel } = useSwipe(go);

  // A new step starts at its first line, whatever the last one was scrolled to.
  useEffect(() => {
    stage.current?.scrollTo({ top: 0 });
  }, [index]);

  const first = index === 0;
  const last = index === steps.length - 1;
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-page p-0 text-ink backdrop:bg-page"
      data-cook-mode
    >
      <div className="flex h-full flex-col">
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {t("title", { title: recipe.title })}
          </h2>
          <button type="button" onClick={onClose} className="min-h-11 rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-accent-soft" data-cook-close>
            {t("close")}
          </button>
        </header>
        <TimerBar timers={timers} now={now} onStop={stop} />
        <div
          ref={stage}
          // Reachable by Tab too: the step may scroll, and a keyboard must reach what it hides.
          tabIndex={0}
          aria-describedby={`${titleId}-hint`}
          className="flex-1 touch-pan-y overflow-y-auto px-4 py-6 outline-none select-none"
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerCancel}
          data-cook-stage
        >
          <div className="mx-auto max-w-3xl space-y-6">
            <p aria-live="polite" aria-atomic="true" className="text-xl font-semibold text-accent" data-cook-step-count>
              {t("stepOf", { current: index + 1, total: steps.length })}
            </p>
            <CookStep key={step.position} recipe={recipe} step={step} lines={lines} servings={servings} unitSystem={unitSystem} />
          </div>
        </div>
        <footer className="space-y-2 border-t border-line px-4 py-3">
          <StepTimers
            step={step}
            running={timers}
            onStartTimer={(position, seconds) => {
              prepareSound();
              start(position, seconds);
              // Its button goes while the timer runs: the focus goes back to the step, where the keys move on.
              stage.current?.focus();
            }}
          />
          <div className="mx-auto flex max-w-3xl gap-3">
            <button type="button" aria-disabled={first || undefined} onClick={() => go(-1)} className={navButton} data-cook-previous>
              <span aria-hidden="true">← </span>
              {t("previous")}
            </button>
            <button type="button" aria-disabled={last || undefined} onClick={() => go(1)} className={navButton} data-cook-next>
              {t("next")}
              <span aria-hidden="true"> →</span>
            </button>
          </div>
          <p id={`${titleId}-hint`} className="text-center text-sm text-ink-muted">
            {t("swipeHint")}
            {wakeLock ? null : ` ${t("noWakeLock")}`}
          </p>
        </footer>
      </div>
    </dialog>
  );
}
