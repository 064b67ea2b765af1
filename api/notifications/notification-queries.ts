import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";

/** How many notifications the member has not read. */
export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return Number(row?.n ?? 0);
}

/** A page of the member's notifications, newest first, with how many they have in all and unread. */
export async function listNotifications(db: Database, userId: number, page: number, perPage: number) {
  const mine = eq(notifications.userId, userId);
  // One statement for the bell on every page: the counts ride along the page's rows (a window
  // over all the member's rows, taken before the limit). A page past the end has no row to carry them.
  const counted = await db
    .select({ row: notifications, total: sql<number>`(count(*) over ())::int`, unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null) over ())::int` })
    .from(notifications)
    .where(mine)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const first =
    counted[0] ??
    (page > 1
      ? (
          await db
            .select({ total: count(), unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int` })
            .from(notifications)
            .where(mine)
        )[0]
      : undefined);
  return { rows: counted.map((item) => item.row), total: Number(first?.total ?? 0), unread: Number(first?.unread ?? 0) };
}

/** Marks the member's unread notifications with these ids as read; others' ids are ignored. */
export async function markRead(db: Database, userId: number, ids: string[]): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids), isNull(notifications.readAt)));
}

/** Marks every unread notification of the member as read. */
export async function markAllRead(db: Database, userId: number): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
