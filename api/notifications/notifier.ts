import { eq } from "drizzle-orm";
import { type LiveNotification, NOTIFICATION_EVENT, userChannel } from "../contract/notifications";
import type { Database } from "../db/client";
import { notifications, users } from "../db/schema";
import type { NotificationType } from "../contract/auth";
import { type NotificationFacts, notificationMessage, presentNotification } from "./notification-messages";

/** Where live notifications go: the broadcaster (Pusher HTTP API), or nothing in tests that do not listen. */
export interface NotificationPublisher {
  publish(channel: string, event: string, payload: unknown): Promise<unknown>;
}

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  /** The same event never notifies twice: "follow:12", "review:40". */
  eventKey: string;
  facts: NotificationFacts;
}

/**
 * Stores a notification unless the member switched its type off or was already told about this
 * event, then publishes it on the member's private channel in their preferred language (the web
 * client rewords it in the page's language from `data.messages`).
 */
export async function notify(db: Database, publisher: NotificationPublisher, event: NotificationEvent) {
  const [recipient] = await db.select({ preferences: users.notificationPreferences, language: users.contentLanguagePreference }).from(users).where(eq(users.id, event.userId));
  if (!recipient || recipient.preferences[event.type] === false) return null;
  const [row] = await db
    .insert(notifications)
    .values({ userId: event.userId, type: event.type, eventKey: event.eventKey, data: event.facts as unknown as Record<string, unknown> })
    .onConflictDoNothing()
    .returning();
  if (!row) return null;
  const presented = presentNotification(row, recipient.language ?? "es");
  const payload: LiveNotification = {
    id: presented.id,
    type: presented.type,
    message: presented.data.message,
    link: presented.data.link,
    read_at: presented.read_at,
    created_at: presented.created_at,
    created_at_human: presented.data.created_at_human,
    data: { ...presented.data, messages: { es: notificationMessage(row.type, event.facts, "es"), en: notificationMessage(row.type, event.facts, "en") } },
  };
  await publisher.publish(userChannel(event.userId), NOTIFICATION_EVENT, payload);
  return row;
}
