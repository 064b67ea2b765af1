import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "@remix-run/react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_MAX_SERVINGS, MEAL_PLAN_NOTE_MAX_LENGTH } from "#api/contract/limits";
import type { MealPlan, MealPlanEntry, MealSlot, RecipeChoice } from "#api/contract/meal-plans";
import { daysOf, todayIn } from "#api/contract/plan-days";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { formatShortDay } from "./plan-dates";
import { entryFormSchema } from "./plan-forms";
import { planPath } from "./plan-paths";
import { SlotSelect, useEntryTitle } from "./plan-week";
import type { action } from "./plan.server";
import { Input } from "~/components/ui/input";
import { Select } from "~/components/ui/select";
import { fieldLabel as labelClass } from "~/components/ui/field";

/** A field's conform metadata, as much of it as these plain controls use. */
interface FieldState {
  errors?: string[];
  errorId: string;
}

const invalidIf = (field: FieldState) => (field.errors ? true : undefined);
/** The hint's id, then the error's while there is one. */
const describedBy = (hintId: string, field: FieldState) => [hintId, field.errors?.length ? field.errorId : undefined].filter(Boolean).join(" ");

function ErrorText({ field }: { field: FieldState }) {
  return field.errors?.length ? (
    <p id={field.errorId} className="text-sm text-danger">
      {field.errors.join(" ")}
    </p>
  ) : null;
}

function KindChoice({ typed, field }: { typed: string; field: FieldState }) {
  const { t } = useTranslation("meal-planner");
  return (
    <fieldset className="space-y-2">
      <legend className={labelClass}>{t("add.type")}</legend>
      <div className="flex flex-wrap gap-4">
        {(["recipe", "note", "leftovers"] as const).map((kind) => (
          <label key={kind} className="inline-flex min-h-11 items-center gap-2">
            <input type="radio" name="type" value={kind} defaultChecked={typed === kind} className="size-5" />
            {t(`kinds.${kind}`)}
          </label>
        ))}
      </div>
      <ErrorText field={field} />
    </fieldset>
  );
}

function DayAndSlot({
  days,
  defaultDay,
  slot,
  dayField,
  slotField,
}: {
  days: string[];
  defaultDay: string | undefined;
  slot: MealSlot;
  dayField: FieldState;
  slotField: FieldState;
}) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-1.5">
        <label htmlFor="add-day" className={labelClass}>
          {t("add.day")}
        </label>
        <Select id="add-day" name="day" defaultValue={defaultDay} aria-invalid={invalidIf(dayField)} aria-describedby={dayField.errors?.length ? dayField.errorId : undefined}>
          {days.map((day) => (
            <option key={day} value={day}>
              {formatShortDay(day, locale)}
            </option>
          ))}
        </Select>
        <ErrorText field={dayField} />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="add-slot" className={labelClass}>
          {t("add.slot")}
        </label>
        <SlotSelect id="add-slot" defaultValue={slot} invalid={Boolean(slotField.errors)} />
        <ErrorText field={slotField} />
      </div>
    </div>
  );
}

function ChoiceGroup({ label, choices }: { label: string; choices: RecipeChoice[] }) {
  if (choices.length === 0) return null;
  return (
    <optgroup label={label}>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.slug}>
          {choice.title}
        </option>
      ))}
    </optgroup>
  );
}

/** A recipe: picked from the member's saved and planned recipes, or typed as an address or short name. */
function RecipeFields({ choices, initial, field }: { choices: Choices; initial: Record<string, string | undefined>; field: FieldState }) {
  const { t } = useTranslation("meal-planner");
  return (
    <fieldset className="space-y-3 rounded-lg border border-line p-3">
      <legend className={`${labelClass} px-1`}>{t("kinds.recipe")}</legend>
      <p id="add-recipe-hint" className="text-sm text-ink-muted">
        {t("add.recipeHint")}
      </p>
      {choices.saved.length + choices.planned.length > 0 ? (
        <div className="space-y-1.5">
          <label htmlFor="add-recipe-choice" className={labelClass}>
            {t("add.savedRecipes")}
          </label>
          <Select id="add-recipe-choice" name="recipe_choice" defaultValue={initial.recipe_choice ?? ""}>
            <option value="">{t("add.chooseNone")}</option>
            <ChoiceGroup label={t("add.savedGroup")} choices={choices.saved} />
            <ChoiceGroup label={t("add.plannedGroup")} choices={choices.planned} />
          </Select>
        </div>
      ) : null}
      <div className="space-y-1.5">
        <label htmlFor="add-recipe" className={labelClass}>
          {t("add.recipeAddress")}
        </label>
        <Input
          id="add-recipe"
          name="recipe"
          type="text"
          defaultValue={initial.recipe ?? ""}
          autoComplete="off"
          aria-invalid={invalidIf(field)}
          aria-describedby={describedBy("add-recipe-hint", field)}
        />
        <ErrorText field={field} />
      </div>
    </fieldset>
  );
}

