import { type SQL, sql } from "drizzle-orm";
import { forumPostChangedEvent } from "./forum-outbox-events";

/**
 * Two CTEs for a statement whose earlier CTEs changed posts (it goes after them, its comma
 * included): `rows` (SQL selecting thread id, reply id or null, change) become `forum_post_changed`
 * events in the outbox (decision 098), written with the change or not at all.
 */
export function owePostChange(rows: SQL): SQL {
  return sql`,
    changes (thread_id, reply_id, change) as (${rows}),
    owed_change as (
      insert into outbox_events (kind, payload)
      select ${forumPostChangedEvent.kind}, jsonb_build_object('thread', thread_id, 'reply', reply_id, 'change', change) from changes
    )`;
}
