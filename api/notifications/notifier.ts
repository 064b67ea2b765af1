import { inArray, sql } from "drizzle-orm";
import { type LiveNotification, NOTIFICATION_EVENT, userChannel } from "../contract/notifications";
import type { Database } from "../db/client";
import { notifications, users } from "../db/schema";
import type { NotificationType } from "../contract/auth";
import { type NotificationFacts, notificationMessage, presentNotification } from "./notification-messages";

/** Where live notifications go: the broadcaster (Pusher HTTP API, ten to a request), or nothing in tests that do not listen. */
export interface NotificationPublisher {
  publishMany(events: { channel: string; event: string; payload: unknown }[]): Promise<unknown>;
}

export interface NotificationEvent {
  userId: number;
  type: NotificationType;
  /** The same event never notifies twice: "follow:12", "review:40". */
  eventKey: string;
  facts: NotificationFacts;
}

/**
 * Stores each notification unless its member switched the type off or was already told about this
 * event, then publishes the new ones on their members' private channels in each member's preferred
 * language (the web client rewords it in the page's language from `data.messages`). Two
 * statements and a publish per ten, however many events (the outbox worker's batch, decisions/037).
 */
export async function notifyMany(db: Database, publisher: NotificationPublisher, events: NotificationEvent[]) {
  if (events.length === 0) return [];
  const recipients = new Map(
    (
      await db
        .select({ id: users.id, preferences: users.notificationPreferences, language: users.contentLanguagePreference })
        .from(users)
        .where(inArray(users.id, [...new Set(events.map((event) => event.userId))]))
    ).map((recipient) => [recipient.id, recipient]),
  );
  const wanted = events.filter((event) => {
    const recipient = recipients.get(event.userId);
    return recipient !== undefined && recipient.preferences[event.type] !== false;
  });
  if (wanted.length === 0) return [];
  // A repeated event (a retry, the same key twice in one batch) conflicts on (user, event key) and is left out.
  const stored = await db
    .insert(notifications)
    // Each row its own moment, a microsecond apart in the batch's order, so a batch's notifications
    // list newest first as they would one statement each (the embedded database's clock can give
    // every row of a statement the same time).
    .values(
      wanted.map((event, at) => ({
        userId: event.userId,
        type: event.type,
        eventKey: event.eventKey,
        data: event.facts as unknown as Record<string, unknown>,
        createdAt: sql`clock_timestamp() + ${at} * interval '1 microsecond'`,
      })),
    )
    .onConflictDoNothing()
    .returning();
  await publisher.publishMany(
    stored.map((row) => {
      const facts = row.data as unknown as NotificationFacts;
      const presented = presentNotification(row, recipients.get(row.userId)?.language ?? "es");
      const payload: LiveNotification = {
        id: presented.id,
        type: presented.type,
        message: presented.data.message,
        link: presented.data.link,
        read_at: presented.read_at,
        created_at: presented.created_at,
        created_at_human: presented.data.created_at_human,
        data: { ...presented.data, messages: { es: notificationMessage(row.type, facts, "es"), en: notificationMessage(row.type, facts, "en") } },
      };
      return { channel: userChannel(row.userId), event: NOTIFICATION_EVENT, payload };
    }),
  );
  return stored;
}
