import { type FieldMetadata, type FormMetadata, type SubmissionResult, getInputProps, getSelectProps, getTextareaProps, useField, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useFetcher, useNavigation } from "@remix-run/react";
import { type ClipboardEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { difficultyValues } from "#api/contract/search-words";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Field, FieldError, fieldLabel as labelClass } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { useHydrated } from "~/platform/http/use-hydrated";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { PhotoInput } from "./photo-input";
import { formatTime } from "./saved-time";
import { MAIN_PHOTO_FILE_FIELD, REMOVE_MAIN_PHOTO_FIELD, type RecipeFormValue, recipeFormSchema } from "./recipe-fields";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";

const smallButton = "min-h-11 px-3 text-sm";

type FormShape = RecipeFormValue;
type IngredientList = FormShape["ingredients"];
type SectionList = FormShape["step_sections"];
type StepShape = NonNullable<NonNullable<NonNullable<SectionList>[number]>["steps"]>[number];

export interface RecipeFormProps {
  action: string;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  catalogue: { categories: Array<{ slug: string; name: string }>; tags: Array<{ slug: string; name: string }> };
  /** The draft this form saves to (edit page, or one the autosave made on /agregar); null for a new one. */
  draft: number | null;
  /** Whether the recipe is public now: then there is no "save as draft" autosave, and "publish" reads "save". */
  published: boolean;
}

/**
 * The recipe form (decision 056). Without JavaScript every button is a submit: conform's list
 * intents add, remove and move rows on the server, which answers the form back with everything
 * typed. With it the same buttons work in place, a pasted block of lines becomes rows, a chosen
 * photo shows at once and a draft saves itself every 20 seconds of changes.
 */
