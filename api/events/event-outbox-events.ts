import { and, eq } from "drizzle-orm";
import { z } from "zod";
import { eventRsvps, events } from "../db/schema";
import { outboxEventType } from "../outbox/outbox-events";

const eventFacts = (event: { slug: string; titleEs: string; titleEn: string }, change: "promoted" | "cancelled" | "reminder") => ({
  event: { slug: event.slug, title_es: event.titleEs, title_en: event.titleEn, change },
  link: `/events/${event.slug}`,
});

/**
 * A place freed at a full event went to the first on its waitlist (decision 106): each member
 * promoted is told. The key names the moment, so a member promoted, who leaves, signs up again and
 * is promoted again, is told again.
 */
export const eventPromotedEvent = outboxEventType(
  "event_promoted",
  z.object({ eventId: z.number().int(), userId: z.number().int(), at: z.string() }),
  async ({ eventId, userId, at }, db) => {
    const [event] = await db.select({ slug: events.slug, titleEs: events.titleEs, titleEn: events.titleEn }).from(events).where(eq(events.id, eventId));
    return {
      points: [],
      activity: [],
      badges: [],
      notifications: event ? [{ userId, type: "event_update", eventKey: `event:${eventId}:promoted:${at}`, facts: eventFacts(event, "promoted") }] : [],
    };
  },
);

/** A host cancelled an event: everyone going or waiting is told, once. */
export const eventCancelledEvent = outboxEventType("event_cancelled", z.object({ eventId: z.number().int() }), async ({ eventId }, db) => {
  const [event] = await db.select({ slug: events.slug, titleEs: events.titleEs, titleEn: events.titleEn }).from(events).where(eq(events.id, eventId));
  const guests = await db.select({ userId: eventRsvps.userId }).from(eventRsvps).where(eq(eventRsvps.eventId, eventId));
  return {
    points: [],
    activity: [],
    badges: [],
    notifications: event
      ? guests.map(({ userId }) => ({ userId, type: "event_update" as const, eventKey: `event:${eventId}:cancelled`, facts: eventFacts(event, "cancelled") }))
      : [],
  };
});

/** The day-before reminder of one member going to an event (the sweep marks it sent in the same statement, decision 106). */
export const eventReminderEvent = outboxEventType("event_reminder", z.object({ eventId: z.number().int(), userId: z.number().int() }), async ({ eventId, userId }, db) => {
  const [event] = await db
    .select({ slug: events.slug, titleEs: events.titleEs, titleEn: events.titleEn })
    .from(events)
    .innerJoin(eventRsvps, and(eq(eventRsvps.eventId, events.id), eq(eventRsvps.userId, userId)))
    .where(eq(events.id, eventId));
  return {
    points: [],
    activity: [],
    badges: [],
    notifications: event ? [{ userId, type: "event_update", eventKey: `event:${eventId}:reminder`, facts: eventFacts(event, "reminder") }] : [],
  };
});
