import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NOTIFICATIONS_PER_PAGE } from "#api/contract/limits";
import { signInHref } from "~/platform/access/sign-in-link";
import { Pagination } from "~/components/navigation/pagination";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { MarkAllReadForm, MarkOneReadForm } from "./mark-read-forms";
import { InvitationAnswer, invitationListOf } from "~/components/kitchen/invitation-answer";
import type { NotificationItem } from "~/platform/live/notification-state";
import { useNotifications } from "./notifications-context";
import type { loader } from "./notifications.server";

export { action, loader } from "./notifications.server";

export const meta = routeMeta;
export const handle = { i18n: ["shopping-sharing"] };

const buttonClass = "min-h-11 rounded-lg border border-line px-3 text-sm font-medium hover:bg-accent-soft";

function NotificationRow({ item }: { item: NotificationItem }) {
  const { t } = useTranslation();
  const to = useLocalizedPath();
  // An invitation to a shopping list is answered right here (decision 077).
  const invitationList = item.type === "shopping_list_shared" ? invitationListOf(item.link) : undefined;
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 border-b border-line py-4" data-notification-id={item.id} data-unread={item.readAt ? undefined : ""}>
      <div className="flex gap-3">
        <span aria-hidden="true" className={`mt-2 size-2.5 shrink-0 rounded-full ${item.readAt ? "bg-transparent" : "bg-accent"}`} />
        <div>
          {item.readAt ? null : <span className="sr-only">{t("notifications.unread")}: </span>}
          {item.link ? (
            <Link id={`notification-${item.id}`} to={to(item.link)} className="font-medium hover:underline">
              {item.message}
            </Link>
          ) : (
            <span className="font-medium">{item.message}</span>
          )}
          <time dateTime={item.createdAt} className="block text-sm text-ink-muted">
            {item.createdAtHuman}
          </time>
        </div>
      </div>
      {invitationList !== undefined ? <InvitationAnswer listId={invitationList} describedBy={`notification-${item.id}`} /> : null}
      {item.readAt ? null : <MarkOneReadForm id={item.id} buttonClassName={buttonClass} />}
    </li>
  );
}

/** /notifications: every notification by pages of 20 (§9), the first page kept live with the bell. The default layout holds the page's one <main>. */
export default function NotificationsPage() {
  const data = useLoaderData<typeof loader>();
  const context = useNotifications();
  const { t } = useTranslation();
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  if (!data.signedIn) {
    return (
      <div className="container-content py-10">
        <h1 className="text-3xl font-bold">{t("notifications.page.title")}</h1>
        <p className="mt-4">
          <Link to={signInHref(locale, location.pathname)} className="font-semibold text-accent hover:underline">
            {t("notifications.page.signInPrompt")}
          </Link>
        </p>
      </div>
    );
  }
  // Page 1 shows what the bell holds, so live arrivals and optimistic changes appear here too.
  const items = data.page === 1 && context ? context.state.items.slice(0, NOTIFICATIONS_PER_PAGE) : data.items;
  const unread = context ? context.state.unread : data.unread;
  return (
    <div className="container-content py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t("notifications.page.title")}</h1>
          <p className="text-ink-muted" data-unread-summary>
            {t("notifications.page.summary", { count: unread })}
          </p>
        </div>
        {unread > 0 ? <MarkAllReadForm buttonClassName={buttonClass} /> : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-8 text-ink-muted">{t("notifications.empty")}</p>
      ) : (
        <ul className="mt-6" data-notification-page>
          {items.map((item) => (
            <NotificationRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Pagination currentPage={data.page} lastPage={data.lastPage} hrefFor={(page) => (page > 1 ? `${to("/notifications")}?page=${page}` : to("/notifications"))} />
    </div>
  );
}
