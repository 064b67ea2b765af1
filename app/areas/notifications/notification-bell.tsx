import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { MarkAllReadForm, useMarkOpened } from "./mark-read-forms";
import type { ConnectionState } from "~/platform/live/notification-state";
import { useNotifications } from "./notifications-context";

/** How many the dropdown lists; the page shows them all. */
const DROPDOWN_ITEMS = 8;

const connectionDot: Record<ConnectionState, string> = {
  off: "bg-ink-muted",
  initialized: "bg-warning",
  connecting: "bg-warning",
  connected: "bg-success",
  unavailable: "bg-warning",
  failed: "bg-danger",
  disconnected: "bg-ink-muted",
};

/** The header's bell: the unread count (rendered on the server), the latest notifications, mark all read. */
export function NotificationBell() {
  const context = useNotifications();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const markOpened = useMarkOpened();
  if (!context) return null;
  const { items, unread, connection } = context.state;
  const label = unread > 0 ? t("notifications.bellLabel", { count: unread }) : t("notifications.bellLabelNone");
  return (
    <details data-menu className="relative" data-notification-bell>
      <summary
        className="relative inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-ink hover:bg-accent-soft [&::-webkit-details-marker]:hidden"
        aria-label={label}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </svg>
        {unread > 0 ? (
          <span data-unread-count aria-hidden="true" className="absolute right-1 top-1 min-w-5 rounded-full bg-accent px-1 text-center text-xs font-bold leading-5 text-on-accent">
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </summary>
      <div className="absolute right-0 z-20 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-line bg-surface-raised p-2 shadow-raised">
        <div className="flex items-center justify-between gap-2 px-2 py-1">
          <h2 className="font-semibold">{t("notifications.title")}</h2>
          <span className="inline-flex items-center gap-1 text-xs text-ink-muted" data-live-state={connection}>
            <span aria-hidden="true" className={`size-2 rounded-full ${connectionDot[connection]}`} />
            <span className="sr-only">{t(`notifications.connection.${connection}`)}</span>
          </span>
        </div>
        {items.length === 0 ? (
          <p className="px-2 py-3 text-sm text-ink-muted">{t("notifications.empty")}</p>
        ) : (
          <ul className="max-h-96 overflow-y-auto" data-notification-list>
            {items.slice(0, DROPDOWN_ITEMS).map((item) => (
              <li key={item.id} data-notification-id={item.id} data-unread={item.readAt ? undefined : ""}>
                <Link
                  to={item.link ? to(item.link) : to("/notifications")}
                  onClick={(event) => {
                    // The menu closes behind the notification it opened.
                    event.currentTarget.closest("details")?.removeAttribute("open");
                    if (!item.readAt) markOpened(item.id);
                  }}
                  className="flex gap-2 rounded-lg px-2 py-2 text-sm hover:bg-accent-soft"
                >
                  <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${item.readAt ? "bg-transparent" : "bg-accent"}`} />
                  <span>
                    {item.readAt ? null : <span className="sr-only">{t("notifications.unread")}: </span>}
                    <span className="block">{item.message}</span>
                    <time dateTime={item.createdAt} className="block text-xs text-ink-muted">
                      {item.createdAtHuman}
                    </time>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-1 flex items-center justify-between gap-2 border-t border-line px-2 pt-2">
          <Link to={to("/notifications")} className="inline-flex min-h-11 items-center text-sm font-semibold text-accent hover:underline">
            {t("notifications.seeAll")}
          </Link>
          {unread > 0 ? <MarkAllReadForm buttonClassName="min-h-11 rounded-lg px-2 text-sm hover:bg-accent-soft" /> : null}
        </div>
      </div>
    </details>
  );
}
