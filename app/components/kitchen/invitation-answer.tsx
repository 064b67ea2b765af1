import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocalizedPath } from "~/platform/i18n/use-locale";

const declineClass = "inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-4 font-semibold hover:bg-accent-soft";
const acceptClass = "min-h-11 rounded-lg bg-accent px-4 font-semibold text-on-accent hover:bg-accent-hover";

/**
 * Accept and decline for an invitation to someone's shopping list (decision 077): two plain posts to
 * the sharing action, without JavaScript too; the list page's invitations and the notification
 * that tells of one both draw them; `describedBy` names the element saying whose list it is.
 */
export function InvitationAnswer({ listId, describedBy }: { listId: number; describedBy: string }) {
  const { t } = useTranslation("shopping-sharing");
  const to = useLocalizedPath();
  return (
    <div className="flex gap-2" data-invitation-answer={listId}>
      {(["accept", "decline"] as const).map((reply) => (
        <Form key={reply} method="post" action={to("/user/shopping-list/sharing")}>
          <CsrfField />
          <input type="hidden" name="intent" value={reply} />
          <input type="hidden" name="list" value={listId} />
          <button type="submit" className={reply === "accept" ? acceptClass : declineClass} aria-describedby={describedBy}>
            {t(`invitations.${reply}`)}
          </button>
        </Form>
      ))}
    </div>
  );
}

/** The list an invitation's notification links to (`/user/shopping-list?invitation=12`), or undefined for any other link. */
export function invitationListOf(link: string | null): number | undefined {
  const match = link ? /^\/user\/shopping-list\?invitation=(\d{1,10})$/.exec(link) : null;
  return match ? Number(match[1]) : undefined;
}
