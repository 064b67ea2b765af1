import { z } from "zod";
import type { Effects } from "../outbox/outbox-effects";
import { outboxEventType } from "../outbox/outbox-events";

/** The outbox events of the community's writes, follows and reviews, and what each brings (decisions/035, 067). */
const member = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

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

export const followEvent = outboxEventType("follow", z.object({ follower: member, followedId: z.number().int() }), ({ follower, followedId }) =>
  followEffects(follower, followedId),
);

export const reviewEvent = outboxEventType(
  "review",
  z.object({
    review: z.object({ id: z.number().int(), rating: z.number().int(), body: z.string() }),
    reviewer: member,
    recipe: z.object({ id: z.number().int(), slug: z.string(), titleEs: z.string(), titleEn: z.string(), authorId: z.number().int() }),
  }),
  ({ review, reviewer, recipe }) => reviewEffects(review, reviewer, recipe),
);
