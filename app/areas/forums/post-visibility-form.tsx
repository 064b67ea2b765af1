import { Form, useActionData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ForumPostStatus } from "#api/contract/forums";
import { MODERATION_REASON_MAX_LENGTH } from "#api/contract/limits";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { CsrfField } from "~/platform/http/csrf-field";

type Refusal = { post: string; reason: string; message: string };
const refusalFor = (answer: unknown, post: string) => {
  const refusal = answer && typeof answer === "object" && "visibility" in answer ? (answer as { visibility: Refusal }).visibility : undefined;
  return refusal?.post === post ? refusal : undefined;
};

/**
 * Under a post, for moderators (decision 097): hide it (removed) or show it again, with a reason
 * kept in the moderation log. A plain form (`intent=visibility`) that comes back to the post; a
 * refusal opens it again with the message and the reason typed.
 */
export function PostVisibilityForm({ post, status }: { post: number | "opening"; status: ForumPostStatus }) {
  const { t } = useTranslation("forums");
  const location = useLocation();
  const refused = refusalFor(useActionData<unknown>(), String(post));
  const id = `visibility-${post}`;
  return (
    <details className="mt-3 text-sm" open={Boolean(refused)} data-post-visibility={post}>
      <summary className="cursor-pointer text-ink-muted underline-offset-4 hover:underline">{t("visibility.open")}</summary>
      <Form method="post" action={`${location.pathname}${location.search}`} className="mt-3 max-w-md space-y-3">
        <CsrfField />
        <input type="hidden" name="intent" value="visibility" />
        <input type="hidden" name="post" value={String(post)} />
        <Field id={`${id}-reason`} label={t("visibility.reason")} hint={t("visibility.reasonHint")} errors={refused ? [refused.message] : undefined} required>
          {(control) => <Input {...control} name="reason" maxLength={MODERATION_REASON_MAX_LENGTH} defaultValue={refused?.reason ?? ""} />}
        </Field>
        <div className="flex flex-wrap gap-2">
          {status !== "removed" ? (
            <Button type="submit" name="action" value="hide" variant="secondary" data-visibility="hide">
              {t("visibility.hide")}
            </Button>
          ) : null}
          {status !== "published" ? (
            <Button type="submit" name="action" value="restore" variant="secondary" data-visibility="restore">
              {t("visibility.restore")}
            </Button>
          ) : null}
        </div>
      </Form>
    </details>
  );
}
