import type pg from "pg";

/** Outbox events still to do, as the worker sees them (those past their last attempt wait for an operator). */
export async function dueOutboxEvents(client: pg.Client): Promise<number> {
  return (await client.query<{ n: number }>("select count(*)::int as n from outbox_events where processed_at is null and attempts < 10")).rows[0]!.n;
}

/** Resolves once a running API has done every due outbox event (PostgreSQL, read beside it). */
export async function outboxDrained(client: pg.Client): Promise<void> {
  while ((await dueOutboxEvents(client)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
}
