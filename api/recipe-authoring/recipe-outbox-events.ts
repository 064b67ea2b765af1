import { eq } from "drizzle-orm";
import { z } from "zod";
import { follows } from "../db/schema";
import type { Effects } from "../outbox/outbox-effects";
import { outboxEventType } from "../outbox/outbox-events";

/** What a publication earns its author, once per recipe whatever the republications: points, the active day, badges. */
export function publicationRewards(recipeId: number, authorId: number, at?: Date): Effects {
  return {
    points: [{ userId: authorId, rule: "recipe_published", subject: recipeId }],
    activity: [{ userId: authorId, at }],
    notifications: [],
    badges: [{ userId: authorId, candidates: ["first_recipe", "streak_7"] }],
  };
}

/**
 * What publishing a recipe brings (decision 052): the author's rewards, and a notification to each follower (once per
 * recipe; their preferences decide). Followers are read when the event is done, off the request.
 */
export const recipePublishedEvent = outboxEventType(
  "recipe_published",
  z.object({
    recipe: z.object({ id: z.number().int(), slug: z.string(), titleEs: z.string(), titleEn: z.string(), authorId: z.number().int() }),
    author: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  }),
  async ({ recipe, author }, db) => {
    const followers = await db.select({ id: follows.followerId }).from(follows).where(eq(follows.followedId, recipe.authorId));
    return {
      ...publicationRewards(recipe.id, recipe.authorId),
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
    };
  },
);
