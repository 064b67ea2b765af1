import { getSelectProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { type ForumWatchLevel, forumWatchLevels } from "#api/contract/forums";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { FormMessage } from "~/components/forms/form-message";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { watchFormSchema } from "./forum-form";

/**
 * A member's watch level on the thread (decision 087): which of its replies notify them. Only
 * members see it; a plain form that works without JavaScript (post/redirect/get, `?watch=saved`).
 */
export function ThreadWatchForm({ level, saved, lastResult }: { level: ForumWatchLevel; saved: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation("forums");
  const { t: tAll } = useTranslation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { level },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: watchFormSchema(tAll) }),
    shouldValidate: "onSubmit",
  });
  return (
    <section id="thread-watch" aria-labelledby="thread-watch-title" className="scroll-mt-24 space-y-3 rounded-xl border border-line p-5" data-thread-watch>
      <h2 id="thread-watch-title" className="text-lg font-semibold">
        {t("watch.title")}
      </h2>
      {saved ? <FormMessage tone="success">{t("watch.saved")}</FormMessage> : null}
      <ConformForm form={form} className="max-w-xl space-y-3" data-thread-watch-form>
        <FormErrors form={form} />
        <input type="hidden" name="intent" value="watch" />
        <Field id={fields.level.id} errorId={fields.level.errorId} errors={fields.level.errors} name={fields.level.name} label={t("watch.label")} hint={t("watch.hint")}>
          {(control) => (
            <Select {...getSelectProps(fields.level)} {...control} key={fields.level.key}>
              {forumWatchLevels.map((option) => (
                <option key={option} value={option}>
                  {t(`watch.levels.${option}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button type="submit" variant="secondary">
          {t("watch.submit")}
        </Button>
      </ConformForm>
    </section>
  );
}
