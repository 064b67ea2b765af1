import { and, inArray, sql } from "drizzle-orm";
import { profileVisibleTo } from "../community/profile-visibility";
import { FORUM_MENTIONS_MAX } from "../contract/limits";
import type { Database } from "../db/client";
import { rowsOf } from "../db/rows-of";
import { users } from "../db/schema";
import { MENTION } from "../markdown/safe-markdown";

/**
 * `@handle` mentions in forum posts (decision 087): a handle is a member's slug (/users/{slug}).
 * Mentions in code or in a quoted line are not the writer's: they tell nobody.
 */

/** The handles a post's Markdown mentions, each once, lowercased, at most FORUM_MENTIONS_MAX. */
export function mentionedHandles(source: string): string[] {
  const own = source
    .replace(/```[\s\S]*?(?:```|$)/g, " ")
    .replace(/`[^`\n]*`/g, " ")
    .split("\n")
    .filter((line) => !/^\s*>/.test(line))
    .join("\n");
  const handles = new Set<string>();
  for (const match of own.matchAll(MENTION)) {
    handles.add(match[2]!.toLowerCase());
    if (handles.size === FORUM_MENTIONS_MAX) break;
  }
  return [...handles];
}

/**
 * The members a post's mentions tell: those the handles name, but not the writer, nobody who muted
 * the thread, and a member whose profile is private only if they follow the writer (they chose
 * whom they let reach them).
 */
export async function mentionRecipients(db: Database, handles: string[], writerId: number, threadId: number): Promise<number[]> {
  if (handles.length === 0) return [];
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select u.id from users u
      where u.slug = any(${`{${handles.join(",")}}`}::text[]) and u.id <> ${writerId}
        and (u.is_ai_chef or coalesce((u.privacy_settings->>'profile_public')::boolean, true)
          or exists (select 1 from follows f where f.follower_id = u.id and f.followed_id = ${writerId}))
        and not exists (select 1 from forum_thread_watches m where m.thread_id = ${threadId} and m.user_id = u.id and m.level = 'muted')
      order by u.id`),
  );
  return rows.map((row) => Number(row.id));
}

/**
 * Which of the handles a post's text names link to a profile (decision 092), in one query: members
 * whose profile anyone may see. A private member's handle stays text, as their profile answers 404.
 */
export async function linkableHandles(db: Database, handles: string[]): Promise<Set<string>> {
  if (handles.length === 0) return new Set();
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(and(inArray(users.slug, handles), profileVisibleTo(undefined)));
  return new Set(rows.map((row) => row.slug));
}
