import { z } from "zod";
import { badgeKeys } from "./gamification";
import { recipeAuthor } from "./recipes";

const recipeLink = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });

/**
 * One thing a member did or that happened to them, newest first on their dashboard: a review they
 * wrote, someone they followed, a new follower, a badge. `points` are those the event earned.
 */
const activityItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("review_written"), at: z.string(), points: z.number().int(), rating: z.number().int(), recipe: recipeLink }),
  z.object({ kind: z.literal("followed"), at: z.string(), member: recipeAuthor }),
  z.object({ kind: z.literal("follower_gained"), at: z.string(), points: z.number().int(), member: recipeAuthor }),
  z.object({ kind: z.literal("badge_earned"), at: z.string(), badge: z.object({ key: z.enum(badgeKeys), name: z.string() }) }),
]);
export type ActivityItem = z.infer<typeof activityItem>;

export const activityAnswer = z.object({ data: z.array(activityItem) });
