import { and, count, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { PublicProfile } from "../contract/community";
import type { Database } from "../db/client";
import { chefProfiles, recipes, reviews, users } from "../db/schema";
import { levelFor, pointsOf } from "../gamification/gamification";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { followCounts } from "./follows";

export async function findMemberBySlug(db: Database, slug: string) {
  const [user] = await db.select().from(users).where(eq(users.slug, slug.toLowerCase()));
  return user;
}

export async function presentProfile(db: Database, user: typeof users.$inferSelect, locale: ApiLocale): Promise<PublicProfile> {
  const [chef, follow, [recipeCount], [reviewCount], points] = await Promise.all([
    db.select().from(chefProfiles).where(eq(chefProfiles.userId, user.id)),
    followCounts(db, user.id),
    db.select({ n: count() }).from(recipes).where(and(eq(recipes.authorId, user.id), isNotNull(recipes.publishedAt), lte(recipes.publishedAt, sql`now()`))),
    db.select({ n: count() }).from(reviews).where(eq(reviews.userId, user.id)),
    pointsOf(db, user.id),
  ]);
  const bio = chef[0] ? pickText(locale, chef[0].bioEs, chef[0].bioEn) : "";
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar_url: user.avatarUrl,
    is_ai_chef: user.isAiChef,
    bio: bio || null,
    followers_count: follow.followers,
    following_count: follow.following,
    recipes_count: Number(recipeCount?.n ?? 0),
    reviews_count: Number(reviewCount?.n ?? 0),
    points,
    level: levelFor(points).level,
    joined_at: user.createdAt.toISOString(),
  };
}
