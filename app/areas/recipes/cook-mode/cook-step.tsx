import { useTranslation } from "react-i18next";
import { measuresInText, type UnitSystem } from "#api/contract/measures";
import type { RecipeDetail } from "#api/contract/recipes";
import { type CookTimer, timerId } from "./cook-timers";
import { useDurationText } from "./duration-text";
import { findDurations } from "./step-durations";
import { stepIngredients } from "./step-ingredients";

interface CookStepProps {
  recipe: RecipeDetail;
  step: RecipeDetail["steps"][number];
  /** The ingredient lines as printed for the servings shown on the page. */
  lines: string[];
  servings: number;
  unitSystem: UnitSystem;
}

/** One step in large type (its measures in the reader's units) and the lines it uses at the page's servings. */
export function CookStep({ recipe, step, lines, servings, unitSystem }: CookStepProps) {
  const { t } = useTranslation("cook-mode");
  const used = stepIngredients(
    step.description,
    recipe.ingredients,
    recipe.text_locale,
    recipe.steps.map((other) => other.description),
  );
  return (
    <div className="space-y-8">
      <p className="text-3xl leading-snug md:text-4xl" data-cook-step-text>
        {measuresInText(step.description, unitSystem, recipe.text_locale)}
      </p>
      {used.length > 0 ? (
        <section aria-labelledby="cook-step-ingredients" className="rounded-xl border border-line bg-surface p-5">
          <h3 id="cook-step-ingredients" className="text-lg font-semibold text-ink-muted">
            {t("ingredients", { count: servings })}
          </h3>
          <ul className="mt-3 space-y-2 text-2xl" data-cook-ingredients>
            {used.map((index) => (
              <li key={index} className="tabular-nums">
                {lines[index]}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface StepTimersProps {
  step: RecipeDetail["steps"][number];
  /** The timers running now: a step's own is not offered again while it runs (the bar shows it). */
  running: CookTimer[];
  onStartTimer: (step: number, seconds: number) => void;
}

/**
 * A "Start timer" button per duration the step names, in the dialog's footer so a phone shows it
 * without scrolling; hidden while its timer runs.
 */
export function StepTimers({ step, running, onStartTimer }: StepTimersProps) {
  const { t } = useTranslation("cook-mode");
  const durationText = useDurationText();
  const runningIds = new Set(running.map(timerId));
  const durations = findDurations(step.description).filter((duration) => !runningIds.has(timerId({ step: step.position, seconds: duration.seconds })));
  if (durations.length === 0) return null;
  return (
    <ul className="mx-auto flex max-w-3xl flex-wrap gap-3" data-cook-step-timers>
      {durations.map((duration) => (
        <li key={duration.seconds} className="space-y-1">
          <button
            type="button"
            onClick={() => onStartTimer(step.position, duration.seconds)}
            className="min-h-12 rounded-xl bg-accent px-5 text-lg font-semibold text-on-accent hover:bg-accent-hover"
            data-cook-start-timer={duration.seconds}
          >
            {t("startTimer", { duration: durationText(duration.seconds) })}
          </button>
          {duration.fromSeconds !== undefined ? (
            <p className="text-sm text-ink-muted">{t("rangeHint", { from: durationText(duration.fromSeconds), to: durationText(duration.seconds) })}</p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
