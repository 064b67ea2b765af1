import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { EnhancedFormMarker } from "~/http/enhanced-form";
import { useLocalizedPath } from "~/i18n/use-locale";
import { useNotifications } from "./notifications-context";

/** What the notifications action answers a fetcher: the API's unread count, or a failure to roll back. */
export type MarkReadAnswer = { ok: true; unread: number } | { ok: false; message: string };

/**
 * A form posting to /notifications. Without JavaScript it is a plain POST that comes back to this
 * page; with it, the change shows at once and is undone if the API refuses (§4).
 */
function MarkForm({ intent, ids, children, className }: { intent: "mark-read" | "mark-all-read"; ids: string[]; children: ReactNode; className?: string }) {
  const context = useNotifications();
  const fetcher = useFetcher<MarkReadAnswer>();
  const location = useLocation();
  const to = useLocalizedPath();
  const { t } = useTranslation();
  const pending = useRef<{ ids: string[]; count: number } | null>(null);

  useEffect(() => {
    if (fetcher.state !== "idle" || !pending.current || !context) return;
    if (fetcher.data?.ok) context.dispatch({ type: "counted", unread: fetcher.data.unread });
    else context.dispatch({ type: "unmarked", ...pending.current });
    pending.current = null;
  }, [fetcher.state, fetcher.data, context]);

  return (
    <fetcher.Form
      method="post"
      action={to("/notifications")}
      className={className}
      onSubmit={() => {
        if (!context) return;
        const { items, unread } = context.state;
        if (intent === "mark-all-read") {
          pending.current = { ids: items.filter((item) => !item.readAt).map((item) => item.id), count: unread };
          context.dispatch({ type: "markedAllRead" });
        } else {
          const wasUnread = items.filter((item) => ids.includes(item.id) && !item.readAt).map((item) => item.id);
          pending.current = { ids: wasUnread, count: wasUnread.length };
          context.dispatch({ type: "markedRead", ids });
        }
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {ids.map((id) => (
        <input key={id} type="hidden" name="id" value={id} />
      ))}
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <EnhancedFormMarker />
      {children}
      {fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {fetcher.data.message || t("notifications.failed")}
        </p>
      ) : null}
    </fetcher.Form>
  );
}

export function MarkAllReadForm({ className, buttonClassName }: { className?: string; buttonClassName: string }) {
  const { t } = useTranslation();
  return (
    <MarkForm intent="mark-all-read" ids={[]} className={className}>
      <button type="submit" className={buttonClassName} data-mark-all-read>
        {t("notifications.markAllRead")}
      </button>
    </MarkForm>
  );
}

export function MarkOneReadForm({ id, buttonClassName }: { id: string; buttonClassName: string }) {
  const { t } = useTranslation();
  return (
    <MarkForm intent="mark-read" ids={[id]}>
      <button type="submit" className={buttonClassName}>
        {t("notifications.markRead")}
      </button>
    </MarkForm>
  );
}
