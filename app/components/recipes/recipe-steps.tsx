import { useTranslation } from "react-i18next";
import type { RecipeDetail } from "#api/contract/recipes";
import { stepAnchor } from "~/recipes/step-anchor";

/** Numbered steps, each with its picture when it has one; every step is a link target (#step-N). */
export function RecipeSteps({ steps }: { steps: RecipeDetail["steps"] }) {
  const { t } = useTranslation("recipe");
  return (
    <section aria-labelledby="steps-title" className="prose-reading">
      <h2 id="steps-title" className="text-2xl font-semibold">
        {t("detail.steps")}
      </h2>
      <ol className="mt-4 space-y-6" data-steps>
        {steps.map((step) => (
          <li key={step.position} id={stepAnchor(step.position)} className="grid scroll-mt-4 grid-cols-[2.5rem_1fr] gap-3">
            <span aria-hidden="true" className="flex size-9 items-center justify-center rounded-full bg-accent font-semibold text-on-accent">
              {step.position}
            </span>
            <div className="space-y-3">
              <h3 className="sr-only">{t("detail.step", { number: step.position })}</h3>
              <p className="text-lg">{step.description}</p>
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
