import type { BadgeKey } from "../contract/gamification";
import type { Database } from "../db/client";
import { awardPoints, earnBadges, recordActivity } from "../gamification/gamification";
import { type NotificationPublisher, notify } from "../notifications/notifier";

/**
 * What follows a member's action: points (each once per event, decisions/019), the active day,
 * badges newly earned, and the notifications they cause. Each step is idempotent, so a repeated
 * event (a retry, a follow after an unfollow) rewards and notifies nobody twice.
 */
async function grantBadges(db: Database, publisher: NotificationPublisher, userId: number, candidates: readonly BadgeKey[]) {
  for (const badge of await earnBadges(db, userId, candidates)) {
    await notify(db, publisher, { userId, type: "badge_earned", eventKey: `badge:${badge}`, facts: { badge, link: "/user/dashboard" } });
  }
}

export async function afterFollow(db: Database, publisher: NotificationPublisher, follower: { id: number; name: string; slug: string }, followedId: number) {
  await awardPoints(db, followedId, "follower_gained", follower.id);
  await recordActivity(db, follower.id);
  await notify(db, publisher, {
    userId: followedId,
    type: "new_follower",
    eventKey: `follow:${follower.id}`,
    facts: { actor: { id: follower.id, name: follower.name, slug: follower.slug }, link: `/users/${follower.slug}` },
  });
  await grantBadges(db, publisher, followedId, ["rising_star"]);
  await grantBadges(db, publisher, follower.id, ["streak_7"]);
}

export async function afterReview(
  db: Database,
  publisher: NotificationPublisher,
  review: { id: number; rating: number; body: string },
  reviewer: { id: number; name: string; slug: string },
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
) {
  await awardPoints(db, reviewer.id, "review_written", recipe.id);
  await awardPoints(db, recipe.authorId, "review_received", `${recipe.id}:${reviewer.id}`);
  await recordActivity(db, reviewer.id);
  await notify(db, publisher, {
    userId: recipe.authorId,
    type: "recipe_review",
    eventKey: `review:${review.id}`,
    facts: {
      actor: { id: reviewer.id, name: reviewer.name, slug: reviewer.slug },
      recipe: { id: recipe.id, slug: recipe.slug, title_es: recipe.titleEs, title_en: recipe.titleEn },
      rating: review.rating,
      has_text: review.body.length > 0,
      link: `/receta/${recipe.slug}#reviews`,
    },
  });
  await grantBadges(db, publisher, reviewer.id, ["first_review", "critic", "streak_7"]);
  await grantBadges(db, publisher, recipe.authorId, ["well_liked"]);
}

export async function afterRecipePublished(db: Database, publisher: NotificationPublisher, recipe: { id: number; authorId: number; publishedAt: Date }) {
  await awardPoints(db, recipe.authorId, "recipe_published", recipe.id);
  await recordActivity(db, recipe.authorId, recipe.publishedAt);
  await grantBadges(db, publisher, recipe.authorId, ["first_recipe", "streak_7"]);
}
