import type { BadgeKey } from "../contract/gamification";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { follows } from "../db/schema";
import { awardPointsMany, earnBadgesMany, type PointRule, recordActivityMany } from "../gamification/gamification";
import { type NotificationEvent, type NotificationPublisher, notifyMany } from "../notifications/notifier";

/**
 * What follows a member's action: points (each once per event, decisions/019), the active day,
 * badges newly earned, and the notifications they cause. Each step is idempotent, so a repeated
 * event (a retry, a follow after an unfollow) rewards and notifies nobody twice.
 *
 * Each action says its effects as data; `applyEffects` does those of many actions together (the
 * outbox worker's batch, decisions/037): the points of all of them in one statement, the active
 * days in another, then each notification, then each member's badges once.
 */
export interface Effects {
  points: { userId: number; rule: PointRule; subject: string | number }[];
  activity: { userId: number; at?: Date }[];
  notifications: NotificationEvent[];
  /** Badges the action may have earned, per member. */
  badges: { userId: number; candidates: readonly BadgeKey[] }[];
}

export function followEffects(follower: { id: number; name: string; slug: string }, followedId: number): Effects {
  return {
    points: [{ userId: followedId, rule: "follower_gained", subject: follower.id }],
    activity: [{ userId: follower.id }],
    notifications: [
      {
        userId: followedId,
        type: "new_follower",
        eventKey: `follow:${follower.id}`,
        facts: { actor: { id: follower.id, name: follower.name, slug: follower.slug }, link: `/users/${follower.slug}` },
      },
    ],
    badges: [
      { userId: followedId, candidates: ["rising_star"] },
      { userId: follower.id, candidates: ["streak_7"] },
    ],
  };
}

export function reviewEffects(
  review: { id: number; rating: number; body: string },
  reviewer: { id: number; name: string; slug: string },
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
): Effects {
  return {
    points: [
      { userId: reviewer.id, rule: "review_written", subject: recipe.id },
      { userId: recipe.authorId, rule: "review_received", subject: `${recipe.id}:${reviewer.id}` },
    ],
    activity: [{ userId: reviewer.id }],
    notifications: [
      {
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
      },
    ],
    badges: [
      { userId: reviewer.id, candidates: ["first_review", "critic", "streak_7"] },
      { userId: recipe.authorId, candidates: ["well_liked"] },
    ],
  };
}

/** A cooksnap (decision 055): the cook's active day, and the recipe's author told (not when they cooked their own). */
export function cooksnapEffects(
  cooksnap: { id: number },
  cook: { id: number; name: string; slug: string },
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
): Effects {
  return {
    points: [],
    activity: [{ userId: cook.id }],
    notifications:
      recipe.authorId === cook.id
        ? []
        : [
            {
              userId: recipe.authorId,
              type: "cooksnap_posted",
              eventKey: `cooksnap:${cooksnap.id}`,
              facts: {
                actor: { id: cook.id, name: cook.name, slug: cook.slug },
                recipe: { id: recipe.id, slug: recipe.slug, title_es: recipe.titleEs, title_en: recipe.titleEn },
                link: `/receta/${recipe.slug}#cooksnaps`,
              },
            },
          ],
    badges: [{ userId: cook.id, candidates: ["streak_7"] }],
  };
}

/** An admin's decision on an ingredient proposal (decision 058): its member is told, with the reason if any. */
export function ingredientProposalDecidedEffects(proposal: {
  id: number;
  userId: number;
  nameEs: string | null;
  nameEn: string | null;
  approved: boolean;
  reason: string | null;
}): Effects {
  return {
    points: [],
    activity: [],
    notifications: [
      {
        userId: proposal.userId,
        type: "ingredient_proposal_decided",
        eventKey: `ingredient_proposal:${proposal.id}`,
        facts: {
          proposal: { name_es: proposal.nameEs ?? "", name_en: proposal.nameEn ?? "", approved: proposal.approved, reason: proposal.reason },
          // Their recipes, where a draft's unmatched line now matches (or still waits for another name).
          link: "/user/recipes",
        },
      },
    ],
    badges: [],
  };
}

/**
 * Does the effects of one or many actions: their points in one statement, their active days in
 * another, then the badges they may have earned (checked after every point and day is written), then
 * every notification, the badges' last, in one more. The same few statements for a batch as for one.
 */
export async function applyEffects(db: Database, publisher: NotificationPublisher, all: Effects[]) {
  await awardPointsMany(
    db,
    all.flatMap((effects) => effects.points),
  );
  await recordActivityMany(
    db,
    all.flatMap((effects) => effects.activity),
  );
  const earned = await earnBadgesMany(
    db,
    all.flatMap((effects) => effects.badges),
  );
  await notifyMany(db, publisher, [
    ...all.flatMap((effects) => effects.notifications),
    ...earned.map(({ userId, badge }): NotificationEvent => ({ userId, type: "badge_earned", eventKey: `badge:${badge}`, facts: { badge, link: "/user/dashboard" } })),
  ]);
}

export async function afterFollow(db: Database, publisher: NotificationPublisher, follower: { id: number; name: string; slug: string }, followedId: number) {
  await applyEffects(db, publisher, [followEffects(follower, followedId)]);
}

export async function afterReview(
  db: Database,
  publisher: NotificationPublisher,
  review: { id: number; rating: number; body: string },
  reviewer: { id: number; name: string; slug: string },
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
) {
  await applyEffects(db, publisher, [reviewEffects(review, reviewer, recipe)]);
}

/**
 * What publishing a recipe brings (decision 052): the author's points (once per recipe, whatever
 * the republications), active day and badges, and a notification to each follower (once per
 * recipe; their preferences decide). Followers are read when the event is done, off the request.
 */
export async function recipePublishedEffects(
  db: Database,
  recipe: { id: number; slug: string; titleEs: string; titleEn: string; authorId: number },
  author: { id: number; name: string; slug: string },
  publishedAt?: Date,
): Promise<Effects> {
  const followers = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followedId, recipe.authorId));
  return {
    points: [{ userId: recipe.authorId, rule: "recipe_published", subject: recipe.id }],
    activity: [{ userId: recipe.authorId, at: publishedAt }],
    notifications: followers.map(({ id }) => ({
      userId: id,
      type: "recipe_published",
      eventKey: `recipe_published:${recipe.id}`,
      facts: {
        actor: author,
        recipe: { id: recipe.id, slug: recipe.slug, title_es: recipe.titleEs, title_en: recipe.titleEn },
        link: `/receta/${recipe.slug}`,
      },
    })),
    badges: [{ userId: recipe.authorId, candidates: ["first_recipe", "streak_7"] }],
  };
}

/** The seed's publications: points, day and badges only (the demo's followers are not told about recipes that were always there). */
export async function afterRecipePublished(db: Database, publisher: NotificationPublisher, recipe: { id: number; authorId: number; publishedAt: Date }) {
  await applyEffects(db, publisher, [
    {
      points: [{ userId: recipe.authorId, rule: "recipe_published", subject: recipe.id }],
      activity: [{ userId: recipe.authorId, at: recipe.publishedAt }],
      notifications: [],
      badges: [{ userId: recipe.authorId, candidates: ["first_recipe", "streak_7"] }],
    },
  ]);
}
