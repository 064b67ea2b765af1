import { and, count, desc, eq, type SQLWrapper, sql, sum } from "drizzle-orm";
import { type BadgeKey, badgeKeys, type GamificationStats } from "../contract/gamification";
import type { Database } from "../db/client";
import { activityDays, follows, pointAwards, recipes, reviews, userBadges, users } from "../db/schema";
import { type ApiLocale, type MessageKey, translate } from "../i18n/messages";
import { isPublished } from "../recipes/published";

/** Points per rewarded event (decisions/019); each is awarded once per member, rule and subject. */
const pointRules = {
  recipe_published: 50,
  review_written: 5,
  review_received: 10,
  follower_gained: 5,
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

async function countOf(query: Promise<Array<{ n: number }>>) {
  return Number((await query)[0]?.n ?? 0);
}

/** A member's numbers, each read on its own so a badge or a profile asks only for what it shows. */
export const memberCounts = {
  recipesPublished: (db: Database, userId: number) =>
    countOf(
      db
        .select({ n: count() })
        .from(recipes)
        .where(and(eq(recipes.authorId, userId), isPublished)),
    ),
  reviewsWritten: (db: Database, userId: number) => countOf(db.select({ n: count() }).from(reviews).where(eq(reviews.userId, userId))),
  reviewsReceived: (db: Database, userId: number) =>
    countOf(db.select({ n: count() }).from(reviews).innerJoin(recipes, eq(recipes.id, reviews.recipeId)).where(eq(recipes.authorId, userId))),
  followers: (db: Database, userId: number) => countOf(db.select({ n: count() }).from(follows).where(eq(follows.followedId, userId))),
  points: (db: Database, userId: number) =>
    countOf(
      db
        .select({ n: sql<number>`coalesce(${sum(pointAwards.points)}, 0)::int` })
        .from(pointAwards)
        .where(eq(pointAwards.userId, userId)),
    ),
  /** Consecutive active days; `lookBack` bounds how many days are read. */
  streak: async (db: Database, userId: number, lookBack = STREAK_LOOK_BACK) => {
    const days = await db.select({ day: activityDays.day }).from(activityDays).where(eq(activityDays.userId, userId)).orderBy(desc(activityDays.day)).limit(lookBack);
    return streakFrom(days.map((row) => row.day));
  },
};

/** Each badge's rule, reading only the count it needs. */
const badgeRules: Record<BadgeKey, (db: Database, userId: number) => Promise<boolean>> = {
  first_recipe: async (db, userId) => (await memberCounts.recipesPublished(db, userId)) >= 1,
  first_review: async (db, userId) => (await memberCounts.reviewsWritten(db, userId)) >= 1,
  critic: async (db, userId) => (await memberCounts.reviewsWritten(db, userId)) >= 10,
  well_liked: async (db, userId) => (await memberCounts.reviewsReceived(db, userId)) >= 10,
  rising_star: async (db, userId) => (await memberCounts.followers(db, userId)) >= 10,
  streak_7: async (db, userId) => (await memberCounts.streak(db, userId, 8)) >= 7,
};

/**
 * Grants those of `candidates` (the badges an event can have earned) the member now qualifies for;
 * returns only those newly earned. Badges already held cost one read and no counting.
 */
export async function earnBadges(db: Database, userId: number, candidates: readonly BadgeKey[] = badgeKeys): Promise<BadgeKey[]> {
  const held = new Set((await db.select({ badge: userBadges.badge }).from(userBadges).where(eq(userBadges.userId, userId))).map((row) => row.badge));
  const due: BadgeKey[] = [];
  for (const badge of candidates) if (!held.has(badge) && (await badgeRules[badge](db, userId))) due.push(badge);
  if (due.length === 0) return [];
  const inserted = await db
    .insert(userBadges)
    .values(due.map((badge) => ({ userId, badge })))
    .onConflictDoNothing()
    .returning({ badge: userBadges.badge });
  return inserted.map((row) => row.badge as BadgeKey);
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
