import { FormProvider, getFormProps, getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, type useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { RecipeListMembership } from "#api/contract/recipe-lists";
import { FormErrors, TextField } from "~/components/forms/fields";
import { FieldError } from "~/components/ui/field";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/platform/http/use-hydrated";
import { CsrfField } from "~/platform/http/csrf-field";
import { EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { addToListSchema, NEW_LIST } from "./list-form";
import { Select } from "~/components/ui/select";

/**
 * One of the member's lists, or a new one by name, for a recipe: a plain form posting to
 * /recipe-lists/add (the recipe page's picker sends it through a fetcher once hydrated).
 */
export function AddToListForm({
  id,
  recipeId,
  lists,
  redirectTo,
  lastResult,
  fetcher,
}: {
  id: string;
  recipeId: number;
  lists: RecipeListMembership[];
  redirectTo: string;
  lastResult?: SubmissionResult<string[]> | null;
  fetcher?: ReturnType<typeof useFetcher>;
}) {
  const { t } = useTranslation("recipe-lists");
  const { t: tAll } = useTranslation();
  const to = useLocalizedPath();
  const hydrated = useHydrated();
  const firstFree = lists.find((list) => !list.contains);
  const [form, fields] = useForm({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue: { list: lists.length === 0 ? NEW_LIST : (firstFree ?? lists[0]!).slug },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addToListSchema(tAll) }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const chosen = fields.list.value ?? fields.list.initialValue;
  // Without JavaScript the name box is always there (used only for a new list); with it, only when it is needed.
  const showName = !hydrated || lists.length === 0 || chosen === NEW_LIST;
  const FormElement = fetcher ? fetcher.Form : Form;
  return (
    <FormProvider context={form.context}>
      <FormElement method="post" action={to("/recipe-lists/add")} {...getFormProps(form)} className="space-y-4" data-add-to-list-form="">
        <CsrfField />
        {fetcher ? <EnhancedFormMarker /> : null}
        <input type="hidden" name="recipe" value={recipeId} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <FormErrors form={form} />
        {lists.length > 0 ? (
          <div className="space-y-1.5">
            <label htmlFor={fields.list.id} className="block text-sm font-semibold text-ink">
              {t("add.list")}
            </label>
            <Select {...getSelectProps(fields.list)} key={fields.list.key}>
              {lists.map((list) => (
                <option key={list.slug} value={list.slug}>
                  {list.contains ? t("add.optionContains", { name: list.name }) : list.name}
                </option>
              ))}
              <option value={NEW_LIST}>{t("add.newOption")}</option>
            </Select>
            <FieldError field={fields.list} />
          </div>
        ) : (
          <input type="hidden" name="list" value={NEW_LIST} />
        )}
        {showName ? <TextField meta={fields.name} label={t("add.newName")} hint={lists.length > 0 ? t("add.newNameHint") : undefined} required={lists.length === 0} /> : null}
        <Button type="submit" data-add-to-list-submit="">
          {t("add.submit")}
        </Button>
      </FormElement>
    </FormProvider>
  );
}
