import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { afterFollow, afterReview } from "../community/community-events";
import type { Database } from "../db/client";
import { outboxEvents } from "../db/schema";
import type { NotificationPublisher } from "../notifications/notifier";

/**
 * The events a write leaves in the outbox and what the worker does for each (decisions/035). Each
 * handler is idempotent (points once per rule and subject, a notification once per event key,
 * badges once), so an event done twice — a retry, two workers — rewards and notifies nobody twice.
 */
const member = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

const followPayload = z.object({ follower: member, followedId: z.number().int() });
const reviewPayload = z.object({
  review: z.object({ id: z.number().int(), rating: z.number().int(), body: z.string() }),
  reviewer: member,
  recipe: z.object({ id: z.number().int(), slug: z.string(), titleEs: z.string(), titleEn: z.string(), authorId: z.number().int() }),
});

const events = {
  follow: {
    payload: followPayload,
    handle: (db: Database, publisher: NotificationPublisher, { follower, followedId }: z.infer<typeof followPayload>) => afterFollow(db, publisher, follower, followedId),
  },
  review: {
    payload: reviewPayload,
    handle: (db: Database, publisher: NotificationPublisher, { review, reviewer, recipe }: z.infer<typeof reviewPayload>) => afterReview(db, publisher, review, reviewer, recipe),
  },
};

type EventKind = keyof typeof events;
export type OutboxEvent = { [K in EventKind]: { kind: K; payload: z.infer<(typeof events)[K]["payload"]> } }[EventKind];

/** Records what `db`'s write owes; give it the write's transaction, so both commit or neither does. */
export async function enqueueEvent(db: Database, event: OutboxEvent) {
  // Only the fields the handler reads: a row passed in whole would carry dates zod does not expect back from JSON.
  const payload = events[event.kind].payload.parse(event.payload);
  await db.insert(outboxEvents).values({ kind: event.kind, payload });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * One statement: `write` (an INSERT … RETURNING) and, for each row it returns, the event built by
 * `payload` (SQL over the CTE `written`). Both commit or neither, and no transaction stays open
 * across round trips: a review locks its recipe row and the search counter (migration 0009) until
 * commit, and every other review waits on that lock (decisions/035).
 */
export async function writeOwingEvent<T>(db: Database, write: SQL, kind: EventKind, payload: SQL): Promise<T[]> {
  return rowsOf<T>(
    await db.execute(sql`with written as (${write}), owed as (insert into outbox_events (kind, payload) select ${kind}, ${payload} from written) select * from written`),
  );
}

/** Does one stored event; throws on an unknown kind or a payload that does not parse (the row keeps the error). */
export async function handleEvent(db: Database, publisher: NotificationPublisher, kind: string, payload: unknown) {
  if (!Object.hasOwn(events, kind)) throw new Error(`unknown outbox event kind: ${kind}`);
  const event = events[kind as EventKind];
  // Each kind's handler takes its own payload's type; the union of handlers cannot say so.
  await (event.handle as (db: Database, publisher: NotificationPublisher, payload: unknown) => Promise<void>)(db, publisher, event.payload.parse(payload));
}
