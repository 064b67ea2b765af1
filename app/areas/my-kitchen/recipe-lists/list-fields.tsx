import { type FieldMetadata, getTextareaProps, useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { RECIPE_LIST_DESCRIPTION_MAX_LENGTH, RECIPE_LIST_NAME_MAX_LENGTH } from "#api/contract/limits";
import { TextField } from "~/components/forms/fields";
import { FieldError, fieldLabel as labelClass } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";

/** A list's name, description and visibility: the create and edit forms' fields (inside a ConformForm). */
export function ListFields({ name }: { name: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("recipe-lists");
  return (
    <>
      <TextField meta={name} label={t("form.name")} hint={t("form.nameHint", { max: RECIPE_LIST_NAME_MAX_LENGTH })} required />
      <DescriptionField />
      <VisibilityField />
    </>
  );
}

function DescriptionField() {
  const { t } = useTranslation("recipe-lists");
  const [field] = useField<string>("description");
  const hintId = `${field.id}-hint`;
  return (
    <div className="space-y-1.5">
      <label htmlFor={field.id} className={labelClass}>
        {t("form.description")}
      </label>
      <Textarea {...getTextareaProps(field, { ariaDescribedBy: [hintId, field.errors?.length ? field.errorId : ""].filter(Boolean).join(" ") })} key={field.key} rows={3} />
      <p id={hintId} className="text-sm text-ink-muted">
        {t("form.descriptionHint", { max: RECIPE_LIST_DESCRIPTION_MAX_LENGTH })}
      </p>
      <FieldError field={field} />
    </div>
  );
}

function VisibilityField() {
  const { t } = useTranslation("recipe-lists");
  const [field] = useField<string>("visibility");
  const chosen = field.value ?? field.initialValue ?? "private";
  return (
    <fieldset className="space-y-2" aria-describedby={field.errors?.length ? field.errorId : undefined}>
      <legend className={labelClass}>{t("form.visibility")}</legend>
      {(["private", "public"] as const).map((value) => (
        <label key={`${field.key ?? ""}:${value}`} className="flex items-start gap-3 text-ink">
          <input type="radio" name={field.name} value={value} defaultChecked={chosen === value} className="mt-1 size-5 shrink-0" />
          <span>
            <span className="block font-semibold">{t(`form.${value}`)}</span>
            <span className="block text-sm text-ink-muted">{t(`form.${value}Hint`)}</span>
          </span>
        </label>
      ))}
      <FieldError field={field} />
    </fieldset>
  );
}