export function RecipeForm({ action, defaultValue, lastResult, catalogue, draft, published }: RecipeFormProps) {
  const { t } = useTranslation("recipe-authoring");
  const { t: tAll } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<FormShape>({
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeFormSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const autosave = useAutosave(form.id, !published);
  const draftId = autosave.draft ?? draft;
  const pending = navigation.state === "submitting";
  return (
    <ConformForm form={form} action={action} encType="multipart/form-data" className="space-y-8" data-recipe-form onChange={autosave.changed}>
      {/* Enter in a text box saves a draft rather than adding a row (the first submit button is the default). */}
      <button type="submit" name="save" value="draft" className="sr-only" tabIndex={-1} aria-hidden="true" />
      {draftId !== null && !action.match(/\/agregar\/\d+/) ? <input type="hidden" name="draft" value={draftId} /> : null}
      <FormErrors form={form} />
      <section className="space-y-5" aria-labelledby="recipe-form-basics">
        <h2 id="recipe-form-basics" className="text-xl font-semibold">
          {t("form.basics")}
        </h2>
        <TextField meta={fields.title} label={t("form.title")} required />
        <TextArea meta={fields.description} label={t("form.description")} rows={3} />
        <MainPhotoField meta={fields.featured_image_url} />
        <div className="grid gap-4 sm:grid-cols-4">
          <NumberField meta={fields.servings} label={t("form.servings")} required />
          <NumberField meta={fields.prep_minutes} label={t("form.prepMinutes")} />
          <NumberField meta={fields.cook_minutes} label={t("form.cookMinutes")} />
          <NumberField meta={fields.total_minutes} label={t("form.totalMinutes")} />
        </div>
        <DifficultyField meta={fields.difficulty} />
      </section>

      <IngredientRows form={form} meta={fields.ingredients} />
      <StepSections form={form} meta={fields.step_sections} />

      <section className="space-y-5" aria-labelledby="recipe-form-more">
        <h2 id="recipe-form-more" className="text-xl font-semibold">
          {t("form.more")}
        </h2>
        <ChoiceList meta={fields.categories} legend={t("form.categories")} options={catalogue.categories} />
        <TagChips meta={fields.tags} options={catalogue.tags} />
        <TextField meta={fields.video_url} type="url" label={t("form.videoUrl")} hint={t("form.videoUrlHint")} />
        <NumberField meta={fields.calories} label={t("form.calories")} />
      </section>

      <div className="flex flex-wrap items-center gap-3 border-t border-line pt-5">
        {published ? null : (
          <Button type="submit" name="save" value="draft" variant="secondary" aria-disabled={pending || undefined}>
            {t("form.saveDraft")}
          </Button>
        )}
        <Button type="submit" name="save" value="publish" aria-disabled={pending || undefined}>
          {published ? t("form.saveChanges") : t("form.publish")}
        </Button>
        {autosave.savedAt ? (
          <p role="status" className="text-sm text-ink-muted" data-autosaved>
            {t("form.autosaved", { time: formatTime(autosave.savedAt) })}
          </p>
        ) : null}
      </div>
    </ConformForm>
  );
}

/** Every 20 s after a change, the form (without its files) to the same draft; "Guardado a las 10:42". */
function useAutosave(formId: string, enabled: boolean) {
  const fetcher = useFetcher<{ draft: number | null; savedAt: string | null }>();
  const dirty = useRef(false);
  const hydrated = useHydrated();
  const csrfToken = useCsrfToken();
  const [last, setLast] = useState<{ draft: number | null; savedAt: string | null }>({ draft: null, savedAt: null });
  useEffect(() => {
    if (fetcher.data?.savedAt) setLast({ draft: fetcher.data.draft, savedAt: fetcher.data.savedAt });
  }, [fetcher.data]);
  useEffect(() => {
    if (!hydrated || !enabled) return;
    const timer = window.setInterval(() => {
      const element = document.getElementById(formId);
      if (!dirty.current || !(element instanceof HTMLFormElement) || fetcher.state !== "idle") return;
      dirty.current = false;
      const body = new FormData(element);
      for (const [name, value] of [...body.entries()]) if (typeof value !== "string") body.delete(name);
      body.set("save", "autosave");
      // The form's own hidden token is in the FormData already; set here so the post never depends on the markup (decision 028).
      body.set(CSRF_FIELD, csrfToken ?? "");
      fetcher.submit(body, { method: "post", action: element.getAttribute("action") ?? undefined });
    }, 20_000);
    return () => window.clearInterval(timer);
  }, [hydrated, enabled, formId, fetcher, csrfToken]);
  return { changed: () => (dirty.current = true), draft: last.draft, savedAt: last.savedAt };
}

/**
 * The recipe's main photo: its address in a hidden field (as a step's), a file input to send a new
 * one, and on a recipe that has one, a box to take it away. A refused save keeps all three.
 */
function MainPhotoField({ meta }: { meta: FieldMetadata<string | undefined> }) {
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

function NumberField({ meta, label, required = false }: { meta: FieldMetadata<number | undefined>; label: string; required?: boolean }) {
  const [field] = useField<number>(meta.name);
  return (
    <Field {...fieldOf(field)} label={label} required={required}>
      {(control) => <Input {...getInputProps(field, { type: "number" })} {...control} key={field.key} min={0} inputMode="numeric" />}
    </Field>
  );
}

function TextArea({ meta, label, rows, hideLabel = false }: { meta: FieldMetadata<string | undefined>; label: string; rows: number; hideLabel?: boolean }) {
  const [field] = useField<string>(meta.name);
  return (
    <Field {...fieldOf(field)} label={label} hideLabel={hideLabel}>
      {(control) => <Textarea {...getTextareaProps(field)} {...control} key={field.key} rows={rows} />}
    </Field>
  );
}

function DifficultyField({ meta }: { meta: FieldMetadata<string | undefined> }) {
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

function ChoiceList({ meta, legend, options }: { meta: FieldMetadata<string[] | undefined>; legend: string; options: Array<{ slug: string; name: string }> }) {
  const [field] = useField<string[]>(meta.name);
  const chosen = new Set((field.initialValue as string[] | string | undefined) ?? []);
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{legend}</legend>
      <div className="grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-line p-3 sm:grid-cols-3">
        {options.map((option) => (
          <label key={`${field.key ?? ""}:${option.slug}`} className="flex items-center gap-2 text-sm">
            <input type="checkbox" name={field.name} value={option.slug} defaultChecked={chosen.has(option.slug)} className="size-5" />
            {option.name}
          </label>
        ))}
      </div>
      <FieldError field={field} />
    </fieldset>
  );
}

/** Tags as chips (decision 065): each a checkbox named `tags`, posted once per chosen tag as the old `<select multiple>` was. */
function TagChips({ meta, options }: { meta: FieldMetadata<string[] | undefined>; options: Array<{ slug: string; name: string }> }) {
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

function IngredientRows({ form, meta }: { form: FormMetadata<FormShape>; meta: FieldMetadata<IngredientList> }) {
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

function StepSections({ form, meta }: { form: FormMetadata<FormShape>; meta: FieldMetadata<SectionList> }) {
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
