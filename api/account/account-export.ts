import { and, asc, eq } from "drizzle-orm";
import type { AccountExport } from "../contract/account-export";
import type { Database } from "../db/client";
import { follows, notifications, pointAwards, recipes, reviews, savedRecipes, userBadges, users } from "../db/schema";
import type { AuthenticatedUser } from "../permissions/authenticated-user";
import { presentNotificationPreferences, presentPrivacySettings } from "../auth/user-presenter";
import { profileVisibleTo } from "../community/profile-visibility";
import { findTastes } from "../tastes/taste-queries";
import { exportMemberContent, iso } from "./account-export-sections";

/**
 * The community parts of the export besides the profile, each read on its own. A later area adds its
 * key to `accountExport` in api/contract/account.ts and its reader to account-export-sections.ts.
 */
const exportSections = {
  reviews: async (db: Database, userId: number): Promise<AccountExport["reviews"]> => {
    const rows = await db
      .select({ review: reviews, slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn })
      .from(reviews)
      .innerJoin(recipes, eq(recipes.id, reviews.recipeId))
      .where(eq(reviews.userId, userId))
      .orderBy(asc(reviews.createdAt), asc(reviews.id));
    return rows.map(({ review, slug, titleEs, titleEn }) => ({
      recipe: { slug, title_es: titleEs, title_en: titleEn },
      rating: review.rating,
      body: review.body,
      created_at: iso(review.createdAt),
      updated_at: iso(review.updatedAt),
    }));
  },
  follows: async (db: Database, userId: number): Promise<AccountExport["follows"]> => {
    const list = (direction: "following" | "followers") => {
      const [mine, theirs] = direction === "following" ? [follows.followerId, follows.followedId] : [follows.followedId, follows.followerId];
      return (
        db
          .select({ slug: users.slug, name: users.name, since: follows.createdAt })
          .from(follows)
          .innerJoin(users, eq(users.id, theirs))
          // Those who follow them but keep their profile private are not theirs to take away (decision 029).
          .where(and(eq(mine, userId), profileVisibleTo(userId)))
          .orderBy(asc(follows.createdAt))
      );
    };
    const [following, followers] = await Promise.all([list("following"), list("followers")]);
    const present = (rows: Array<{ slug: string; name: string; since: Date }>) => rows.map((row) => ({ slug: row.slug, name: row.name, since: iso(row.since) }));
    return { following: present(following), followers: present(followers) };
  },
  notifications: async (db: Database, userId: number): Promise<AccountExport["notifications"]> => {
    const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(asc(notifications.createdAt));
    return rows.map((row) => ({ type: row.type, data: row.data, read_at: row.readAt ? iso(row.readAt) : null, created_at: iso(row.createdAt) }));
  },
  points: async (db: Database, userId: number): Promise<AccountExport["points"]> => {
    const rows = await db.select().from(pointAwards).where(eq(pointAwards.userId, userId)).orderBy(asc(pointAwards.createdAt));
    return { total: rows.reduce((sum, row) => sum + row.points, 0), awards: rows.map((row) => ({ rule: row.rule, points: row.points, at: iso(row.createdAt) })) };
  },
  badges: async (db: Database, userId: number): Promise<AccountExport["badges"]> => {
    const rows = await db.select().from(userBadges).where(eq(userBadges.userId, userId)).orderBy(asc(userBadges.earnedAt));
    return rows.map((row) => ({ badge: row.badge, earned_at: iso(row.earnedAt) }));
  },
  savedRecipes: async (db: Database, userId: number): Promise<AccountExport["saved_recipes"]> => {
    const rows = await db
      .select({ slug: recipes.slug, titleEs: recipes.titleEs, titleEn: recipes.titleEn, at: savedRecipes.createdAt })
      .from(savedRecipes)
      .innerJoin(recipes, eq(recipes.id, savedRecipes.recipeId))
      .where(eq(savedRecipes.userId, userId))
      .orderBy(asc(savedRecipes.createdAt), asc(savedRecipes.recipeId));
    return rows.map((row) => ({ recipe: { slug: row.slug, title_es: row.titleEs, title_en: row.titleEn }, saved_at: iso(row.at) }));
  },
};

/**
 * Everything Sazón keeps about the member, for them only (GET /api/user/export). Password hashes and
 * tokens (the calendar feed's too) are not data about them: left out. Photo addresses start with
 * `mediaBaseUrl` (MEDIA_BASE_URL); without it they are the site's own paths.
 */
export async function exportAccount(db: Database, user: AuthenticatedUser, mediaBaseUrl = ""): Promise<AccountExport> {
  const [reviewList, followLists, notificationList, points, badges, savedList, content, tastes] = await Promise.all([
    exportSections.reviews(db, user.id),
    exportSections.follows(db, user.id),
    exportSections.notifications(db, user.id),
    exportSections.points(db, user.id),
    exportSections.badges(db, user.id),
    exportSections.savedRecipes(db, user.id),
    exportMemberContent(db, user.id, mediaBaseUrl),
    findTastes(db, user.id),
  ]);
  return {
    format: "sazon-account-export",
    version: 1,
    exported_at: new Date().toISOString(),
    profile: {
      id: user.id,
      name: user.name,
      slug: user.slug,
      email: user.email,
      email_verified_at: user.emailVerifiedAt ? iso(user.emailVerifiedAt) : null,
      created_at: iso(user.createdAt),
      bio: user.bio,
      location: user.location,
      links: user.links,
      avatar_url: user.avatarUrl,
      content_language_preference: user.contentLanguagePreference,
      notification_preferences: presentNotificationPreferences(user.notificationPreferences),
      privacy_settings: presentPrivacySettings(user.privacySettings),
      signed_in_with: [...(user.passwordHash ? ["password"] : []), ...(user.googleId ? ["google"] : []), ...(user.facebookId ? ["facebook"] : [])],
    },
    reviews: reviewList,
    follows: followLists,
    notifications: notificationList,
    points,
    badges,
    saved_recipes: savedList,
    ...content,
    tastes: tastes ?? null,
  };
}