function LeftoversField({ cooks, initial, field }: { cooks: MealPlanEntry[]; initial: Record<string, string | undefined>; field: FieldState }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
  const entryTitle = useEntryTitle();
  return (
    <div className="space-y-1.5">
      <label htmlFor="add-leftovers" className={labelClass}>
        {t("add.leftovers")}
      </label>
      {cooks.length === 0 ? (
        <p className="text-sm text-ink-muted">{t("add.noCooks")}</p>
      ) : (
        <>
          <Select
            id="add-leftovers"
            name="leftovers_of"
            defaultValue={initial.leftovers_of ?? ""}
            aria-invalid={invalidIf(field)}
            aria-describedby={describedBy("add-leftovers-hint", field)}
          >
            <option value="">—</option>
            {cooks.map((cook) => (
              <option key={cook.id} value={cook.id}>
                {formatShortDay(cook.day, locale)} · {t(`slots.${cook.slot}`)} · {entryTitle(cook)}
              </option>
            ))}
          </Select>
          <p id="add-leftovers-hint" className="text-sm text-ink-muted">
            {t("add.leftoversHint")}
          </p>
        </>
      )}
      <ErrorText field={field} />
    </div>
  );
}

/** A text or number field with its hint under it. */
function HintedInput({ id, label, hint, field, ...input }: { id: string; label: string; hint: string; field: FieldState } & Omit<ComponentProps<typeof Input>, "id">) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <Input id={id} {...input} aria-invalid={invalidIf(field)} aria-describedby={describedBy(`${id}-hint`, field)} />
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {hint}
      </p>
      <ErrorText field={field} />
    </div>
  );
}

type Choices = { saved: RecipeChoice[]; planned: RecipeChoice[] };

/**
 * Adds a recipe (chosen from the member's recipes or typed as an address or short name), a note, or
 * leftovers of a dish already in the plan. One plain form: the kind is a radio group, and the fields
 * of the other kinds are simply ignored.
 */
export function AddEntryForm({ plan, choices }: { plan: MealPlan; choices: Choices }) {
  const { t } = useTranslation("meal-planner");
  const to = useLocalizedPath();
  const navigation = useNavigation();
  const actionData = useActionData<typeof action>();
  const lastResult = actionData && actionData.intent === "add-entry" && "result" in actionData ? actionData.result : undefined;
  const [form, fields] = useForm({
    id: "add-entry-form",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: entryFormSchema(t) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const days = daysOf(plan.starts_on, plan.ends_on);
  const today = todayIn("Europe/Madrid");
  const initial = (form.initialValue ?? {}) as Record<string, string | undefined>;
  const defaultDay = initial.day ?? (days.includes(today) ? today : days[0]);
  const cooks = plan.entries.filter((entry) => entry.kind === "recipe" && entry.recipe);

  return (
    <section id="add-entry" aria-labelledby="add-entry-heading" className="print-hidden scroll-mt-4 space-y-4 rounded-xl border border-line bg-surface p-4">
      <h2 id="add-entry-heading" className="text-2xl font-semibold">
        {t("add.heading")}
      </h2>
      <ConformForm form={form} action={`${to(planPath(plan.id))}#add-entry`} className="space-y-4">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="add-entry" />
        <KindChoice typed={initial.type ?? "recipe"} field={fields.type} />
        <DayAndSlot days={days} defaultDay={defaultDay} slot={(initial.slot as "lunch" | undefined) ?? "lunch"} dayField={fields.day} slotField={fields.slot} />
        <RecipeFields choices={choices} initial={initial} field={fields.recipe} />
        <HintedInput
          id="add-note"
          name="note"
          type="text"
          maxLength={MEAL_PLAN_NOTE_MAX_LENGTH}
          defaultValue={initial.note ?? ""}
          label={t("add.note")}
          hint={t("add.noteHint")}
          field={fields.note}
        />
        <LeftoversField cooks={cooks} initial={initial} field={fields.leftovers_of} />
        <HintedInput
          id="add-servings"
          name="servings"
          type="number"
          min={1}
          max={MEAL_PLAN_MAX_SERVINGS}
          inputMode="numeric"
          defaultValue={initial.servings ?? ""}
          className="w-full max-w-32"
          label={t("add.servings")}
          hint={t("add.servingsHint")}
          field={fields.servings}
        />
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "add-entry"}>{t("add.submit")}</SubmitButton>
      </ConformForm>
    </section>
  );
}
