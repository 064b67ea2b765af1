import { type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { applyEffects, type Effects, cooksnapEffects, followEffects, ingredientProposalDecidedEffects, recipePublishedEffects, reviewEffects } from "../community/community-events";
import type { Database } from "../db/client";
import { outboxEvents } from "../db/schema";
import type { NotificationPublisher } from "../notifications/notifier";
import { rowsOf } from "../db/rows-of";

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
const cooksnapPayload = z.object({ cooksnap: z.object({ id: z.number().int() }), cook: member, recipe: reviewPayload.shape.recipe });

const recipePublishedPayload = z.object({
  recipe: z.object({ id: z.number().int(), slug: z.string(), titleEs: z.string(), titleEn: z.string(), authorId: z.number().int() }),
  author: member,
});

const ingredientProposalDecidedPayload = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  nameEs: z.string().nullable(),
  nameEn: z.string().nullable(),
  approved: z.boolean(),
  reason: z.string().nullable(),
});

/** Each kind's payload and its effects; a kind may read what it needs when it is done (a publication's followers). */
const events = {
  follow: { payload: followPayload, effects: ({ follower, followedId }: z.infer<typeof followPayload>) => followEffects(follower, followedId) },
  review: { payload: reviewPayload, effects: ({ review, reviewer, recipe }: z.infer<typeof reviewPayload>) => reviewEffects(review, reviewer, recipe) },
  cooksnap: { payload: cooksnapPayload, effects: ({ cooksnap, cook, recipe }: z.infer<typeof cooksnapPayload>) => cooksnapEffects(cooksnap, cook, recipe) },
  ingredient_proposal_decided: {
    payload: ingredientProposalDecidedPayload,
    effects: (proposal: z.infer<typeof ingredientProposalDecidedPayload>) => ingredientProposalDecidedEffects(proposal),
  },
  recipe_published: {
    payload: recipePublishedPayload,
    effects: ({ recipe, author }: z.infer<typeof recipePublishedPayload>, db: Database) => recipePublishedEffects(db, recipe, author),
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

/**
 * One statement: `write` (an INSERT … RETURNING) and, for each row it returns, the event built by
 * `payload` (SQL over the CTE `written`). Both commit or neither, and no transaction stays open
 * across round trips: a review locks its recipe row and the search counter (migration 0009) until
 * commit, and every other review waits on that lock (decisions/035). It answers the rows written,
 * or what `answer` selects from them (the statement's other subqueries see the tables as before the write).
 */
export async function writeOwingEvent<T>(db: Database, write: SQL, kind: EventKind, payload: SQL, answer: SQL = sql`*`): Promise<T[]> {
  return rowsOf<T>(
    await db.execute(sql`with written as (${write}), owed as (insert into outbox_events (kind, payload) select ${kind}, ${payload} from written) select ${answer} from written`),
  );
}

/** What one stored event owes; throws on an unknown kind or a payload that does not parse (the row keeps the error). */
async function effectsOf(db: Database, kind: string, payload: unknown): Promise<Effects> {
  if (!Object.hasOwn(events, kind)) throw new Error(`unknown outbox event kind: ${kind}`);
  const event = events[kind as EventKind];
  // Each kind's effects take its own payload's type; the union of them cannot say so.
  return (event.effects as (payload: unknown, db: Database) => Effects | Promise<Effects>)(event.payload.parse(payload), db);
}

/** Does one stored event. */
export async function handleEvent(db: Database, publisher: NotificationPublisher, kind: string, payload: unknown) {
  await applyEffects(db, publisher, [await effectsOf(db, kind, payload)]);
}

/**
 * Does many stored events together (decisions/037): one statement for all their points, one for
 * their active days, each member's badges checked once. Throws when any of them fails; the worker
 * then does them one by one, so the failing one keeps its own error (every step is idempotent).
 */
export async function handleEvents(db: Database, publisher: NotificationPublisher, stored: { kind: string; payload: unknown }[]) {
  await applyEffects(db, publisher, await Promise.all(stored.map(({ kind, payload }) => effectsOf(db, kind, payload))));
}
