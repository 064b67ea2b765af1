import { type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../db/client";
import { outboxEvents } from "../db/schema";
import type { NotificationPublisher } from "../notifications/notifier";
import { rowsOf } from "../db/rows-of";
import { applyEffects, type Effects } from "./outbox-effects";

/**
 * The events a write leaves in the outbox (decisions/035). The outbox knows no event of its own:
 * each area declares its kinds with `outboxEventType` beside the writes that owe them, and the
 * worker is given them all (api/outbox-event-types.ts) and looks each stored event up by its kind
 * (decisions/067). Each kind's effects are idempotent (points once per rule and subject, a
 * notification once per event key, badges once), so an event done twice — a retry, two workers —
 * rewards and notifies nobody twice.
 */
export interface OutboxEventType<Payload extends Record<string, unknown> = Record<string, unknown>> {
  kind: string;
  /** Parses the stored payload; only its fields are kept (a row passed in whole would carry dates zod does not expect back from JSON). */
  payload: z.ZodType<Payload>;
  /** What the event owes; a kind may read what it needs when it is done (a publication's followers). */
  effects(payload: Payload, db: Database): Effects | Promise<Effects>;
}

export function outboxEventType<Payload extends Record<string, unknown>>(
  kind: string,
  payload: z.ZodType<Payload>,
  effects: (payload: Payload, db: Database) => Effects | Promise<Effects>,
): OutboxEventType<Payload> {
  return { kind, payload, effects };
}

/** The kinds the worker knows, by name; two areas may not claim one kind. */
export type OutboxEventTypes = ReadonlyMap<string, OutboxEventType>;
export function outboxEventTypesByKind(types: readonly OutboxEventType[]): OutboxEventTypes {
  const byKind = new Map<string, OutboxEventType>();
  for (const type of types) {
    if (byKind.has(type.kind)) throw new Error(`two outbox event types are called ${type.kind}`);
    byKind.set(type.kind, type);
  }
  return byKind;
}

/** Records what `db`'s write owes; give it the write's transaction, so both commit or neither does. */
export async function enqueueEvent<Payload extends Record<string, unknown>>(db: Database, type: OutboxEventType<Payload>, payload: Payload) {
  await db.insert(outboxEvents).values({ kind: type.kind, payload: type.payload.parse(payload) });
}

/**
 * One statement: `write` (an INSERT … RETURNING) and, for each row it returns, the event built by
 * `payload` (SQL over the CTE `written`). Both commit or neither, and no transaction stays open
 * across round trips: a review locks its recipe row and the search counter (migration 0009) until
 * commit, and every other review waits on that lock (decisions/035). It answers the rows written,
 * or what `answer` selects from them (the statement's other subqueries see the tables as before the write).
 */
export async function writeOwingEvent<T>(db: Database, write: SQL, type: OutboxEventType, payload: SQL, answer: SQL = sql`*`): Promise<T[]> {
  return rowsOf<T>(
    await db.execute(
      sql`with written as (${write}), owed as (insert into outbox_events (kind, payload) select ${type.kind}, ${payload} from written) select ${answer} from written`,
    ),
  );
}

/** What one stored event owes; throws on an unknown kind or a payload that does not parse (the row keeps the error). */
async function effectsOf(db: Database, types: OutboxEventTypes, kind: string, payload: unknown): Promise<Effects> {
  const type = types.get(kind);
  if (!type) throw new Error(`unknown outbox event kind: ${kind}`);
  return type.effects(type.payload.parse(payload), db);
}

/** Does one stored event. */
export async function handleEvent(db: Database, publisher: NotificationPublisher, types: OutboxEventTypes, kind: string, payload: unknown) {
  await applyEffects(db, publisher, [await effectsOf(db, types, kind, payload)]);
}

/**
 * Does many stored events together (decisions/037): one statement for all their points, one for
 * their active days, each member's badges checked once. Throws when any of them fails; the worker
 * then does them one by one, so the failing one keeps its own error (every step is idempotent).
 */
export async function handleEvents(db: Database, publisher: NotificationPublisher, types: OutboxEventTypes, stored: { kind: string; payload: unknown }[]) {
  await applyEffects(db, publisher, await Promise.all(stored.map(({ kind, payload }) => effectsOf(db, types, kind, payload))));
}
