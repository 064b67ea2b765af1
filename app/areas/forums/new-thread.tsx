import { getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { FORUM_INGREDIENTS_CHOSEN_MAX, FORUM_TITLE_MAX_LENGTH, FORUM_TITLE_MIN_LENGTH } from "#api/contract/limits";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { CheckboxChips } from "~/components/ui/checkbox-chips";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { threadFormSchema } from "./forum-form";
import { forumsPath, newForumThreadPath } from "~/components/forums/forum-paths";
import type { action, loader } from "./new-thread.server";
import { DraftNotice, PostButtons, PostPreview, PostTextField } from "./post-fields";
import { useFocusAfterRender } from "./use-focus-after-render";
import { useLivePreview } from "./use-live-preview";
import { usePostDraft } from "./use-post-draft";

export { action, loader } from "./new-thread.server";

export const handle = { i18n: ["forums"] };
export const meta = routeMeta;

/**
 * /forums/t/new: category, title and Markdown text, with a preview that is a submit button; with
 * JavaScript the preview follows the typing and the form is kept as a draft (decision 102).
 */
export default function NewForumThreadPage() {
  const { categories, chosen, recipe, ingredients } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("forums");
  const { t: tAll } = useTranslation();
  const to = useLocalizedPath();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { category: chosen ?? "", recipe: recipe?.slug ?? "", ingredients: ingredients.chosen },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: threadFormSchema(tAll) }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const member = useCurrentUser();
  const text = fields.text.value ?? "";
  const preview = useLivePreview(text, actionData?.preview);
  const reset = useCallback(() => form.reset(), [form]);
  const draft = usePostDraft({
    memberId: member?.id ?? null,
    place: "new-thread",
    values: { title: fields.title.value ?? "", category: fields.category.value ?? "", text },
    restorable: !actionData,
    restore: (kept) => {
      form.update({ name: fields.title.name, value: kept.title ?? "" });
      form.update({ name: fields.text.name, value: kept.text });
      if (kept.category && categories.some((category) => category.slug === kept.category)) form.update({ name: fields.category.name, value: kept.category });
    },
    reset,
  });
  const focusLater = useFocusAfterRender();
  const discard = () => {
    draft.discard();
    focusLater(fields.title.id);
  };
  return (
    <div className="space-y-6">
      <Breadcrumbs items={[{ name: t("home"), to: to("/") }, { name: t("title"), to: to(forumsPath) }, { name: t("newForm.title") }]} label={t("breadcrumb")} />
      <div>
        <h1 className="text-3xl font-semibold">{t("newForm.title")}</h1>
        <p className="mt-2 max-w-2xl text-ink-muted">{t("newForm.intro")}</p>
      </div>
      {/* The address's recipe and ingredients stay with the post, so a refused one is drawn with the same choices. */}
      <ConformForm form={form} action={`${to(newForumThreadPath())}${search}`} className="max-w-3xl space-y-5" data-new-thread-form>
        <FormErrors form={form} />
        <DraftNotice restored={draft.restored} onDiscard={discard} />
        <Field id={fields.category.id} errorId={fields.category.errorId} errors={fields.category.errors} name={fields.category.name} label={t("newForm.category")} required>
          {(control) => (
            <Select {...getSelectProps(fields.category)} {...control} key={fields.category.key} data-thread-category>
              <option value="">{t("newForm.chooseCategory")}</option>
              {categories.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <TextField meta={fields.title} label={t("newForm.threadTitle")} hint={t("newForm.titleHint", { min: FORUM_TITLE_MIN_LENGTH, max: FORUM_TITLE_MAX_LENGTH })} required />
        <TextField meta={fields.recipe} label={t("newForm.recipe")} hint={recipe ? t("newForm.recipeChosen", { title: recipe.title }) : t("newForm.recipeHint")} />
        {ingredients.offered.length > 0 ? (
          <CheckboxChips
            name={fields.ingredients.name}
            legend={t("newForm.ingredients")}
            hint={t("newForm.ingredientsHint", { max: FORUM_INGREDIENTS_CHOSEN_MAX })}
            options={ingredients.offered.map((ingredient) => ({ value: ingredient.slug, label: ingredient.name }))}
            chosen={[fields.ingredients.initialValue ?? []].flat().filter((value): value is string => typeof value === "string")}
            errors={fields.ingredients.errors}
            errorId={fields.ingredients.errorId}
            remountKey={fields.ingredients.key}
          />
        ) : null}
        <PostTextField name={fields.text.name} label={t("newForm.text")} />
        <PostButtons submitLabel={t("newForm.submit")} pending={navigation.state === "submitting"} onPreview={preview.previewNow} />
      </ConformForm>
      <PostPreview html={preview.html} paused={preview.paused} busy={preview.busy} />
    </div>
  );
}
