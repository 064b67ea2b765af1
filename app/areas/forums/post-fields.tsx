import { getTextareaProps, useField } from "@conform-to/react";
import type { MouseEvent } from "react";
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

/** Preview (a submit button: it works without JavaScript, and with it `onPreview` shows the preview in place) and post. */
export function PostButtons({ submitLabel, pending, onPreview }: { submitLabel: string; pending: boolean; onPreview?: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const { t } = useTranslation("forums");
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" name="intent" value="post" aria-disabled={pending || undefined} className="aria-disabled:opacity-70" data-post-submit>
        {submitLabel}
      </Button>
      <Button type="submit" name="intent" value="preview" variant="secondary" onClick={onPreview} data-post-preview>
        {t("replyForm.preview")}
      </Button>
    </div>
  );
}

/**
 * The rendered preview the server answered with (sanitised like any post), in a polite live region
 * that is on the page from the start, so what the live preview puts in it is announced (decision 102).
 * `paused`: the live preview has stopped at the preview limit, said in the region.
 */
export function PostPreview({ html, paused = false, busy = false }: { html: string | null | undefined; paused?: boolean; busy?: boolean }) {
  const { t } = useTranslation("forums");
  return (
    <div aria-live="polite" aria-busy={busy || undefined} className="space-y-3 empty:hidden" data-live-preview>
      {paused ? (
        <p className="text-sm text-ink-muted" data-live-preview-paused>
          {t("replyForm.livePreviewPaused")}
        </p>
      ) : null}
      {html ? (
        <section aria-labelledby="post-preview-title" className="rounded-xl border border-dashed border-line p-4" data-post-preview-box>
          <h3 id="post-preview-title" className="mb-2 text-sm font-semibold text-ink-muted">
            {t("replyForm.previewTitle")}
          </h3>
          <PostBody html={html} />
        </section>
      ) : null}
    </div>
  );
}

/** Says that the form holds a draft kept in this browser (decision 102), with the button that discards it; a status region from the start. */
export function DraftNotice({ restored, onDiscard }: { restored: boolean; onDiscard: () => void }) {
  const { t } = useTranslation("forums");
  return (
    <div role="status" className="empty:hidden" data-draft-notice>
      {restored ? (
        <p className="flex flex-wrap items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2 text-sm" data-draft-restored>
          <span>{t("draft.restored")}</span>
          <Button variant="neutral" onClick={onDiscard} data-discard-draft>
            {t("draft.discard")}
          </Button>
        </p>
      ) : null}
    </div>
  );
}
