import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useActionData, useNavigation } from "@remix-run/react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConformForm, FormErrors } from "~/components/forms/fields";
import { replyFormSchema } from "./forum-form";
import type { PostDraft } from "./post-draft";
import { DraftNotice, PostButtons, PostPreview, PostTextField } from "./post-fields";
import { QUOTE_EVENT, type QuoteEventDetail } from "./quote-link";
import { withQuote } from "./quote-markdown";
import type { action } from "./thread.server";
import { useFocusAfterRender } from "./use-focus-after-render";
import { useLivePreview } from "./use-live-preview";
import { usePostDraft } from "./use-post-draft";

type Quoted = { id: number; name: string };

/**
 * A thread's reply form, for members only (a chunk of its own, decision 082). Without JavaScript:
 * the text, the quote the `?quote=` link filled in, Preview and Post buttons. With it (decision 102):
 * the preview follows the typing, the text is kept as a draft of this thread, and a reply's Quote
 * button adds that reply (or the part of it selected) here, without a page load.
 */
export function ReplyForm({ threadId, memberId, quote }: { threadId: number; memberId: number | null; quote: (Quoted & { text: string }) | null }) {
  const { t } = useTranslation("forums");
  const { t: tAll } = useTranslation();
  const answer = useActionData<typeof action>();
  const actionData = answer && "result" in answer ? answer : undefined;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue: { text: quote?.text ?? "", quote_id: quote ? String(quote.id) : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: replyFormSchema(tAll) }),
    shouldValidate: "onSubmit",
  });
  const [quoted, setQuoted] = useState<Quoted | null>(quote);
  const text = fields.text.value ?? "";
  const focusLater = useFocusAfterRender();
  const preview = useLivePreview(text, actionData?.preview);

  const reset = useCallback(() => {
    form.reset();
    setQuoted(quote);
  }, [form, quote]);
  const draft = usePostDraft({
    memberId,
    place: { thread: threadId },
    values: { text, ...(quoted ? { quote: quoted } : {}) },
    restorable: !quote && !actionData,
    restore: (kept: PostDraft) => {
      form.update({ name: fields.text.name, value: kept.text });
      setQuoted(kept.quote ?? null);
    },
    reset,
  });

  // A Quote button of the thread (./quote-link.tsx): its reply, or the part selected, after what is typed.
  useEffect(() => {
    const element = document.getElementById(form.id);
    const onQuote = (event: Event) => {
      const { id, name, markdown } = (event as CustomEvent<QuoteEventDetail>).detail;
      const box = document.getElementById(fields.text.id);
      const current = box instanceof HTMLTextAreaElement ? box.value : "";
      form.update({ name: fields.text.name, value: withQuote(current, markdown) });
      setQuoted({ id, name });
      // The member goes on typing under the quote.
      focusLater(fields.text.id);
    };
    element?.addEventListener(QUOTE_EVENT, onQuote);
    return () => element?.removeEventListener(QUOTE_EVENT, onQuote);
  }, [form, fields.text.name, fields.text.id, focusLater]);

  const discard = () => {
    draft.discard();
    focusLater(fields.text.id);
  };

  return (
    <section id="reply-form" aria-labelledby="reply-form-title" className="scroll-mt-24 space-y-4">
      <h2 id="reply-form-title" className="text-xl font-semibold">
        {t("replyForm.title")}
      </h2>
      {quoted ? (
        <p className="text-sm text-ink-muted" data-quoting={quoted.id}>
          {t("replyForm.quoting", { name: quoted.name })}
        </p>
      ) : null}
      <ConformForm form={form} className="space-y-4" data-reply-form>
        <FormErrors form={form} />
        <DraftNotice restored={draft.restored} onDiscard={discard} />
        {quoted ? <input type="hidden" name={fields.quote_id.name} value={String(quoted.id)} /> : null}
        <PostTextField name={fields.text.name} label={t("replyForm.text")} />
        <PostButtons submitLabel={t("replyForm.submit")} pending={navigation.state === "submitting"} onPreview={preview.previewNow} />
      </ConformForm>
      <PostPreview html={preview.html} paused={preview.paused} busy={preview.busy} />
    </section>
  );
}
