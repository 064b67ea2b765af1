import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { useDurationText } from "./duration-text";
import { findDurations } from "./step-durations";
import { stepIngredients } from "./step-ingredients";
import type { Locale } from "~/platform/i18n/locales";

interface CookStepProps {
  recipe: RecipeDetail;
  step: RecipeDetail["steps"][number];
  /** The ingredient lines as printed for the servings shown on the page. */
  lines: string[];
  servings: number;
  locale: Locale;
  onStartTimer: (step: number, seconds: number) => void;
}

/** One step in large type, the lines it uses at the page's servings, and a timer per duration it names. */
export function CookStep({ recipe, step, lines, servings, locale, onStartTimer }: CookStepProps) {
  const { t } = useTranslation("cook-mode");
  const durationText = useDurationText();
  const used = stepIngredients(step.description, recipe.ingredients, locale);
  const durations = findDurations(step.description);
  return (
    <div className="space-y-8">
      <p className="text-3xl leading-snug md:text-4xl" data-cook-step-text>
        {step.description}
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
      {durations.length > 0 ? (
        <ul className="flex flex-wrap gap-3">
          {durations.map((duration) => (
            <li key={duration.seconds} className="space-y-1">
              <button
                type="button"
                onClick={() => onStartTimer(step.position, duration.seconds)}
                className="min-h-14 rounded-xl bg-accent px-6 text-xl font-semibold text-on-accent hover:bg-accent-hover"
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
      ) : null}
    </div>
  );
}
