import type { ReactNode } from "react";
import { FieldError, fieldLabel } from "./field";

interface ChipOption {
  value: string;
  label: ReactNode;
  /** A facet count, in muted text after the label. */
  count?: number;
  /** Drawn but not shown (a filter box left it out): a hidden box still posts when checked. */
  hidden?: boolean;
}

/** One chip: a real checkbox inside a pill-shaped label, at least 44 px high, filled while checked. */
const chipClass =
  "inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm text-ink hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft";

/**
 * A choice of several, as chips: a fieldset with its legend, each option a real
 * `<input type="checkbox" name value>`. The form posts the name once per chosen value, as a
 * `<select multiple>` did, and the keyboard (Tab, Space) and screen readers work natively, on a phone too.
 */
export function CheckboxChips({
  name,
  legend,
  options,
  chosen,
  hint,
  hintId,
  errors,
  errorId,
  legendClassName = fieldLabel,
  remountKey,
}: {
  name: string;
  legend: ReactNode;
  options: ChipOption[];
  /** The values checked when the form is drawn. */
  chosen: Iterable<string>;
  hint?: ReactNode;
  hintId?: string;
  errors?: string[];
  errorId?: string;
  legendClassName?: string;
  /** A new value redraws the boxes unchecked but for `chosen` (a conform reset, a new search). */
  remountKey?: string;
}) {
  const checked = new Set(chosen);
  const hintAt = hint ? (hintId ?? `${name}-chips-hint`) : undefined;
  const errorAt = errors?.length ? (errorId ?? `${name}-chips-error`) : undefined;
  return (
    <fieldset className="space-y-2" aria-describedby={[hintAt, errorAt].filter(Boolean).join(" ") || undefined} data-chips={name}>
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <p id={hintAt} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={`${remountKey ?? ""}:${option.value}`} hidden={option.hidden}>
            <label className={chipClass}>
              <input type="checkbox" name={name} value={option.value} defaultChecked={checked.has(option.value)} className="size-4 shrink-0 accent-accent" />
              <span>{option.label}</span>
              {option.count === undefined ? null : <span className="text-xs tabular-nums text-ink-muted">{option.count}</span>}
            </label>
          </li>
        ))}
      </ul>
      {errorAt ? <FieldError field={{ errors, errorId: errorAt, name }} /> : null}
    </fieldset>
  );
}
