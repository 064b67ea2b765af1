import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ForumModerationNotice } from "#api/contract/forums";
import type { ForumPostRef } from "~/components/forums/forum-paths";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale } from "~/platform/i18n/use-locale";

/**
 * A thread's moderation history as everyone sees it, as Discourse's small notices in a topic: who
 * pinned, locked, moved or marked the solution, and when; never the moderator's reason (decision 091).
 * A moderator's correction of a post links to that post's history (decision 101).
 */
export function ModerationHistory({
  notices,
  replyHref,
  historyHref,
}: {
  notices: ForumModerationNotice[];
  replyHref: (reply: number) => string;
  historyHref: (post: ForumPostRef) => string;
}) {
  const { t } = useTranslation("forums");
  const locale = useLocale();
  if (notices.length === 0) return null;
  return (
    <section aria-labelledby="moderation-history-title" className="space-y-2 text-sm text-ink-muted" data-moderation-history>
      <h2 id="moderation-history-title" className="font-semibold text-ink">
        {t("moderationLog.title")}
      </h2>
      <ol className="space-y-1">
        {notices.map((notice, index) => {
          const href = notice.action === "solve" && notice.reply_id ? replyHref(notice.reply_id) : notice.action === "edit" ? historyHref(notice.reply_id ?? "opening") : null;
          const text = t(`moderationLog.${notice.action}`, { name: notice.user?.name ?? t("moderationLog.someone"), from: notice.from?.name ?? "", to: notice.to?.name ?? "" });
          return (
            <li key={`${notice.at}-${index}`} data-moderation-notice={notice.action}>
              {href ? (
                <Link to={href} className="underline underline-offset-4">
                  {text}
                </Link>
              ) : (
                text
              )}
              {" · "}
              <time dateTime={notice.at}>{formatDate(notice.at, locale, "medium")}</time>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
