import { z } from "zod";
import { flaggableStatuses } from "./flags";
import { RATING_MAX, RATING_MIN, REVIEW_BODY_MAX_LENGTH } from "./limits";
import { hasForbiddenCharacters } from "./text";
import { recipeAuthor, recipeSummary } from "./recipes";

/** A page of a cursor-paged list: `next_cursor` is null on the last page. */
export const cursorPage = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: z.object({ per_page: z.number().int(), next_cursor: z.string().nullable() }) });

export const publicProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  avatar_url: z.string().nullable(),
  is_ai_chef: z.boolean(),
  bio: z.string().nullable(),
  /** What a member wrote about where they cook, and their own web addresses (http and https only). */
  location: z.string().nullable(),
  links: z.array(z.string()),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  recipes_count: z.number().int(),
  /** Null when the member keeps their activity to themselves (privacy: show_activity off). */
  reviews_count: z.number().int().nullable(),
  points: z.number().int().nullable(),
  level: z.number().int().nullable(),
  joined_at: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfile>;

/** A member in a followers or following list. */
export const memberCard = recipeAuthor.extend({ followed_at: z.string() });
export type MemberCard = z.infer<typeof memberCard>;

export const followStatus = z.object({ following: z.boolean(), followers_count: z.number().int() });

const ratingValue = z.coerce
  .number({ message: "validation.rating" })
  .int({ message: "validation.rating" })
  .min(RATING_MIN, { message: "validation.rating" })
  .max(RATING_MAX, { message: "validation.rating" });

export const reviewBody = z.object({
  rating: ratingValue,
  body: z
    .string()
    .trim()
    .max(REVIEW_BODY_MAX_LENGTH)
    .refine((body) => !hasForbiddenCharacters(body), { message: "validation.characters" })
    .optional()
    .default(""),
});
export type ReviewInput = z.infer<typeof reviewBody>;

export const review = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  body: z.string(),
  /** The language its text was written in (the page's); null for stars alone and for reviews older than this field. */
  language: z.enum(["es", "en"]).nullable(),
  user: recipeAuthor,
  recipe: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  created_at: z.string(),
  updated_at: z.string(),
  /** Anything but published is in an answer to its author only (decision 097). */
  status: z.enum(flaggableStatuses),
});
export type Review = z.infer<typeof review>;

/** What the recipe page shows beside its reviews: the reader's own, when signed in. */
export const recipeReviews = cursorPage(review).extend({ mine: review.nullable() });

export const feedItem = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("recipe"), at: z.string(), recipe: recipeSummary }),
  z.object({ kind: z.literal("review"), at: z.string(), review }),
]);
export type FeedItem = z.infer<typeof feedItem>;
