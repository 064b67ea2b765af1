import { and, desc, eq, inArray } from "drizzle-orm";
import type { ActivityItem } from "../contract/activity";
import type { BadgeKey } from "../contract/gamification";
import type { Database } from "../db/client";
import { follows, pointAwards, recipes, reviews, userBadges, users } from "../db/schema";
import { profileVisibleTo } from "../community/profile-visibility";
import { badgeName } from "../gamification/gamification";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { isPublished } from "../recipes/published";

const memberColumns = { id: users.id, name: users.name, slug: users.slug, isAiChef: users.isAiChef, avatarUrl: users.avatarUrl };
type MemberRow = { id: number; name: string; slug: string; isAiChef: boolean; avatarUrl: string | null };
const presentMember = (member: MemberRow) => ({ id: member.id, name: member.name, slug: member.slug, is_ai_chef: member.isAiChef, avatar_url: member.avatarUrl });

/**
 * A member's latest doings, newest first: the reviews they wrote, whom they followed, who followed
 * them and the badges they earned, each with the points it brought (decisions/019's ledger). Each
 * kind is read newest first up to `limit`, then the kinds are merged. Members whose profile is
 * private are left out, as from every list (decisions/029).
 */
export async function memberActivity(db: Database, userId: number, locale: ApiLocale, limit: number): Promise<ActivityItem[]> {
  const [written, followed, followers, badges, awards] = await Promise.all([
    db
      .select({ rating: reviews.rating, at: reviews.createdAt, recipe: { id: recipes.id, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn } })
      .from(reviews)
      .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
      .where(and(eq(reviews.userId, userId), eq(reviews.status, "published"), isPublished))
      .orderBy(desc(reviews.createdAt))
      .limit(limit),
    db
      .select({ at: follows.createdAt, member: memberColumns })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followedId))
      .where(and(eq(follows.followerId, userId), profileVisibleTo(userId)))
      .orderBy(desc(follows.createdAt))
      .limit(limit),
    db
      .select({ at: follows.createdAt, member: memberColumns })
      .from(follows)
      .innerJoin(users, eq(users.id, follows.followerId))
      .where(and(eq(follows.followedId, userId), profileVisibleTo(userId)))
      .orderBy(desc(follows.createdAt))
      .limit(limit),
    db.select({ badge: userBadges.badge, at: userBadges.earnedAt }).from(userBadges).where(eq(userBadges.userId, userId)).orderBy(desc(userBadges.earnedAt)).limit(limit),
    db
      .select({ rule: pointAwards.rule, subject: pointAwards.subject, points: pointAwards.points })
      .from(pointAwards)
      .where(and(eq(pointAwards.userId, userId), inArray(pointAwards.rule, ["review_written", "follower_gained"]))),
  ]);
  const points = new Map(awards.map((award) => [`${award.rule}:${award.subject}`, award.points]));
  const items: ActivityItem[] = [
    ...written.map(({ rating, at, recipe }): ActivityItem => ({
      kind: "review_written",
      at: at.toISOString(),
      points: points.get(`review_written:${recipe.id}`) ?? 0,
      rating,
      recipe: { id: recipe.id, slug: recipe.slug, title: pickText(locale, recipe.titleEs, recipe.titleEn) },
    })),
    ...followed.map(({ at, member }): ActivityItem => ({ kind: "followed", at: at.toISOString(), member: presentMember(member) })),
    ...followers.map(({ at, member }): ActivityItem => ({
      kind: "follower_gained",
      at: at.toISOString(),
      points: points.get(`follower_gained:${member.id}`) ?? 0,
      member: presentMember(member),
    })),
    ...badges.map(({ badge, at }): ActivityItem => ({ kind: "badge_earned", at: at.toISOString(), badge: { key: badge as BadgeKey, name: badgeName(locale, badge as BadgeKey) } })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
