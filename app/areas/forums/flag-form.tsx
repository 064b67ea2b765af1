import { Form, useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flagReasons } from "#api/contract/flags";
import { FLAG_NOTE_MAX_LENGTH } from "#api/contract/limits";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { CsrfField } from "~/platform/http/csrf-field";

type Answer = { flag?: { post: string; reason: string; note: string; message: string } };
const answerFor = (answer: unknown, post: string) => {
  const flag = answer && typeof answer === "object" && "flag" in answer ? (answer as Answer).flag : undefined;
  return flag?.post === post ? flag : undefined;
};

/**
 * Under a post, for members other than its author (decision 094): "Avisar a los moderadores" opens
 * a reason and a note, sent as a plain form (`intent=flag`) that comes back to the post, thanked.
 * A refusal opens it again with the message and what was typed.
 */
export function FlagForm({ post, flagged }: { post: number | "opening"; flagged: boolean }) {
  const { t } = useTranslation("forums");
  const location = useLocation();
  const refused = answerFor(useActionData<unknown>(), String(post));
  const id = `flag-${post}`;
  if (flagged) {
    return (
      <p role="status" className="mt-3 text-sm text-success" data-flag-thanks={post}>
        {t("flag.thanks")}
      </p>
    );
  }
  return (
    <details className="mt-3 text-sm" open={Boolean(refused)} data-flag-form={post}>
      <summary className="cursor-pointer text-ink-muted underline-offset-4 hover:underline">{t("flag.open")}</summary>
      <Form method="post" action={`${location.pathname}${location.search}`} className="mt-3 max-w-md space-y-3">
        <CsrfField />
        <input type="hidden" name="intent" value="flag" />
        <input type="hidden" name="post" value={String(post)} />
        <Field id={`${id}-reason`} label={t("flag.reason")} required>
          {(control) => (
            <Select {...control} name="reason" defaultValue={refused?.reason ?? ""}>
              <option value="" disabled>
                {t("flag.choose")}
              </option>
              {flagReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`flag.reasons.${reason}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${id}-note`} label={t("flag.note")} hint={t("flag.noteHint")} errors={refused ? [refused.message] : undefined} required>
          {(control) => <Textarea {...control} name="note" rows={3} maxLength={FLAG_NOTE_MAX_LENGTH} defaultValue={refused?.note ?? ""} />}
        </Field>
        <Button type="submit" variant="secondary">
          {t("flag.submit")}
        </Button>
      </Form>
    </details>
  );
}
