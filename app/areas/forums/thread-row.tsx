import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ForumThreadSummary } from "#api/contract/forums";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { forumThreadPath } from "~/components/forums/forum-paths";
import { categoryDot } from "./category-dot";

const badge = "rounded-full border border-line px-2 py-0.5 text-xs font-semibold";

/**
 * A thread in a list: its title, marks (pinned, locked, solved), who started it, its replies and last
 * activity. A category's list and the forum search draw it alike; the search gives the title with
 * its words marked, a passage (`excerpt`), its category and where the link goes (a reply's place).
 */
export function ThreadRow({
  thread,
  title,
  excerpt,
  showCategory = false,
  href,
  ...data
}: {
  thread: ForumThreadSummary;
  title?: ReactNode;
  excerpt?: ReactNode;
  showCategory?: boolean;
  href?: string;
} & { [marker: `data-${string}`]: string }) {
  const { t } = useTranslation("forums");
  const to = useLocalizedPath();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 border-b border-line py-4 last:border-b-0 md:flex-row md:items-center md:justify-between" data-thread-row={thread.key} {...data}>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold">
          <Link to={to(href ?? forumThreadPath(thread.key))} className="underline-offset-4 hover:underline" data-thread-title>
            {title ?? thread.title}
          </Link>
        </h3>
        {excerpt}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-ink-muted">
          {showCategory ? (
            <span>
              <span aria-hidden="true" className={`mr-1.5 inline-block size-2.5 rounded-full ${categoryDot(thread.category.colour)}`} />
              {thread.category.name}
            </span>
          ) : null}
          {thread.pinned ? <span className={badge}>{t("pinned")}</span> : null}
          {thread.locked ? <span className={badge}>{t("locked")}</span> : null}
          {thread.solved ? <span className={`${badge} text-success`}>{t("solved")}</span> : null}
          <span>{t("startedBy", { name: thread.user.name, date: formatDate(thread.created_at, locale, "medium") })}</span>
        </p>
      </div>
      <p className="shrink-0 text-sm text-ink-muted md:text-right">
        <span className="block font-semibold text-ink">{t("repliesCount", { count: thread.replies_count })}</span>
        {thread.replies_count > 0 ? <span>{t("lastReply", { name: thread.last_user.name, date: formatDate(thread.last_activity_at, locale, "medium") })}</span> : null}
      </p>
    </li>
  );
}
