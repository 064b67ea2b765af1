import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps, useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { difficultyValues } from "#api/contract/search-words";
import { Field, FieldError } from "~/components/ui/field";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { PhotoInput } from "./photo-input";
import { MAIN_PHOTO_FILE_FIELD, REMOVE_MAIN_PHOTO_FIELD } from "./recipe-fields";

/** The recipe form's single fields, each a conform field in the kit's Field (the lists of rows are in recipe-form-rows.tsx). */

/**
 * The recipe's main photo: its address in a hidden field (as a step's), a file input to send a new
 * one, and on a recipe that has one, a box to take it away. A refused save keeps all three.
 */
export function MainPhotoField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("recipe-authoring");
  const [field] = useField<string>(meta.name);
  const [remove] = useField<boolean>(REMOVE_MAIN_PHOTO_FIELD);
  const stored = field.value ?? (field.initialValue as string | undefined);
  return (
    <div className="space-y-1.5" data-main-photo>
      <input type="hidden" name={field.name} value={stored ?? ""} />
      <PhotoInput
        name={MAIN_PHOTO_FILE_FIELD}
        label={t("form.mainPhoto")}
        hint={t("form.mainPhotoHint")}
        stored={stored}
        previewAlt={t("form.mainPhotoPreview")}
        previewClassName="aspect-[4/3] w-40"
      >
        {stored ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={remove.name} key={remove.key} defaultChecked={remove.initialValue === "on"} className="size-5" />
            {t("form.removeMainPhoto")}
          </label>
        ) : null}
      </PhotoInput>
      <FieldError field={field} />
    </div>
  );
}

/** The kit's Field for a conform field: its id, error id, errors and name. */
function fieldOf(field: { id: string; errorId: string; errors?: string[]; name: string }) {
  return { id: field.id, errorId: field.errorId, errors: field.errors, name: field.name };
}

export function NumberField({ meta, label, required = false }: { meta: FieldMetadata<number | undefined>; label: string; required?: boolean }) {
  const [field] = useField<number>(meta.name);
  return (
    <Field {...fieldOf(field)} label={label} required={required}>
      {(control) => <Input {...getInputProps(field, { type: "number" })} {...control} key={field.key} min={0} inputMode="numeric" />}
    </Field>
  );
}

export function TextArea({
  meta,
  label,
  rows,
  hideLabel = false,
  hint,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  rows: number;
  hideLabel?: boolean;
  hint?: string;
}) {
  const [field] = useField<string>(meta.name);
  return (
    <Field {...fieldOf(field)} label={label} hideLabel={hideLabel} hint={hint}>
      {(control) => <Textarea {...getTextareaProps(field)} {...control} key={field.key} rows={rows} />}
    </Field>
  );
}

export function DifficultyField({ meta }: { meta: FieldMetadata<string | undefined> }) {
  const { t } = useTranslation("recipe-authoring");
  const [field] = useField<string>(meta.name);
  return (
    <Field {...fieldOf(field)} label={t("form.difficulty")}>
      {(control) => (
        <Select {...getSelectProps(field)} {...control} key={field.key}>
          {difficultyValues.map((value) => (
            <option key={value} value={value}>
              {t(`difficulty.${value}`)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Tags as chips (decision 065): each a checkbox named `tags`, posted once per chosen tag as the old `<select multiple>` was. */
export function TagChips({ meta, options }: { meta: FieldMetadata<string[] | undefined>; options: Array<{ slug: string; name: string }> }) {
  const { t } = useTranslation("recipe-authoring");
  const [field] = useField<string[]>(meta.name);
  const initial = field.initialValue as string[] | string | undefined;
  return (
    <CheckboxChips
      name={field.name}
      legend={t("form.tags")}
      options={options.map((option) => ({ value: option.slug, label: option.name }))}
      chosen={typeof initial === "string" ? [initial] : (initial ?? [])}
      hint={t("form.tagsHint")}
      hintId={`${field.id}-hint`}
      errors={field.errors}
      errorId={field.errorId}
      remountKey={field.key}
    />
  );
}
