import { and, count, desc, eq, inArray, type SQLWrapper, sql, sum } from "drizzle-orm";
import { type BadgeKey, badgeKeys, type GamificationStats } from "../contract/gamification";
import type { Database } from "../db/client";
import { activityDays, follows, pointAwards, recipes, reviews, userBadges, users } from "../db/schema";
import { type ApiLocale, type MessageKey, translate } from "../i18n/messages";
import { isPublished } from "../recipes/published";
import { rowsOf } from "../db/rows-of";

/** Points per rewarded event (decisions/019); each is awarded once per member, rule and subject. */
const pointRules = {
  recipe_published: 50,
  review_written: 5,
  review_received: 10,
  follower_gained: 5,
  // A finished challenge (decision 109): every entrant once per challenge, its winners more.
  challenge_entered: 10,
  challenge_won: 100,
} as const;
export type PointRule = keyof typeof pointRules;

/** Points at which each level starts: level 1 at 0, level 10 at 3,000. */
const levelThresholds = [0, 50, 150, 300, 500, 800, 1200, 1700, 2300, 3000] as const;

/** Awards each rule's points for its subject, all in one statement; those already made are left as they are. */
export async function awardPointsMany(db: Database, awards: { userId: number; rule: PointRule; subject: string | number }[]) {
  if (awards.length === 0) return;
  await db
    .insert(pointAwards)
    .values(awards.map(({ userId, rule, subject }) => ({ userId, rule, subject: String(subject), points: pointRules[rule] })))
    .onConflictDoNothing();
}

/** Marks each member's day (UTC) as one they did something, in one statement. */
export async function recordActivityMany(db: Database, days: { userId: number; at?: Date }[]) {
  if (days.length === 0) return;
  await db
    .insert(activityDays)
    .values(days.map(({ userId, at = new Date() }) => ({ userId, day: at.toISOString().slice(0, 10) })))
    .onConflictDoNothing();
}

export function levelFor(points: number) {
  let level = 1;
  while (level < levelThresholds.length && points >= levelThresholds[level]!) level++;
  const floor = levelThresholds[level - 1]!;
  const next = levelThresholds[level] ?? null;
  const progress = next === null ? 100 : Math.floor(((points - floor) / (next - floor)) * 100);
  return { level, floor, next, progress };
}

/** Consecutive active days ending today or yesterday (a day not over yet does not break a streak). */
export function streakFrom(days: string[], today = new Date()): number {
  const active = new Set(days);
  const dayOf = (offset: number) => new Date(today.getTime() - offset * 86_400_000).toISOString().slice(0, 10);
  let offset = active.has(dayOf(0)) ? 0 : 1;
  let streak = 0;
  while (active.has(dayOf(offset))) {
    streak++;
    offset++;
  }
  return streak;
}

/** How many of a member's latest active days are read for the streak shown. */
const STREAK_LOOK_BACK = 400;

/** Members' numbers a badge is earned by, counted for many members in one statement each. */
type CountedNumber = "recipesPublished" | "reviewsWritten" | "reviewsReceived" | "followers" | "challengesWon";

const countsOfMembers: Record<CountedNumber, (db: Database, userIds: number[]) => Promise<{ userId: number; n: number }[]>> = {
  recipesPublished: (db, userIds) =>
    db
      .select({ userId: recipes.authorId, n: count() })
      .from(recipes)
      .where(and(inArray(recipes.authorId, userIds), isPublished))
      .groupBy(recipes.authorId),
  reviewsWritten: (db, userIds) => db.select({ userId: reviews.userId, n: count() }).from(reviews).where(inArray(reviews.userId, userIds)).groupBy(reviews.userId),
  reviewsReceived: (db, userIds) =>
    db
      .select({ userId: recipes.authorId, n: count() })
      .from(reviews)
      .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
      .where(inArray(recipes.authorId, userIds))
      .groupBy(recipes.authorId),
  followers: (db, userIds) => db.select({ userId: follows.followedId, n: count() }).from(follows).where(inArray(follows.followedId, userIds)).groupBy(follows.followedId),
  // Challenges won: finished ones where one of the member's entries had the most votes, at least one (decision 109).
  challengesWon: async (db, userIds) =>
    rowsOf<{ userId: number; n: number }>(
      await db.execute(sql`
        select user_id as "userId", count(distinct challenge_id)::int as n from (
          select e.user_id, e.challenge_id, count(v.user_id) as votes,
            max(count(v.user_id)) over (partition by e.challenge_id) as top
          from challenge_entries e join challenges c on c.id = e.challenge_id and c.closes_at <= now()
          left join challenge_votes v on v.entry_id = e.id
          where e.challenge_id in (select challenge_id from challenge_entries where user_id = any(${`{${userIds.join(",")}}`}::int[]))
          group by e.id, e.user_id, e.challenge_id
        ) ranked
        where votes = top and votes > 0 and user_id = any(${`{${userIds.join(",")}}`}::int[])
        group by user_id`),
    ),
};

