import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { formatTime } from "./saved-time";
import { type RecipeFormValue as FormShape, recipeFormSchema } from "./recipe-fields";
import { type CategoryGroup, CategoryPicker } from "./category-picker";
import { DifficultyField, MainPhotoField, NumberField, TagChips, TextArea } from "./recipe-form-fields";
import { RecipeExtrasSection } from "./recipe-form-extras";
import { IngredientRows, StepSections } from "./recipe-form-rows";
import { RevisionConflict } from "./revision-conflict";
import { useAutosave, useSubmitAfterAutosave } from "./use-autosave";

/** The form's id, so a button elsewhere on the page (the edit page's "Publicar") submits this very form (decision 076). */
export const RECIPE_FORM_ID = "recipe-form";

export interface RecipeFormProps {
  action: string;
  defaultValue: Record<string, unknown>;
  lastResult: SubmissionResult<string[]> | null | undefined;
  catalogue: { categories: CategoryGroup[]; tags: Array<{ slug: string; name: string }> };
  /** The draft this form saves to (edit page, or one the autosave made on /agregar); null for a new one. */
  draft: number | null;
  /** Whether the recipe is public now: then there is no "save as draft" autosave, and "publish" reads "save". */
  published: boolean;
  /** The revision the form's contents are based on (decision 076); null for a recipe not saved yet. */
  revision: number | null;
  /** The message of a save refused because someone saved the recipe since `revision`. */
  conflict: string | null;
}

/**
 * The recipe form (decision 056). Without JavaScript every button is a submit: conform's list
 * intents add, remove and move rows on the server, which answers the form back with everything
 * typed. With it the same buttons work in place, a pasted block of lines becomes rows, a chosen
 * photo shows at once and a draft saves itself every 20 seconds of changes (use-autosave.ts). Its
 * fields are in recipe-form-fields.tsx, its lists of rows in recipe-form-rows.tsx.
 */
export function RecipeForm({ action, defaultValue, lastResult, catalogue, draft, published, revision, conflict }: RecipeFormProps) {
  const { t } = useTranslation("recipe-authoring");
  const { t: tAll } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<FormShape>({
    id: RECIPE_FORM_ID,
    lastResult,
    defaultValue,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: recipeFormSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const pending = navigation.state === "submitting";
  const autosave = useAutosave(form.id, !published && !conflict, navigation.state !== "idle");
  const submitAfterAutosave = useSubmitAfterAutosave(autosave.saving);
  const draftId = autosave.draft ?? draft;
  // Both are revisions whose contents this form shows: the one it was loaded or refused at, and the one its autosave made.
  const basedOn = Math.max(revision ?? 0, autosave.revision ?? 0) || null;
  const refusedBy = autosave.conflict ?? conflict;
  return (
    <ConformForm form={form} action={action} encType="multipart/form-data" className="space-y-8" data-recipe-form onChange={autosave.changed} onSubmitCapture={submitAfterAutosave}>
      {/* Enter in a text box saves a draft rather than adding a row (the first submit button is the default). */}
      <button type="submit" name="save" value="draft" className="sr-only" tabIndex={-1} aria-hidden="true" />
      {draftId !== null && !action.match(/\/agregar\/\d+/) ? <input type="hidden" name="draft" value={draftId} /> : null}
      {basedOn !== null ? <input type="hidden" name="revision" value={basedOn} /> : null}
      {refusedBy && draftId !== null ? <RevisionConflict message={refusedBy} reloadHref={action.replace(/\/agregar$/, `/agregar/${draftId}`)} /> : null}
      <FormErrors form={form} />
      <section className="space-y-5" aria-labelledby="recipe-form-basics">
        <h2 id="recipe-form-basics" className="text-xl font-semibold">
          {t("form.basics")}
        </h2>
        <TextField meta={fields.title} label={t("form.title")} required />
        <TextArea meta={fields.description} label={t("form.description")} rows={3} />
        <MainPhotoField meta={fields.featured_image_url} />
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
          <NumberField meta={fields.servings} label={t("form.servings")} required />
          <NumberField meta={fields.prep_minutes} label={t("form.prepMinutes")} />
          <NumberField meta={fields.cook_minutes} label={t("form.cookMinutes")} />
          <NumberField meta={fields.active_minutes} label={t("form.activeMinutes")} />
          <NumberField meta={fields.total_minutes} label={t("form.totalMinutes")} />
        </div>
        <DifficultyField meta={fields.difficulty} />
      </section>

      <IngredientRows form={form} meta={fields.ingredients} />
      <StepSections form={form} meta={fields.step_sections} />
      <RecipeExtrasSection fields={fields} />

      <section className="space-y-5" aria-labelledby="recipe-form-more">
        <h2 id="recipe-form-more" className="text-xl font-semibold">
          {t("form.more")}
        </h2>
        <CategoryPicker meta={fields.categories} groups={catalogue.categories} />
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
