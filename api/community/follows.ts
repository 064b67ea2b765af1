import { and, count, desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { MemberCard } from "../contract/community";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { follows, users } from "../db/schema";
import { profileVisibleTo } from "./profile-visibility";
import { writeOwingEvent } from "../outbox/outbox-events";
import { followEvent } from "./community-outbox-events";
import { cursorRecordId, cursorTime, decodeCursor, encodeCursor } from "../http/cursor";

/**
 * Follows, and owes what a new follow brings (points, badges, the followed member's notification)
 * to the outbox in the same statement, which also counts the followers: `isNew` is false when they
 * already followed (following twice changes nothing).
 */
export async function follow(db: Database, follower: { id: number; name: string; slug: string }, followedId: number) {
  const [answer] = await writeOwingEvent<{ inserted: number; followers_before: number }>(
    db,
    db.insert(follows).values({ followerId: follower.id, followedId }).onConflictDoNothing().returning({ followerId: follows.followerId }).getSQL(),
    followEvent,
    sql`${JSON.stringify({ follower, followedId })}::jsonb`,
    sql`count(*)::int as inserted, (select count(*)::int from ${follows} where ${follows.followedId} = ${followedId}) as followers_before`,
  );
  const inserted = Number(answer?.inserted ?? 0);
  return { isNew: inserted > 0, followers: Number(answer?.followers_before ?? 0) + inserted };
}

export async function unfollow(db: Database, followerId: number, followedId: number) {
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followedId, followedId)));
}

const followStatusStatement = preparedPerDatabase((db) =>
  db
    .select({
      following: sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${sql.placeholder("followerId")} and ${follows.followedId} = ${users.id})`,
      followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${users.id})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder("followedId")))
    .prepare("follow_status"),
);

/** Whether `followerId` follows `followedId`, and how many follow them: one statement, as every follow button asks. */
export async function readFollowStatus(db: Database, followerId: number, followedId: number) {
  const [row] = await followStatusStatement(db).execute({ followerId, followedId });
  return { following: Boolean(row?.following), followers: Number(row?.followers ?? 0) };
}

export async function followCounts(db: Database, userId: number) {
  const [[followers], [following]] = await Promise.all([
    db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId)),
    db.select({ n: count() }).from(follows).where(eq(follows.followerId, userId)),
  ]);
  return { followers: Number(followers?.n ?? 0), following: Number(following?.n ?? 0) };
}

/** (followed at, member id) of the last row; the time as PostgreSQL wrote it, microseconds included. */
const followCursor = z.tuple([cursorTime, cursorRecordId]);

/**
 * One page of a member's followers (or of whom they follow) as `viewerId` may see them, most recent
 * first, by cursor: the last row's (followed at, member id). Members with a private profile are left
 * out for everyone but themselves; the counts above still include them (docs/decisions/029).
 */
export async function listFollows(db: Database, viewerId: number | undefined, userId: number, direction: "followers" | "following", perPage: number, cursor?: string) {
  const after = decodeCursor(cursor, followCursor);
  const [mine, theirs] = direction === "followers" ? [follows.followedId, follows.followerId] : [follows.followerId, follows.followedId];
  const rows = await db
    .select({
      id: users.id,
      name: users.name,
      slug: users.slug,
      isAiChef: users.isAiChef,
      avatarUrl: users.avatarUrl,
      at: follows.createdAt,
      exactAt: sql<string>`${follows.createdAt}::text`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, theirs))
    .where(and(eq(mine, userId), profileVisibleTo(viewerId), after ? sql`(${follows.createdAt}, ${theirs}) < (${after[0]}::timestamptz, ${after[1]})` : undefined))
    .orderBy(desc(follows.createdAt), desc(theirs))
    .limit(perPage + 1);
  const page = rows.slice(0, perPage);
  const last = page.at(-1);
  const data: MemberCard[] = page.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    is_ai_chef: row.isAiChef,
    avatar_url: row.avatarUrl,
    followed_at: row.at.toISOString(),
  }));
  return { data, meta: { per_page: perPage, next_cursor: rows.length > perPage && last ? encodeCursor([last.exactAt, last.id]) : null } };
}