/** One member's numbers, as a profile shows them: the same counts as the badges'. */
export const memberCounts = {
  recipesPublished: (db: Database, userId: number) => countOfMember(countsOfMembers.recipesPublished(db, [userId])),
  reviewsWritten: (db: Database, userId: number) => countOfMember(countsOfMembers.reviewsWritten(db, [userId])),
  points: async (db: Database, userId: number) => {
    const [row] = await db
      .select({ n: sql<number>`coalesce(${sum(pointAwards.points)}, 0)::int` })
      .from(pointAwards)
      .where(eq(pointAwards.userId, userId));
    return Number(row?.n ?? 0);
  },
};

async function countOfMember(counted: Promise<{ n: number }[]>) {
  return Number((await counted)[0]?.n ?? 0);
}

/** Each member's consecutive active days, reading each one's latest `lookBack` days, in one statement. */
async function streaksOf(db: Database, userIds: number[], lookBack: number): Promise<Map<number, number>> {
  const latest = db
    .select({
      userId: activityDays.userId,
      day: activityDays.day,
      rank: sql<number>`row_number() over (partition by ${activityDays.userId} order by ${activityDays.day} desc)`.as("rank"),
    })
    .from(activityDays)
    .where(inArray(activityDays.userId, userIds))
    .as("latest");
  const rows = await db
    .select({ userId: latest.userId, day: latest.day })
    .from(latest)
    .where(sql`${latest.rank} <= ${lookBack}`);
  const days = new Map<number, string[]>();
  for (const { userId, day } of rows) days.set(userId, [...(days.get(userId) ?? []), day]);
  return new Map(userIds.map((userId) => [userId, streakFrom(days.get(userId) ?? [])]));
}

/** Each badge's rule: the number it reads and the least it takes. */
const badgeRules: Record<BadgeKey, { number: CountedNumber | "streak"; atLeast: number }> = {
  first_recipe: { number: "recipesPublished", atLeast: 1 },
  first_review: { number: "reviewsWritten", atLeast: 1 },
  critic: { number: "reviewsWritten", atLeast: 10 },
  well_liked: { number: "reviewsReceived", atLeast: 10 },
  rising_star: { number: "followers", atLeast: 10 },
  streak_7: { number: "streak", atLeast: 7 },
  challenge_winner: { number: "challengesWon", atLeast: 1 },
};

/**
 * Grants each member those of their `candidates` (the badges an event can have earned) they now
 * qualify for; returns only those newly earned. One read of the badges held, one count per number
 * some rule still needs, one insert: the same few statements for one member or a batch of them.
 */
