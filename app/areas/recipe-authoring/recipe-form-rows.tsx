import { type FieldMetadata, type FormMetadata, getInputProps } from "@conform-to/react";
import { type ClipboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { PhotoInput } from "./photo-input";
import type { RecipeFormValue as FormShape } from "./recipe-fields";
import { TextArea } from "./recipe-form-fields";

/** The recipe form's lists: ingredient rows (a pasted block becomes rows) and step sections, each row with its move and remove buttons. */

const smallButton = "min-h-11 px-3 text-sm";

type IngredientList = FormShape["ingredients"];
type SectionList = FormShape["step_sections"];
type StepShape = NonNullable<NonNullable<NonNullable<SectionList>[number]>["steps"]>[number];

export function IngredientRows({ form, meta }: { form: FormMetadata<FormShape>; meta: FieldMetadata<IngredientList> }) {
  const { t } = useTranslation("recipe-authoring");
  const rows = meta.getFieldList();
  // Lines of a pasted block still to become rows: one row is inserted per render, because an intent
  // starts from the rows on screen and React has not drawn the previous insertion yet.
  const [pendingRows, setPendingRows] = useState<{ index: number; lines: string[] } | null>(null);
  // The form's metadata is a new object on every render: the effect runs per pending row, not per render.
  const insertRow = useRef(form.insert);
  insertRow.current = form.insert;
  useEffect(() => {
    if (!pendingRows) return;
    const [line, ...rest] = pendingRows.lines;
    insertRow.current({ name: meta.name, index: pendingRows.index, defaultValue: { line } });
    setPendingRows(rest.length ? { index: pendingRows.index + 1, lines: rest } : null);
  }, [pendingRows, meta.name]);
  /** A pasted block of several lines becomes one row per line, from this row on. */
  const paste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData
      .getData("text")
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
    if (pasted.length < 2) return;
    event.preventDefault();
    const input = event.currentTarget;
    const before = input.value.slice(0, input.selectionStart ?? input.value.length);
    const after = input.value.slice(input.selectionEnd ?? input.value.length);
    input.value = `${before}${pasted[0]}`;
    setPendingRows({ index: index + 1, lines: [...pasted.slice(1, -1), `${pasted.at(-1)}${after}`] });
  };
  return (
    <fieldset className="space-y-3" data-ingredients>
      <legend className="text-xl font-semibold">{t("form.ingredients")}</legend>
      <p className="text-sm text-ink-muted">{t("form.ingredientsHint")}</p>
      <ol className="space-y-2">
        {rows.map((row, index) => {
          const line = row.getFieldset().line;
          return (
            <li key={row.key} className="flex flex-wrap items-start gap-2" data-ingredient-row>
              <div className="min-w-0 flex-1 space-y-1">
                <label htmlFor={line.id} className="sr-only">
                  {t("form.ingredientLine", { number: index + 1 })}
                </label>
                <Input
                  {...getInputProps(line, { type: "text", ariaDescribedBy: line.errors?.length ? line.errorId : undefined })}
                  key={line.key}
                  placeholder={index === 0 ? t("form.ingredientPlaceholder") : undefined}
                  onPaste={paste(index)}
                />
                <FieldError field={line} />
              </div>
              <RowButtons form={form} listName={meta.name} index={index} count={rows.length} label={t("form.ingredientLine", { number: index + 1 })} />
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" type="submit" {...form.insert.getButtonProps({ name: meta.name, defaultValue: { line: "" } })} data-intent="add-ingredient">
        {t("form.addIngredient")}
      </Button>
      <FieldError field={meta} />
    </fieldset>
  );
}

/** Move up, move down and remove for one row; with the row's name in each button's accessible name. */
function RowButtons({ form, listName, index, count, label }: { form: FormMetadata<FormShape>; listName: string; index: number; count: number; label: string }) {
  const { t } = useTranslation("recipe-authoring");
  return (
    <div className="flex gap-1">
      {index > 0 ? (
        <Button
          variant="neutral"
          className={smallButton}
          type="submit"
          {...form.reorder.getButtonProps({ name: listName, from: index, to: index - 1 })}
          aria-label={t("form.moveUp", { row: label })}
        >
          ↑
        </Button>
      ) : null}
      {index < count - 1 ? (
        <Button
          variant="neutral"
          className={smallButton}
          type="submit"
          {...form.reorder.getButtonProps({ name: listName, from: index, to: index + 1 })}
          aria-label={t("form.moveDown", { row: label })}
        >
          ↓
        </Button>
      ) : null}
      <Button
        variant="neutral"
        className={smallButton}
        type="submit"
        {...form.remove.getButtonProps({ name: listName, index })}
        aria-label={t("form.remove", { row: label })}
        data-intent="remove"
      >
        ✕
      </Button>
    </div>
  );
}

export function StepSections({ form, meta }: { form: FormMetadata<FormShape>; meta: FieldMetadata<SectionList> }) {
  const { t } = useTranslation("recipe-authoring");
  const sections = meta.getFieldList();
  let stepNumber = 0;
  return (
    <fieldset className="space-y-5" data-steps>
      <legend className="text-xl font-semibold">{t("form.steps")}</legend>
      {sections.map((section, sectionIndex) => {
        const { name, steps } = section.getFieldset();
        const rows = steps.getFieldList();
        return (
          <div key={section.key} className="space-y-3 rounded-xl border border-line p-4" data-step-section>
            <TextField meta={name as FieldMetadata<string | undefined>} label={t("form.sectionName", { number: sectionIndex + 1 })} hint={t("form.sectionNameHint")} />
            <ol className="space-y-3">
              {rows.map((step, index) => {
                stepNumber += 1;
                return <StepRow key={step.key} form={form} meta={step} listName={steps.name} index={index} count={rows.length} number={stepNumber} />;
              })}
            </ol>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" type="submit" {...form.insert.getButtonProps({ name: steps.name, defaultValue: { text: "", image_url: "" } })} data-intent="add-step">
                {t("form.addStep")}
              </Button>
              {sections.length > 1 ? (
                <Button variant="neutral" type="submit" {...form.remove.getButtonProps({ name: meta.name, index: sectionIndex })} data-intent="remove-section">
                  {t("form.removeSection", { number: sectionIndex + 1 })}
                </Button>
              ) : null}
            </div>
          </div>
        );
      })}
      <Button
        variant="secondary"
        type="submit"
        {...form.insert.getButtonProps({ name: meta.name, defaultValue: { name: "", steps: [{ text: "", image_url: "" }] } })}
        data-intent="add-section"
      >
        {t("form.addSection")}
      </Button>
      <FieldError field={meta} />
    </fieldset>
  );
}

function StepRow({
  form,
  meta,
  listName,
  index,
  count,
  number,
}: {
  form: FormMetadata<FormShape>;
  meta: FieldMetadata<StepShape>;
  listName: string;
  index: number;
  count: number;
  number: number;
}) {
  const { t } = useTranslation("recipe-authoring");
  const { text, image_url } = meta.getFieldset();
  const stored = image_url.value ?? (image_url.initialValue as string | undefined);
  return (
    <li className="space-y-2" data-step-row>
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <TextArea meta={text} label={t("form.step", { number })} rows={2} />
        </div>
        <RowButtons form={form} listName={listName} index={index} count={count} label={t("form.step", { number })} />
      </div>
      <input type="hidden" name={image_url.name} value={stored ?? ""} />
      <PhotoInput name={`${meta.name}.photo`} label={t("form.stepPhoto", { number })} stored={stored} previewAlt={t("form.stepPhotoPreview", { number })} />
    </li>
  );
}
