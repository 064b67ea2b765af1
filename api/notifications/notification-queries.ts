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
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    // Both counts in one statement: one pass over the member's rows instead of two statements.
    db
      .select({ total: count(), unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int` })
      .from(notifications)
      .where(mine),
  ]);
  return { rows, total: Number(counted?.total ?? 0), unread: Number(counted?.unread ?? 0) };
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
