import { createContext, type Dispatch, type ReactNode, useContext, useEffect, useReducer } from "react";
import type { LiveSettings } from "~/platform/live/live-settings";
import { emptyNotifications, type NotificationAction, notificationReducer, type NotificationItem, type NotificationState } from "~/platform/live/notification-state";
import { useLiveNotifications } from "./use-live-notifications";

interface NotificationsContextValue {
  state: NotificationState;
  dispatch: Dispatch<NotificationAction>;
}

const NotificationsContext = createContext<NotificationsContextValue | null>(null);

/** The member's notifications, null for a visitor (and outside the locale layout). */
export function useNotifications(): NotificationsContextValue | null {
  return useContext(NotificationsContext);
}

/**
 * Holds the bell's list and count for the signed-in member: first as the server rendered them, then
 * updated live, and optimistically when marking read. A visitor's state is empty.
 */
export function NotificationsProvider({
  userId,
  initial,
  children,
}: {
  userId: number | null;
  initial: { items: NotificationItem[]; unread: number; live: LiveSettings } | null;
  children: ReactNode;
}) {
  const [state, dispatch] = useReducer(notificationReducer, null, () =>
    initial && userId !== null ? notificationReducer(emptyNotifications, { type: "loaded", items: initial.items, unread: initial.unread, memberId: userId }) : emptyNotifications,
  );
  // Fresh server data (after marking read, or another member signing in) replaces the list, keeping what was heard live since it was read.
  useEffect(() => {
    if (initial && userId !== null) dispatch({ type: "loaded", items: initial.items, unread: initial.unread, memberId: userId });
    else dispatch({ type: "signedOut" });
  }, [initial, userId]);
  useLiveNotifications(userId, initial?.live ?? null, dispatch);
  return <NotificationsContext.Provider value={userId === null ? null : { state, dispatch }}>{children}</NotificationsContext.Provider>;
}
