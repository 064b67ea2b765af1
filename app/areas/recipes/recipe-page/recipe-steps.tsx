import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { measuresInText, type UnitSystem } from "#api/contract/measures";
import type { RecipeDetail } from "#api/contract/recipes";
import { stepAnchor } from "~/areas/recipes/step-anchor";

/**
 * Numbered steps, their temperatures and lengths in the reader's units, each with its picture when it has one and its group's name on the group's first step; every step is a link target (#step-N).
 * `action` sits beside the heading (cook mode's button), in a row as tall as a button whether or not
 * it shows, so nothing moves when a script adds it.
 */
export function RecipeSteps({
  steps,
  unitSystem,
  textLocale,
  action,
}: {
  steps: RecipeDetail["steps"];
  unitSystem: UnitSystem;
  textLocale: RecipeDetail["text_locale"];
  action?: ReactNode;
}) {
  const { t, i18n } = useTranslation("recipe");
  return (
    <section aria-labelledby="steps-title" className="prose-reading">
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <h2 id="steps-title" className="text-2xl font-semibold">
          {t("detail.steps")}
        </h2>
        {action}
      </div>
      <ol className="mt-4 space-y-6" data-steps lang={textLocale === i18n.language ? undefined : textLocale}>
        {steps.map((step, index) => (
          <li key={step.position} id={stepAnchor(step.position)} className="grid scroll-mt-4 grid-cols-[2.5rem_1fr] gap-3">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-on-accent">
              {step.position}
            </span>
            <div className="space-y-3">
              <h3 className="sr-only">{t("detail.step", { number: step.position })}</h3>
              {/* The group's heading ("Para la salsa", decision 056) on its first step. */}
              {step.section && step.section !== steps[index - 1]?.section ? (
                <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase" data-step-section>
                  {step.section}
                </p>
              ) : null}
              <p className="text-lg">{measuresInText(step.description, unitSystem, textLocale)}</p>
              {step.image_url ? (
                <img
                  src={step.image_url}
                  alt={t("detail.stepImage", { number: step.position })}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full rounded-lg border border-line object-cover"
                />
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
