import type { ReactNode } from "react";

/** A field's label (and a group's legend): above the control, small and strong. */
export const fieldLabel = "block text-sm font-semibold text-ink";

/** What Field hands its control: the wiring that ties the control to the label, hint, error and §5 marker. */
interface FieldControl {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  required?: true;
  "aria-required"?: true;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's messages, shown joined under it; none or empty when it is valid. */
  errors?: string[];
  /** Defaults to `<id>-error` (conform names its own). */
  errorId?: string;
  /** The posted name, marked on the error so tests and scripts find a field's message. */
  name?: string;
  required?: boolean;
  /** The label read by assistive technology only, where the layout names the field already. */
  hideLabel?: boolean;
  labelClassName?: string;
  className?: string;
  /** The control, given the wiring to spread on it (Input, Select, Textarea or a conform-bound one). */
  children: (control: FieldControl) => ReactNode;
}

/**
 * Label above, hint and error below, in one place for every form. Required fields show an asterisk
 * (hidden from assistive technology) and carry `required` + `aria-required`, which is what it
 * announces (§5's required marker).
 */
export function Field({
  id,
  label,
  hint,
  errors,
  errorId = `${id}-error`,
  name,
  required = false,
  hideLabel = false,
  labelClassName = fieldLabel,
  className = "space-y-1.5",
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const invalid = Boolean(errors?.length);
  const describedBy = [hintId, invalid ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  const control: FieldControl = {
    id,
    "aria-describedby": describedBy,
    ...(invalid ? { "aria-invalid": true } : {}),
    ...(required ? { required: true, "aria-required": true } : {}),
  };
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? "sr-only" : labelClassName}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children(control)}
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={{ errors, errorId, name: name ?? id }} />
    </div>
  );
}

/** The §5 required marker beside a label; the control itself carries `required`. */
function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}

/** A field's errors under it, in the danger colour with an icon; its id is what aria-describedby points at. */
export function FieldError({ field }: { field: { errors?: string[]; errorId: string; name: string } }) {
  if (!field.errors?.length) return null;
  return (
    <p id={field.errorId} className="flex items-start gap-1.5 text-sm text-danger" data-field-error={field.name}>
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path d="M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm-.75 4h1.5v5h-1.5V6Zm0 6.5h1.5V14h-1.5v-1.5Z" />
      </svg>
      <span>{field.errors.join(" ")}</span>
    </p>
  );
}
