import { and, count, desc, eq, sql } from "drizzle-orm";
import type { PublicProfile } from "../contract/community";
import type { Database } from "../db/client";
import { preparedPerDatabase } from "../db/prepared-per-database";
import { chefProfiles, recipes, users } from "../db/schema";
import { levelFor, memberCounts } from "../gamification/gamification";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import { isPublished } from "../recipes/published";
import { type RecipeSummaryRow, summaryColumns } from "../recipes/recipe-queries";
import { followCounts } from "./follows";

const memberBySlug = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.slug, sql.placeholder("slug")))
    .prepare("member_by_slug"),
);

export async function findMemberBySlug(db: Database, slug: string) {
  const [user] = await memberBySlug(db).execute({ slug: slug.toLowerCase() });
  return user;
}

type Member = typeof users.$inferSelect;

/** A page of the member's published recipes, newest first, and how many they have published. */
export async function listMemberRecipes(db: Database, authorId: number, page: number, perPage: number): Promise<{ rows: RecipeSummaryRow[]; total: number }> {
  const mine = and(eq(recipes.authorId, authorId), isPublished);
  const [rows, [counted]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(recipes)
      .innerJoin(users, eq(users.id, recipes.authorId))
      .where(mine)
      .orderBy(desc(recipes.publishedAt), desc(recipes.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(recipes).where(mine),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function presentProfile(db: Database, user: Member, locale: ApiLocale, showActivity: boolean): Promise<PublicProfile> {
  const [chef, follow, recipeCount, reviewCount, points] = await Promise.all([
    db.select().from(chefProfiles).where(eq(chefProfiles.userId, user.id)),
    followCounts(db, user.id),
    memberCounts.recipesPublished(db, user.id),
    memberCounts.reviewsWritten(db, user.id),
    memberCounts.points(db, user.id),
  ]);
  // AI chefs have a bio in each language; a member writes their own, in the language they choose.
  const bio = chef[0] ? pickText(locale, chef[0].bioEs, chef[0].bioEn) : user.bio;
  return {
    id: user.id,
    name: user.name,
    slug: user.slug,
    avatar_url: user.avatarUrl,
    is_ai_chef: user.isAiChef,
    bio: bio || null,
    location: user.location || null,
    links: user.links,
    followers_count: follow.followers,
    following_count: follow.following,
    recipes_count: recipeCount,
    reviews_count: showActivity ? reviewCount : null,
    points: showActivity ? points : null,
    level: showActivity ? levelFor(points).level : null,
    joined_at: user.createdAt.toISOString(),
  };
}