export async function earnBadgesMany(db: Database, wanted: { userId: number; candidates: readonly BadgeKey[] }[]): Promise<{ userId: number; badge: BadgeKey }[]> {
  const userIds = [...new Set(wanted.map((entry) => entry.userId))];
  if (userIds.length === 0) return [];
  const held = new Set(
    (await db.select({ userId: userBadges.userId, badge: userBadges.badge }).from(userBadges).where(inArray(userBadges.userId, userIds))).map(
      (row) => `${row.userId}:${row.badge}`,
    ),
  );
  const open = wanted.flatMap(({ userId, candidates }) => candidates.filter((badge) => !held.has(`${userId}:${badge}`)).map((badge) => ({ userId, badge })));
  const numbers = new Map<CountedNumber | "streak", Map<number, number>>();
  for (const number of new Set(open.map(({ badge }) => badgeRules[badge].number))) {
    const members = [...new Set(open.filter(({ badge }) => badgeRules[badge].number === number).map(({ userId }) => userId))];
    numbers.set(
      number,
      number === "streak"
        ? await streaksOf(db, members, badgeRules.streak_7.atLeast + 1)
        : new Map((await countsOfMembers[number](db, members)).map(({ userId, n }) => [userId, Number(n)])),
    );
  }
  const due = open.filter(({ userId, badge }) => (numbers.get(badgeRules[badge].number)?.get(userId) ?? 0) >= badgeRules[badge].atLeast);
  if (due.length === 0) return [];
  const inserted = await db.insert(userBadges).values(due).onConflictDoNothing().returning({ userId: userBadges.userId, badge: userBadges.badge });
  return inserted.map((row) => ({ userId: row.userId, badge: row.badge as BadgeKey }));
}

export function badgeName(locale: ApiLocale, badge: BadgeKey) {
  return translate(locale, `badges.${badge}` as MessageKey);
}

/**
 * Everything the dashboard shows, read in one statement (it was seven: on the embedded database each
 * statement costs its own round through the wire protocol, on PostgreSQL its own round trip).
 */
export async function gamificationStats(db: Database, userId: number, locale: ApiLocale): Promise<GamificationStats> {
  const scalar = <T>(query: SQLWrapper) => sql<T>`(${query})`;
  const recentDays = db
    .select({ day: sql<string>`${activityDays.day}::text`.as("day") })
    .from(activityDays)
    .where(eq(activityDays.userId, userId))
    .orderBy(desc(activityDays.day))
    .limit(STREAK_LOOK_BACK)
    .as("recent");
  const [row] = await db
    .select({
      recipesPublished: scalar<number>(
        db
          .select({ n: sql`count(*)::int` })
          .from(recipes)
          .where(and(eq(recipes.authorId, userId), isPublished)),
      ),
      reviewsWritten: scalar<number>(
        db
          .select({ n: sql`count(*)::int` })
          .from(reviews)
          .where(eq(reviews.userId, userId)),
      ),
      reviewsReceived: scalar<number>(
        db
          .select({ n: sql`count(*)::int` })
          .from(reviews)
          .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
          .where(eq(recipes.authorId, userId)),
      ),
      followers: scalar<number>(
        db
          .select({ n: sql`count(*)::int` })
          .from(follows)
          .where(eq(follows.followedId, userId)),
      ),
      points: scalar<number>(
        db
          .select({ n: sql`coalesce(sum(${pointAwards.points}), 0)::int` })
          .from(pointAwards)
          .where(eq(pointAwards.userId, userId)),
      ),
      days: scalar<string[]>(db.select({ days: sql`coalesce(json_agg(${recentDays.day} order by ${recentDays.day} desc), '[]'::json)` }).from(recentDays)),
      badges: scalar<Array<{ badge: string; earned_at: string }>>(
        db
          .select({ badges: sql`coalesce(json_agg(json_build_object('badge', ${userBadges.badge}, 'earned_at', ${userBadges.earnedAt})), '[]'::json)` })
          .from(userBadges)
          .where(eq(userBadges.userId, userId)),
      ),
    })
    .from(users)
    .where(eq(users.id, userId));
  const { recipesPublished = 0, reviewsWritten = 0, reviewsReceived = 0, followers = 0, points = 0, days = [], badges = [] } = row ?? {};
  const earnedAt = new Map(badges.map((earned) => [earned.badge, new Date(earned.earned_at).toISOString()]));
  const { level, floor, next, progress } = levelFor(points);
  return {
    points,
    level,
    level_floor: floor,
    next_level_at: next,
    progress_percent: progress,
    streak_days: streakFrom(days),
    badges: badgeKeys.map((key) => ({
      key,
      name: badgeName(locale, key),
      description: translate(locale, `badges.${key}_description` as MessageKey),
      earned_at: earnedAt.get(key) ?? null,
    })),
    counts: { recipes: recipesPublished, reviews_written: reviewsWritten, reviews_received: reviewsReceived, followers },
  };
}
