import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { MEAL_PLAN_MAX_SERVINGS, MEAL_PLAN_NOTE_MAX_LENGTH } from "#api/contract/limits";
import type { MealPlan, RecipeChoice } from "#api/contract/meal-plans";
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

/**
 * Adds a recipe (chosen from the member's recipes or typed as an address or short name), a note, or
 * leftovers of a dish already in the plan. One plain form: the kind is a radio group, and the fields
 * of the other kinds are simply ignored.
 */
export function AddEntryForm({ plan, choices }: { plan: MealPlan; choices: { saved: RecipeChoice[]; planned: RecipeChoice[] } }) {
  const { t } = useTranslation("meal-planner");
  const locale = useLocale();
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
  const entryTitle = useEntryTitle();
  const days = daysOf(plan.starts_on, plan.ends_on);
  const today = todayIn("Europe/Madrid");
  const initial = (form.initialValue ?? {}) as Record<string, string | undefined>;
  const defaultDay = initial.day ?? (days.includes(today) ? today : days[0]);
  const cooks = plan.entries.filter((entry) => entry.kind === "recipe" && entry.recipe);
  const typed = initial.type ?? "recipe";
  const errorOf = (name: keyof typeof fields) => fields[name].errors;
  const described = (name: keyof typeof fields) => (fields[name].errors?.length ? fields[name].errorId : undefined);
  const ErrorText = ({ name }: { name: keyof typeof fields }) =>
    errorOf(name)?.length ? (
      <p id={fields[name].errorId} className="text-sm text-danger">
        {errorOf(name)!.join(" ")}
      </p>
    ) : null;

  return (
    <section id="add-entry" aria-labelledby="add-entry-heading" className="print-hidden scroll-mt-4 space-y-4 rounded-xl border border-line bg-surface p-4">
      <h2 id="add-entry-heading" className="text-2xl font-semibold">
        {t("add.heading")}
      </h2>
      <ConformForm form={form} action={`${to(planPath(plan.id))}#add-entry`} className="space-y-4">
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="add-entry" />
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
          <ErrorText name="type" />
        </fieldset>

        <div className="grid gap-4 sm:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor="add-day" className={labelClass}>
              {t("add.day")}
            </label>
            <Select id="add-day" name="day" defaultValue={defaultDay} aria-invalid={errorOf("day") ? true : undefined} aria-describedby={described("day")}>
              {days.map((day) => (
                <option key={day} value={day}>
                  {formatShortDay(day, locale)}
                </option>
              ))}
            </Select>
            <ErrorText name="day" />
          </div>
          <div className="space-y-1.5">
            <label htmlFor="add-slot" className={labelClass}>
              {t("add.slot")}
            </label>
            <SlotSelect id="add-slot" defaultValue={(initial.slot as "lunch" | undefined) ?? "lunch"} invalid={Boolean(errorOf("slot"))} />
            <ErrorText name="slot" />
          </div>
        </div>

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
                {choices.saved.length > 0 ? (
                  <optgroup label={t("add.savedGroup")}>
                    {choices.saved.map((choice) => (
                      <option key={choice.id} value={choice.slug}>
                        {choice.title}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
                {choices.planned.length > 0 ? (
                  <optgroup label={t("add.plannedGroup")}>
                    {choices.planned.map((choice) => (
                      <option key={choice.id} value={choice.slug}>
                        {choice.title}
                      </option>
                    ))}
                  </optgroup>
                ) : null}
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
              aria-invalid={errorOf("recipe") ? true : undefined}
              aria-describedby={["add-recipe-hint", described("recipe")].filter(Boolean).join(" ")}
            />
            <ErrorText name="recipe" />
          </div>
        </fieldset>

        <div className="space-y-1.5">
          <label htmlFor="add-note" className={labelClass}>
            {t("add.note")}
          </label>
          <Input
            id="add-note"
            name="note"
            type="text"
            maxLength={MEAL_PLAN_NOTE_MAX_LENGTH}
            defaultValue={initial.note ?? ""}
            aria-invalid={errorOf("note") ? true : undefined}
            aria-describedby={["add-note-hint", described("note")].filter(Boolean).join(" ")}
          />
          <p id="add-note-hint" className="text-sm text-ink-muted">
            {t("add.noteHint")}
          </p>
          <ErrorText name="note" />
        </div>

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
                aria-invalid={errorOf("leftovers_of") ? true : undefined}
                aria-describedby={["add-leftovers-hint", described("leftovers_of")].filter(Boolean).join(" ")}
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
          <ErrorText name="leftovers_of" />
        </div>

        <div className="space-y-1.5">
          <label htmlFor="add-servings" className={labelClass}>
            {t("add.servings")}
          </label>
          <Input
            id="add-servings"
            name="servings"
            type="number"
            min={1}
            max={MEAL_PLAN_MAX_SERVINGS}
            inputMode="numeric"
            defaultValue={initial.servings ?? ""}
            className="w-full max-w-32"
            aria-invalid={errorOf("servings") ? true : undefined}
            aria-describedby={["add-servings-hint", described("servings")].filter(Boolean).join(" ")}
          />
          <p id="add-servings-hint" className="text-sm text-ink-muted">
            {t("add.servingsHint")}
          </p>
          <ErrorText name="servings" />
        </div>
        <SubmitButton pending={navigation.state === "submitting" && navigation.formData?.get("intent") === "add-entry"}>{t("add.submit")}</SubmitButton>
      </ConformForm>
    </section>
  );
}
