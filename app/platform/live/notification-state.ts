import type { Notification } from "#api/contract/notifications";
import type { LiveSettings } from "./live-settings";

/** §9: the bell keeps at most this many notifications. */
export const NOTIFICATION_LIST_CAP = 50;

export interface NotificationItem {
  id: string;
  type: string;
  message: string;
  link: string | null;
  readAt: string | null;
  createdAt: string;
  createdAtHuman: string;
}

/** §4's connection states of the live client, plus "off" when websockets are disabled. */
export type ConnectionState = "off" | "initialized" | "connecting" | "connected" | "unavailable" | "failed" | "disconnected";

export interface NotificationState {
  items: NotificationItem[];
  unread: number;
  connection: ConnectionState;
  /**
   * Ids heard on the channel that no page read from the server has listed yet. An event can be
   * heard before its row is visible to a read already under way (the outbox publishes, then
   * commits; a read answers late): such a read does not know it, so it stays on top and counts.
   */
  heardLive: string[];
  /** Whose they are: a list loaded for another member (a sign-in with no visitor page between) starts afresh. */
  memberId?: number;
}

export type NotificationAction =
  /** The page's loader read them (first render, after marking read); a new member's list drops the last one's. */
  | { type: "loaded"; items: NotificationItem[]; unread: number; memberId: number }
  /** The newest page read again once the live channel listens: what was created before it could hear. */
  | { type: "caughtUp"; items: NotificationItem[]; unread: number }
  | { type: "received"; item: NotificationItem }
  | { type: "markedRead"; ids: string[] }
  | { type: "markedAllRead" }
  /** Undoes an optimistic change the API refused: these ids are unread again, and `count` more are unread. */
  | { type: "unmarked"; ids: string[]; count: number }
  | { type: "counted"; unread: number }
  | { type: "connection"; state: ConnectionState }
  | { type: "signedOut" };

export const emptyNotifications: NotificationState = { items: [], unread: 0, connection: "off", heardLive: [] };

const atLeastZero = (count: number) => Math.max(0, count);

/**
 * A page of the newest notifications read from the server replaces the list, but what was heard
 * live and is not in it was created after that read saw the table: it stays first and counts.
 * Whatever the rows' times say (one clock per statement, a batch a microsecond apart).
 */
function withServerPage(state: NotificationState, items: NotificationItem[], unread: number): NotificationState {
  const listed = new Set(items.map((item) => item.id));
  const heard = new Set(state.heardLive);
  const unlisted = state.items.filter((item) => heard.has(item.id) && !listed.has(item.id));
  return {
    ...state,
    items: [...unlisted, ...items].slice(0, NOTIFICATION_LIST_CAP),
    unread: atLeastZero(unread + unlisted.filter((item) => !item.readAt).length),
    heardLive: unlisted.map((item) => item.id),
  };
}

/** §4's rules: live ids already known are ignored, new ones go first, the list is capped, the count never goes below 0. */
export function notificationReducer(state: NotificationState, action: NotificationAction): NotificationState {
  switch (action.type) {
    case "loaded":
      return {
        ...withServerPage(state.memberId === action.memberId ? state : { ...state, items: [], heardLive: [] }, action.items, action.unread),
        memberId: action.memberId,
      };
    case "caughtUp":
      return withServerPage(state, action.items, action.unread);
    case "received":
      if (state.items.some((item) => item.id === action.item.id)) return state;
      return {
        ...state,
        items: [action.item, ...state.items].slice(0, NOTIFICATION_LIST_CAP),
        unread: state.unread + (action.item.readAt ? 0 : 1),
        heardLive: [action.item.id, ...state.heardLive].slice(0, NOTIFICATION_LIST_CAP),
      };
    case "markedRead": {
      const now = new Date().toISOString();
      const marking = new Set(action.ids);
      const changed = state.items.filter((item) => marking.has(item.id) && !item.readAt).length;
      return {
        ...state,
        items: state.items.map((item) => (marking.has(item.id) && !item.readAt ? { ...item, readAt: now } : item)),
        unread: atLeastZero(state.unread - changed),
      };
    }
    case "markedAllRead": {
      const now = new Date().toISOString();
      return { ...state, items: state.items.map((item) => (item.readAt ? item : { ...item, readAt: now })), unread: 0 };
    }
    case "unmarked": {
      const restoring = new Set(action.ids);
      return {
        ...state,
        items: state.items.map((item) => (restoring.has(item.id) ? { ...item, readAt: null } : item)),
        unread: atLeastZero(state.unread + action.count),
      };
    }
    case "counted":
      return { ...state, unread: atLeastZero(action.unread) };
    case "connection":
      return { ...state, connection: action.state };
    case "signedOut":
      return { ...emptyNotifications, connection: state.connection === "off" ? "off" : "disconnected" };
  }
}

/** A notification as the list API answers it, for the state. */
export function fromListed(notification: Notification): NotificationItem {
  return {
    id: notification.id,
    type: notification.type,
    message: notification.data.message,
    link: notification.data.link,
    readAt: notification.read_at,
    createdAt: notification.created_at,
    createdAtHuman: notification.data.created_at_human,
  };
}

/** The bell's state as a page is rendered for a member: its newest notifications, the unread count and how to listen live. */
export interface MemberNotifications {
  items: NotificationItem[];
  unread: number;
  live: LiveSettings;
}
