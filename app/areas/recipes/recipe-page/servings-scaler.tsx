import { type MouseEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { SERVINGS_MAX, SERVINGS_MIN } from "#api/contract/limits";
import { parseServings } from "~/areas/recipes/servings";

interface ServingsScalerProps {
  servings: number;
  originalServings: number;
  onChange: (servings: number) => void;
}

const stepButton =
  "flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-surface text-xl font-semibold hover:border-accent disabled:cursor-not-allowed disabled:opacity-50";

/**
 * −/+ and a number field for the yield. Without JavaScript it is plain GET forms: each button submits
 * its own empty form (so only its value is sent), the field submits the main one. With JavaScript the
 * same controls change the yield in place.
 */
export function ServingsScaler({ servings, originalServings, onChange }: ServingsScalerProps) {
  const { t } = useTranslation("recipe");
  const id = useId();
  const [draft, setDraft] = useState(String(servings));

  const change = (next: number) => {
    onChange(next);
    setDraft(String(next));
  };
  const step = (delta: number) => (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    change(servings + delta);
  };

  return (
    <div className="space-y-2" data-servings-scaler>
      <form id={`${id}-fewer`} method="get" className="hidden" />
      <form id={`${id}-more`} method="get" className="hidden" />
      <form
        method="get"
        className="print-hidden flex flex-wrap items-center gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = parseServings(draft);
          if (parsed !== undefined) change(parsed);
        }}
      >
        <label htmlFor={`${id}-input`} className="font-semibold">
          {t("detail.servingsLabel")}
        </label>
        <div className="flex items-center gap-1">
          <button
            type="submit"
            form={`${id}-fewer`}
            name="servings"
            value={servings - 1}
            disabled={servings <= SERVINGS_MIN}
            aria-label={t("detail.fewerServings")}
            className={stepButton}
            onClick={step(-1)}
            data-servings-fewer
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={`${id}-input`}
            name="servings"
            type="number"
            inputMode="numeric"
            min={SERVINGS_MIN}
            max={SERVINGS_MAX}
            step={1}
            required
            value={draft}
            aria-describedby={`${id}-hint ${id}-status`}
            className="h-11 w-16 rounded-lg border border-line bg-surface text-center font-semibold tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
            onChange={(event) => {
              setDraft(event.target.value);
              const parsed = parseServings(event.target.value);
              if (parsed !== undefined) onChange(parsed);
            }}
            onBlur={() => setDraft(String(servings))}
            data-servings-input
          />
          <button
            type="submit"
            form={`${id}-more`}
            name="servings"
            value={servings + 1}
            disabled={servings >= SERVINGS_MAX}
            aria-label={t("detail.moreServings")}
            className={stepButton}
            onClick={step(1)}
            data-servings-more
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
        <noscript>
          <button type="submit" className="min-h-11 rounded-lg bg-accent px-4 font-semibold text-on-accent hover:bg-accent-hover">
            {t("detail.applyServings")}
          </button>
        </noscript>
        <p id={`${id}-hint`} className="sr-only">
          {t("detail.servingsHint", { min: SERVINGS_MIN, max: SERVINGS_MAX })}
        </p>
      </form>
      <p id={`${id}-status`} aria-live="polite" aria-atomic="true" className="text-sm text-ink-muted" data-servings-status>
        {t("detail.ingredientsFor", { count: servings })}
        {servings === originalServings ? null : ` ${t("detail.originalYield", { count: originalServings })}`}
      </p>
    </div>
  );
}
