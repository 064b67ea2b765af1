import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { NotificationPublisher } from "../notifications/notifier";
import { logWarning } from "../observability/log";
import { handleEvent, handleEvents, type OutboxEventTypes } from "./outbox-events";
import { rowsOf } from "../db/rows-of";

/** How long a claimed event is this worker's before another may take it (a worker that died holding it). */
const LEASE_SECONDS = 60;
/** After this many failed attempts an event stays in the table with its last error, for an operator. */
const MAX_ATTEMPTS = 10;
const BATCH = 64;
const IN_PARALLEL = 4;
/**
 * How long a nudge waits for the writes that follow it before the worker runs: a batch costs about
 * ten statements however many events it holds, so at 20 writes a second a run per write cost more
 * statements than the writes themselves (decisions/037). A notification shows this much later.
 */
const GATHER_MS = 50;

export interface OutboxWorker {
  /** Something was just enqueued and committed: do it soon (with what the next writes enqueue), off the request. */
  nudge(db: Database): void;
  /** Does every event due now, including those a nudge already started; resolves when none is left. */
  drain(db: Database): Promise<void>;
  /** Resumes what a previous process left (a crash between a write and its effects) and polls for more. */
  watch(db: Database, pollMs?: number): void;
  close(): Promise<void>;
}

/**
 * Claims due events (oldest first; SKIP LOCKED and the lease keep two processes off the same row)
 * and does them. Answers how many it claimed. Without `lookFirst` (a nudge's run) it claims without looking.
 */
async function processDue(db: Database, publisher: NotificationPublisher, types: OutboxEventTypes, lookFirst: boolean): Promise<number> {
  if (lookFirst) {
    // A read first: on the embedded database a claim is a write, which would make every poll re-read the content version.
    const [due] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from outbox_events where processed_at is null and available_at <= now() and attempts < ${MAX_ATTEMPTS} limit 1`),
    );
    if (!due) return 0;
  }
  const claimed = rowsOf<{ id: string | number; kind: string; payload: unknown; attempts: number }>(
    await db.execute(sql`
      update outbox_events set attempts = attempts + 1, available_at = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from outbox_events where processed_at is null and available_at <= now() and attempts < ${MAX_ATTEMPTS}
        order by id limit ${BATCH} for update skip locked)
      returning id, kind, payload, attempts`),
  ).sort((a, b) => Number(a.id) - Number(b.id));
  const parsed = claimed.map((event) => ({ ...event, payload: typeof event.payload === "string" ? JSON.parse(event.payload) : event.payload }));
  try {
    // All together (decisions/037): a few statements for the batch instead of a dozen per event.
    await handleEvents(db, publisher, types, parsed);
  } catch {
    // One of them fails: one by one, so each keeps its own outcome (every effect is idempotent). A
    // few at a time: on PostgreSQL each waits on its own connection; the embedded database runs them in turn anyway.
    for (let at = 0; at < parsed.length; at += IN_PARALLEL) await Promise.all(parsed.slice(at, at + IN_PARALLEL).map((event) => processOne(db, publisher, types, event)));
    return claimed.length;
  }
  await db.execute(
    sql`update outbox_events set processed_at = now(), last_error = null where id in (${sql.join(
      claimed.map((event) => sql`${event.id}`),
      sql`, `,
    )})`,
  );
  return claimed.length;
}

/** Does one claimed event and marks it done; a failure is kept with its error and retried after a backoff. */
async function processOne(
  db: Database,
  publisher: NotificationPublisher,
  types: OutboxEventTypes,
  event: { id: string | number; kind: string; payload: unknown; attempts: number },
) {
  try {
    await handleEvent(db, publisher, types, event.kind, event.payload);
    await db.execute(sql`update outbox_events set processed_at = now(), last_error = null where id = ${event.id}`);
  } catch (error) {
    const backoffSeconds = Math.min(2 ** event.attempts, 300);
    await db.execute(
      sql`update outbox_events set last_error = ${String((error as Error)?.stack ?? error).slice(0, 2000)}, available_at = now() + make_interval(secs => ${backoffSeconds}) where id = ${event.id}`,
    );
  }
}

export function createOutboxWorker({
  publisher,
  eventTypes,
  log = logWarning,
  gatherMs = GATHER_MS,
}: {
  publisher: NotificationPublisher;
  /** The kinds it can do, each area's (api/outbox-event-types.ts). */
  eventTypes: OutboxEventTypes;
  log?: (line: string) => void;
  gatherMs?: number;
}): OutboxWorker {
  const states = new Map<Database, { running: Promise<void> | null; again: boolean; poll?: NodeJS.Timeout; gathering?: NodeJS.Timeout }>();
  let closed = false;
  const stateOf = (db: Database) => {
    let state = states.get(db);
    if (!state) states.set(db, (state = { running: null, again: false }));
    return state;
  };
  /**
   * One loop per database in this process. It claims again at once only after a full batch; a
   * nudge while it runs makes it look once more, after the gathering wait (or at the next poll).
   */
  const run = (db: Database, surelyDue = false): Promise<void> => {
    const state = stateOf(db);
    clearTimeout(state.gathering);
    state.gathering = undefined;
    if (state.running) {
      state.again = true;
      return state.running;
    }
    state.running = (async () => {
      let lookFirst = !surelyDue;
      while (!closed && (await processDue(db, publisher, eventTypes, lookFirst)) === BATCH) {
        lookFirst = true;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })()
      .catch((error: unknown) => log(`[outbox] events wait for the next poll: ${(error as Error)?.message ?? error}`))
      .finally(() => {
        state.running = null;
        if (state.again && !closed) {
          state.again = false;
          // The nudge's event may be in the batch just done: look before claiming.
          state.gathering ??= setTimeout(() => void run(db), gatherMs);
        }
      });
    return state.running;
  };
  return {
    nudge(db) {
      const state = stateOf(db);
      if (state.running) state.again = true;
      else state.gathering ??= setTimeout(() => void run(db, true), gatherMs);
    },
    async drain(db) {
      await run(db);
      await run(db);
    },
    watch(db, pollMs = 1000) {
      const state = stateOf(db);
      if (state.poll) return;
      state.poll = setInterval(() => void run(db), pollMs).unref();
      void run(db);
    },
    async close() {
      closed = true;
      for (const state of states.values()) {
        clearInterval(state.poll);
        clearTimeout(state.gathering);
      }
      await Promise.all([...states.values()].map((state) => state.running));
    },
  };
}
