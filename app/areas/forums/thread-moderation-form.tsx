import { getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { moderationFormSchema } from "./forum-form";

/**
 * The moderators' form on a thread (decision 091): a required reason, then pin or unpin, lock or
 * reopen, or move to the category chosen. One plain form whose buttons say what they do
 * (`change=pin`…), post/redirect/get back here; a refusal keeps what was typed.
 */
export function ThreadModerationForm({
  pinned,
  locked,
  category,
  categories,
  lastResult,
}: {
  pinned: boolean;
  locked: boolean;
  category: string;
  categories: { slug: string; name: string }[];
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const { t } = useTranslation("forums");
  const { t: tAll } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { category },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: moderationFormSchema(tAll) }),
    shouldValidate: "onSubmit",
  });
  const change = (value: "pin" | "unpin" | "lock" | "unlock" | "move") => (
    <Button type="submit" name="change" value={value} variant="secondary" data-moderate={value}>
      {t(`moderationForm.${value}`)}
    </Button>
  );
  return (
    <section id="thread-moderation" aria-labelledby="thread-moderation-title" className="scroll-mt-24 space-y-3 rounded-xl border border-line p-5" data-thread-moderation>
      <h2 id="thread-moderation-title" className="text-lg font-semibold">
        {t("moderationForm.title")}
      </h2>
      <ConformForm form={form} className="max-w-xl space-y-3" data-thread-moderation-form>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="moderate" />
        <TextField meta={fields.reason} label={t("moderationForm.reason")} hint={t("moderationForm.reasonHint")} required />
        <div className="flex flex-wrap gap-2">
          {change(pinned ? "unpin" : "pin")}
          {change(locked ? "unlock" : "lock")}
        </div>
        <Field id={fields.category.id} errorId={fields.category.errorId} errors={fields.category.errors} name={fields.category.name} label={t("moderationForm.category")}>
          {(control) => (
            <Select {...getSelectProps(fields.category)} {...control} key={fields.category.key}>
              {categories.map((option) => (
                <option key={option.slug} value={option.slug}>
                  {option.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {change("move")}
      </ConformForm>
    </section>
  );
}
