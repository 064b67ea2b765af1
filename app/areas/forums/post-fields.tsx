import { getTextareaProps, useField } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { FORUM_BODY_MAX_LENGTH } from "#api/contract/limits";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { PostBody } from "~/components/forums/post-body";

/** A post's Markdown box, bound to its conform form (the form kit's Field around a Textarea). */
export function PostTextField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation("forums");
  const [field] = useField<string>(name);
  return (
    <Field id={field.id} errorId={field.errorId} errors={field.errors} name={field.name} label={label} hint={t("replyForm.hint")} required>
      {(control) => <Textarea {...getTextareaProps(field)} {...control} key={field.key} rows={8} maxLength={FORUM_BODY_MAX_LENGTH} data-post-text />}
    </Field>
  );
}

/** Preview (a submit button: it works without JavaScript) and post. */
export function PostButtons({ submitLabel, pending }: { submitLabel: string; pending: boolean }) {
  const { t } = useTranslation("forums");
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" name="intent" value="post" aria-disabled={pending || undefined} className="aria-disabled:opacity-70" data-post-submit>
        {submitLabel}
      </Button>
      <Button type="submit" name="intent" value="preview" variant="secondary" data-post-preview>
        {t("replyForm.preview")}
      </Button>
    </div>
  );
}

/** The rendered preview the server answered with (sanitised like any post). */
export function PostPreview({ html }: { html: string | null | undefined }) {
  const { t } = useTranslation("forums");
  if (!html) return null;
  return (
    <section aria-labelledby="post-preview-title" className="rounded-xl border border-dashed border-line p-4" data-post-preview-box>
      <h3 id="post-preview-title" className="mb-2 text-sm font-semibold text-ink-muted">
        {t("replyForm.previewTitle")}
      </h3>
      <PostBody html={html} />
    </section>
  );
}
