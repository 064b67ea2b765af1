import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { COOKSNAP_COMMENT_MAX_LENGTH } from "#api/contract/limits";
import { FormMessage } from "~/components/forms/form-message";
import { SubmitButton } from "~/components/forms/submit-button";
import { Field } from "~/components/ui/field";
import { FileInput } from "~/components/ui/file-input";
import { Textarea } from "~/components/ui/textarea";
import { CsrfField } from "~/platform/http/csrf-field";
import type { CooksnapAnswer } from "./cooksnap-action.server";

/**
 * A verified member's "Lo he cocinado" form: a multipart post (photo and comment) that works
 * without JavaScript. The page gives it a new key after each post that went through: a fresh form,
 * not the same photo and words ready to post twice.
 */
export function CooksnapForm({ recipePath, refused, sending }: { recipePath: string; refused: CooksnapAnswer | undefined; sending: boolean }) {
  const { t } = useTranslation("community");
  return (
    <Form
      method="post"
      action={`${recipePath}#cooksnaps`}
      encType="multipart/form-data"
      preventScrollReset
      className="space-y-4 rounded-xl border border-line bg-surface p-5"
      data-cooksnap-form
    >
      <CsrfField />
      <input type="hidden" name="intent" value="cooksnap" />
      <h3 className="font-sans text-lg font-semibold">{t("cooksnaps.form.title")}</h3>
      {refused?.errors.form ? <FormMessage tone="error">{refused.errors.form}</FormMessage> : null}
      <FileInput
        id="cooksnap-photo"
        name="photo"
        label={t("cooksnaps.form.photo")}
        labelClassName="block font-semibold"
        hint={t("cooksnaps.form.photoHint")}
        errors={refused?.errors.photo ? [refused.errors.photo] : undefined}
        required
        accept="image/jpeg,image/png,image/webp,image/avif"
        preview={{ alt: t("cooksnaps.form.preview"), className: "max-h-64 rounded-lg object-cover", marker: "data-cooksnap-preview" }}
        previewPlace="below"
      />
      <Field
        id="cooksnap-comment"
        name="comment"
        label={t("cooksnaps.form.comment")}
        labelClassName="block font-semibold"
        errors={refused?.errors.comment ? [refused.errors.comment] : undefined}
      >
        {(control) => (
          <Textarea
            {...control}
            name="comment"
            rows={3}
            maxLength={COOKSNAP_COMMENT_MAX_LENGTH}
            defaultValue={refused?.comment ?? ""}
            key={refused ? `refused:${refused.comment}` : "fresh"}
          />
        )}
      </Field>
      <SubmitButton pending={sending}>{sending ? t("cooksnaps.form.sending") : t("cooksnaps.form.submit")}</SubmitButton>
    </Form>
  );
}
