import { Form, Link, useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { flagReasons } from "#api/contract/flags";
import { FLAG_NOTE_MAX_LENGTH } from "#api/contract/limits";
import { useOpenedByLink } from "~/components/navigation/opened-by-link";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Select } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { CsrfField } from "~/platform/http/csrf-field";

/** An action's refusal of a flag: which form sent it (`post`), what was typed, and why. */
type FlagRefusal = { post: string; reason: string; note: string; message: string };
type Answer = { flag?: FlagRefusal };
const answerFor = (answer: unknown, post: string) => {
  const flag = answer && typeof answer === "object" && "flag" in answer ? (answer as Answer).flag : undefined;
  return flag?.post === post ? flag : undefined;
};

/** `?avisar={post}`: the one flag form open on the page, under that post. */
const FLAG_OPEN_PARAM = "avisar";

/**
 * Under a forum post, a review or a cooksnap, for members other than its author (decisions 094 and
 * 097): "Avisar a los moderadores" is a link that opens a reason and a note under it (decision 100:
 * a thread page of fifty replies carries fifty links, not fifty forms), sent as a plain form
 * (`intent=flag` with `fields` naming the thing) that comes back to it, thanked. A refusal opens it
 * again with the message and what was typed. `post` names this form among the page's.
 */
export function FlagForm({ post, fields, flagged }: { post: string; fields: Record<string, string>; flagged: boolean }) {
  const { t } = useTranslation("flags");
  const location = useLocation();
  const refused = answerFor(useActionData<unknown>(), post);
  const id = `flag-${post}`;
  const { open: asked, openHref, closeHref } = useOpenedByLink(FLAG_OPEN_PARAM, post, id);
  if (flagged) {
    return (
      <p role="status" className="mt-3 text-sm text-success" data-flag-thanks={post}>
        {t("thanks")}
      </p>
    );
  }
  if (!asked && !refused) {
    return (
      <p className="mt-3 text-sm" id={id} data-flag-form={post}>
        <Link to={openHref} rel="nofollow" preventScrollReset className="text-ink-muted underline-offset-4 hover:underline">
          {t("open")}
        </Link>
      </p>
    );
  }
  return (
    <div className="mt-3 text-sm" id={id} data-flag-form={post}>
      <Form method="post" action={`${location.pathname}${location.search}`} className="max-w-md space-y-3" aria-label={t("open")}>
        <CsrfField />
        <input type="hidden" name="intent" value="flag" />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Field id={`${id}-reason`} label={t("reason")} required>
          {(control) => (
            // Opened by its link (not a refusal, whose message the form kit focuses): the reason takes the focus.
            <Select {...control} name="reason" defaultValue={refused?.reason ?? ""} autoFocus={asked && !refused}>
              <option value="" disabled>
                {t("choose")}
              </option>
              {flagReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`reasons.${reason}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${id}-note`} label={t("note")} hint={t("noteHint")} errors={refused ? [refused.message] : undefined} required>
          {(control) => <Textarea {...control} name="note" rows={3} maxLength={FLAG_NOTE_MAX_LENGTH} defaultValue={refused?.note ?? ""} />}
        </Field>
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="secondary">
            {t("submit")}
          </Button>
          <Link to={closeHref} preventScrollReset className="text-ink-muted underline-offset-4 hover:underline">
            {t("cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
