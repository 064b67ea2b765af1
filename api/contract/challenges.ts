import { z } from "zod";
import {
  CHALLENGE_ENTRIES_PER_MEMBER_MAX,
  CHALLENGE_REQUIREMENTS_MAX,
  CHALLENGE_RULES_MAX_LENGTH,
  CHALLENGE_RULES_MIN_LENGTH,
  CHALLENGE_THEME_MAX_LENGTH,
  CHALLENGE_THEME_MIN_LENGTH,
  CHALLENGE_TITLE_MAX_LENGTH,
  CHALLENGE_TITLE_MIN_LENGTH,
  SLUG_MAX_LENGTH,
} from "./limits";
import { recipeAuthor, recipeImage } from "./recipes";
import { slugPattern } from "./slug-param";
import { boundedText, mediaStoreCover } from "./written-fields";

/**
 * Cooking challenges (issue 34, decision 109): a host sets a theme, rules and two windows; members
 * enter their own published recipes or "Lo he cocinado" photos while entries are open, vote for
 * others' entries while voting is open, and the leaderboard shows once voting closes. The phase is
 * read from the windows and the clock: nothing is written when one opens or closes (decision 110).
 */

const challengePhases = ["upcoming", "open", "voting", "finished"] as const;
export type ChallengePhase = (typeof challengePhases)[number];

/** The phase at `now` (epoch ms) of a challenge with these windows. */
export function challengePhase(windows: { opens_at: string; voting_at: string; closes_at: string }, now: number): ChallengePhase {
  if (now < Date.parse(windows.opens_at)) return "upcoming";
  if (now < Date.parse(windows.voting_at)) return "open";
  if (now < Date.parse(windows.closes_at)) return "voting";
  return "finished";
}

const catalogueRef = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
const cover = recipeImage.pick({ url: true, width: true, height: true });

const challengeSummary = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  theme: z.string(),
  cover: cover.nullable(),
  host: recipeAuthor,
  phase: z.enum(challengePhases),
  opens_at: z.string(),
  voting_at: z.string(),
  closes_at: z.string(),
  max_entries_per_member: z.number().int(),
  required_ingredients: z.array(catalogueRef),
  required_tags: z.array(catalogueRef),
  entries_count: z.number().int(),
});
export type ChallengeSummary = z.infer<typeof challengeSummary>;

export const challengeList = z.object({ data: z.array(challengeSummary) });
export type ChallengeList = z.infer<typeof challengeList>;

const challengeEntry = z.object({
  id: z.number().int(),
  kind: z.enum(["recipe", "cooksnap"]),
  user: recipeAuthor,
  recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  /** The recipe's picture, or the cooksnap's photo. */
  image: cover.nullable(),
  /** A cooksnap's comment; null for a recipe. */
  comment: z.string().nullable(),
  created_at: z.string(),
  /** Hidden (null) until voting closes. */
  votes: z.number().int().nullable(),
  /** 1 for the most voted, ties sharing a place; null until voting closes. */
  place: z.number().int().nullable(),
});
export type ChallengeEntry = z.infer<typeof challengeEntry>;

export const challenge = challengeSummary.extend({
  rules: z.string(),
  /** Newest first while the challenge runs; by place once it is finished. */
  entries: z.array(challengeEntry),
});
export type Challenge = z.infer<typeof challenge>;

/** What the caller has done in a challenge and what they could enter. */
export const challengeMine = z.object({
  entry_ids: z.array(z.number().int()),
  voted_entry_ids: z.array(z.number().int()),
  /** Their published recipes and published cooksnaps not yet entered (the entry form's choices), newest first. */
  eligible: z.array(z.object({ kind: z.enum(["recipe", "cooksnap"]), id: z.number().int(), title: z.string(), missing: z.array(z.string()) })),
});
export type ChallengeMine = z.infer<typeof challengeMine>;

const catalogueSlug = z.string({ message: "validation.string" }).max(SLUG_MAX_LENGTH, { message: "validation.too_long" }).regex(slugPattern, { message: "validation.format" });
const moment = z.string({ message: "validation.required" }).datetime({ offset: true, message: "validation.format" });

/** What a host writes: both languages' texts, a cover from the media store, the windows, what entries must have. */
export const challengeBody = z
  .object({
    title_es: boundedText(CHALLENGE_TITLE_MIN_LENGTH, CHALLENGE_TITLE_MAX_LENGTH),
    title_en: boundedText(CHALLENGE_TITLE_MIN_LENGTH, CHALLENGE_TITLE_MAX_LENGTH),
    theme_es: boundedText(CHALLENGE_THEME_MIN_LENGTH, CHALLENGE_THEME_MAX_LENGTH),
    theme_en: boundedText(CHALLENGE_THEME_MIN_LENGTH, CHALLENGE_THEME_MAX_LENGTH),
    rules_es: boundedText(CHALLENGE_RULES_MIN_LENGTH, CHALLENGE_RULES_MAX_LENGTH),
    rules_en: boundedText(CHALLENGE_RULES_MIN_LENGTH, CHALLENGE_RULES_MAX_LENGTH),
    cover: mediaStoreCover,
    opens_at: moment,
    voting_at: moment,
    closes_at: moment,
    max_entries_per_member: z
      .number({ message: "validation.integer" })
      .int()
      .min(1, { message: "validation.between" })
      .max(CHALLENGE_ENTRIES_PER_MEMBER_MAX, { message: "validation.between" })
      .default(1),
    required_ingredients: z.array(catalogueSlug, { message: "validation.array" }).max(CHALLENGE_REQUIREMENTS_MAX, { message: "validation.too_many" }).default([]),
    required_tags: z.array(catalogueSlug, { message: "validation.array" }).max(CHALLENGE_REQUIREMENTS_MAX, { message: "validation.too_many" }).default([]),
  })
  .refine((body) => Date.parse(body.opens_at) < Date.parse(body.voting_at), { message: "validation.after", path: ["voting_at"] })
  .refine((body) => Date.parse(body.voting_at) < Date.parse(body.closes_at), { message: "validation.after", path: ["closes_at"] });
export type ChallengeInput = z.infer<typeof challengeBody>;

const entryId = z
  .number({ message: "validation.integer" })
  .int({ message: "validation.integer" })
  .min(1, { message: "validation.between" })
  .max(2_147_483_647, { message: "validation.between" });

/** An entry: one of the caller's published recipes, or one of their cooksnaps. */
export const challengeEntryBody = z.union([z.object({ recipe_id: entryId }).strict(), z.object({ cooksnap_id: entryId }).strict()], { message: "validation.required" });
export type ChallengeEntryInput = z.infer<typeof challengeEntryBody>;
