import { getInputProps, useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_NAME_MAX_LENGTH } from "#api/contract/limits";
import { TextField } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

/** A date or number input wired like TextField (label, hint, error, aria-describedby). */
function InputField({ name, label, type, hint, min, max }: { name: string; label: string; type: "date" | "number"; hint?: string; min?: number; max?: number }) {
  const [field] = useField<string>(name);
  const hintId = hint ? `${field.id}-hint` : undefined;
  const errorId = field.errors?.length ? field.errorId : undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <Input {...getInputProps(field, { type, ariaDescribedBy: [hintId, errorId].filter(Boolean).join(" ") || undefined })} key={field.key} min={min} max={max} required />
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

/** A plan's name, first day and length, inside a ConformForm: the new-plan form and the plan page's "change" form. */
export function PlanFields({ maxDays }: { maxDays: number }) {
  const { t } = useTranslation("meal-planner");
  const [name] = useField<string | undefined>("name");
  return (
    <>
      <TextField meta={name} label={t("new.name")} hint={t("new.nameHint", { max: MEAL_PLAN_NAME_MAX_LENGTH })} />
      <InputField name="starts_on" label={t("new.startsOn")} type="date" />
      <InputField name="days" label={t("new.days")} type="number" min={1} max={maxDays} hint={t("new.daysHint", { max: maxDays })} />
    </>
  );
}
