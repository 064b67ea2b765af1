import { useRevalidator } from "@remix-run/react";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { CSRF_FIELD } from "~/platform/http/csrf-token";
import { useCsrfToken } from "~/platform/http/csrf-field";
import { enqueueTick, flushTicks, pendingTicks, type QueuedTick, type SendOutcome } from "./offline-ticks";

interface OfflineTicks {
  /** Lines ticked or unticked offline, with the state they will have once sent. */
  pending: ReadonlyMap<number, boolean>;
  /** Queues the tick instead of posting it when the browser is offline; true when it did. */
  queueIfOffline(line: number, checked: boolean): boolean;
}

const OfflineTicksContext = createContext<OfflineTicks | null>(null);

/** What a line's tick form asks: null outside a list page with the queue (it then posts as always). */
export function useOfflineTicks(): OfflineTicks | null {
  return useContext(OfflineTicksContext);
}

/**
 * The list page's offline queue (decision 048). A tick made while the browser is offline shows at
 * once, marked pending, and is kept in localStorage; when the connection returns ('online') or the
 * page opens online, the queue is posted to the list's own action in order, then the list reloads.
 */
export function OfflineTicksProvider({ listId, action, children }: { listId: number; action: string; children: ReactNode }) {
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());
  const csrf = useCsrfToken();
  const { revalidate } = useRevalidator();
  const flushing = useRef(false);

  const refresh = useCallback(() => setPending(pendingTicks(window.localStorage, listId)), [listId]);

  const send = useCallback(
    async (tick: QueuedTick): Promise<SendOutcome> => {
      const fields: Record<string, string> = {
        [CSRF_FIELD]: csrf ?? "",
        intent: "tick",
        line: String(tick.line),
        checked: tick.checked ? "1" : "0",
        shopping_list: String(tick.listId),
      };
      const body = new URLSearchParams(fields);
      // The tick form's own plain post: the action answers it with a redirect back to the list.
      const response = await fetch(action, { method: "POST", body, redirect: "manual" });
      if (response.type === "opaqueredirect" || response.ok) return "sent";
      // A line deleted meanwhile, or a list no longer shared: nothing to retry.
      return response.status >= 400 && response.status < 500 ? "refused" : "offline";
    },
    [action, csrf],
  );

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      if ((await flushTicks(window.localStorage, send)) > 0) revalidate();
    } finally {
      flushing.current = false;
      refresh();
    }
  }, [send, revalidate, refresh]);

  useEffect(() => {
    refresh();
    void flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [flush, refresh]);

  const value = useMemo<OfflineTicks>(
    () => ({
      pending,
      queueIfOffline(line, checked) {
        if (navigator.onLine) return false;
        enqueueTick(window.localStorage, { listId, line, checked, at: Date.now() });
        refresh();
        return true;
      },
    }),
    [pending, listId, refresh],
  );
  return <OfflineTicksContext.Provider value={value}>{children}</OfflineTicksContext.Provider>;
}
