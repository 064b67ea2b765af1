import { useFetcher, useLocation } from "@remix-run/react";
import { type ReactNode, useCallback, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { CsrfField, useCsrfToken } from "~/platform/http/csrf-field";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { ENHANCED_FIELD, EnhancedFormMarker } from "~/platform/http/enhanced-form";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { useNotifications } from "./notifications-context";

/** What the notifications action answers a fetcher: the API's unread count, or a failure to roll back. */
export type MarkReadAnswer = { ok: true; unread: number } | { ok: false; message: string };

type Intent = "mark-read" | "mark-all-read";

/**
 * Marking read with JavaScript (§4): the change shows at once; when the answer comes, the count
 * is the API's, or, if it refused, exactly what was marked is unread again.
 */
function useMarkRead() {
  const context = useNotifications();
  const fetcher = useFetcher<MarkReadAnswer>();
  const to = useLocalizedPath();
  const csrfToken = useCsrfToken();
  const pending = useRef<{ ids: string[]; count: number; sent: boolean } | null>(null);
  const dispatch = context?.dispatch;

  useEffect(() => {
    const marking = pending.current;
    if (!marking || !dispatch) return;
    // Wait for this submission's round trip, not an idle state from before it started.
    if (fetcher.state !== "idle") {
      marking.sent = true;
      return;
    }
    if (!marking.sent) return;
    if (fetcher.data?.ok) dispatch({ type: "counted", unread: fetcher.data.unread });
    else dispatch({ type: "unmarked", ids: marking.ids, count: marking.count });
    pending.current = null;
  }, [fetcher.state, fetcher.data, dispatch]);

  /** Applies the change to the state; returns false when there is nothing to change. */
  const applyOptimistically = useCallback(
    (intent: Intent, ids: string[]) => {
      if (!context) return false;
      const { items, unread } = context.state;
      if (intent === "mark-all-read") {
        pending.current = { ids: items.filter((item) => !item.readAt).map((item) => item.id), count: unread, sent: false };
        context.dispatch({ type: "markedAllRead" });
      } else {
        const wasUnread = items.filter((item) => ids.includes(item.id) && !item.readAt).map((item) => item.id);
        if (wasUnread.length === 0) return false;
        pending.current = { ids: wasUnread, count: wasUnread.length, sent: false };
        context.dispatch({ type: "markedRead", ids });
      }
      return true;
    },
    [context],
  );

  /** For a click elsewhere (opening a notification from the bell): marks it read in the background. */
  const markOpened = useCallback(
    (id: string) => {
      if (pending.current || !applyOptimistically("mark-read", [id])) return;
      fetcher.submit({ intent: "mark-read", id, [ENHANCED_FIELD]: "1", [CSRF_FIELD]: csrfToken ?? "" }, { method: "post", action: to("/notifications") });
    },
    [applyOptimistically, fetcher, to, csrfToken],
  );

  return { fetcher, applyOptimistically, markOpened };
}

/**
 * A form posting to /notifications. Without JavaScript it is a plain POST that comes back to this
 * page; with it, the change shows at once and is undone if the API refuses.
 */
function MarkForm({ intent, ids, children, className }: { intent: Intent; ids: string[]; children: ReactNode; className?: string }) {
  const { fetcher, applyOptimistically } = useMarkRead();
  const location = useLocation();
  const to = useLocalizedPath();
  const { t } = useTranslation();
  return (
    <fetcher.Form method="post" action={to("/notifications")} className={className} onSubmit={() => applyOptimistically(intent, ids)}>
      <CsrfField />
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

/** Opening a notification from the bell marks it read. */
export function useMarkOpened() {
  return useMarkRead().markOpened;
}
