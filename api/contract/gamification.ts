import { z } from "zod";

export const badgeKeys = ["first_recipe", "first_review", "critic", "well_liked", "rising_star", "streak_7", "challenge_winner"] as const;
export type BadgeKey = (typeof badgeKeys)[number];

const gamificationStats = z.object({
  points: z.number().int(),
  level: z.number().int(),
  /** Points where the current level starts and the next begins (null at the top level). */
  level_floor: z.number().int(),
  next_level_at: z.number().int().nullable(),
  /** 0 to 100. */
  progress_percent: z.number().int(),
  streak_days: z.number().int(),
  badges: z.array(z.object({ key: z.enum(badgeKeys), name: z.string(), description: z.string(), earned_at: z.string().nullable() })),
  counts: z.object({ recipes: z.number().int(), reviews_written: z.number().int(), reviews_received: z.number().int(), followers: z.number().int() }),
});
export type GamificationStats = z.infer<typeof gamificationStats>;

/** §7 reads the stats at data.data. */
export const gamificationAnswer = z.object({ data: z.object({ data: gamificationStats }) });
