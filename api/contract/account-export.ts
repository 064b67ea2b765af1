import { z } from "zod";
import { ingredientProposal } from "./ingredient-proposals";
import { mealPlan } from "./meal-plans";
import { photo } from "./photos";
import { authoredRecipe } from "./recipe-authoring";

const exportedRecipe = authoredRecipe.omit({ id: true, user: true, remixed_from: true }).extend({
  /** The recipe it was remixed from, while that one is published or the member's own. */
  remixed_from_slug: z.string().nullable(),
});

const plannedEntry = mealPlan.shape.entries.element;
const exportedMealPlan = z.object({
  name: z.string(),
  starts_on: z.string(),
  ends_on: z.string(),
  entries: z.array(
    plannedEntry.pick({ day: true, slot: true, kind: true, servings: true, note: true }).extend({
      /** The recipe cooked (for leftovers, the cook's); null when it is no longer published. */
      recipe_slug: z.string().nullable(),
      /** For leftovers: the day and slot of the entry that cooks them. */
      leftovers_of: z.object({ day: z.string(), slot: plannedEntry.shape.slot }).nullable(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});

/**
 * The data export (GET /api/user/export): everything the site keeps about the member, as JSON.
 * Each later area adds its own key here and a reader in api/account/account-export-sections.ts.
 */
export const accountExport = z.object({
  format: z.literal("sazon-account-export"),
  version: z.literal(1),
  exported_at: z.string(),
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    email: z.string(),
    email_verified_at: z.string().nullable(),
    created_at: z.string(),
    bio: z.string(),
    location: z.string(),
    links: z.array(z.string()),
    avatar_url: z.string().nullable(),
    content_language_preference: z.string().nullable(),
    notification_preferences: z.record(z.string(), z.boolean()),
    privacy_settings: z.record(z.string(), z.boolean()),
    signed_in_with: z.array(z.string()),
  }),
  reviews: z.array(
    z.object({
      recipe: z.object({ slug: z.string(), title_es: z.string(), title_en: z.string() }),
      rating: z.number().int(),
      body: z.string(),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  follows: z.object({
    following: z.array(z.object({ slug: z.string(), name: z.string(), since: z.string() })),
    followers: z.array(z.object({ slug: z.string(), name: z.string(), since: z.string() })),
  }),
  notifications: z.array(z.object({ type: z.string(), data: z.record(z.string(), z.unknown()), read_at: z.string().nullable(), created_at: z.string() })),
  points: z.object({ total: z.number().int(), awards: z.array(z.object({ rule: z.string(), points: z.number().int(), at: z.string() })) }),
  badges: z.array(z.object({ badge: z.string(), earned_at: z.string() })),
  saved_recipes: z.array(z.object({ recipe: z.object({ slug: z.string(), title_es: z.string(), title_en: z.string() }), saved_at: z.string() })),
  /** Every recipe the member wrote: drafts, published, scheduled and deleted ones alike. */
  recipes: z.array(exportedRecipe),
  cooksnaps: z.array(
    z.object({
      /** Null when the recipe is no longer published. */
      recipe_slug: z.string().nullable(),
      comment: z.string(),
      cooked_on: z.string(),
      photo,
      created_at: z.string(),
    }),
  ),
  photos: z.array(photo.extend({ created_at: z.string() })),
  recipe_lists: z.array(
    z.object({
      name: z.string(),
      slug: z.string(),
      description: z.string(),
      is_public: z.boolean(),
      /** Its published recipes, in the member's order. */
      recipe_slugs: z.array(z.string()),
      created_at: z.string(),
      updated_at: z.string(),
    }),
  ),
  meal_plans: z.array(exportedMealPlan),
  shopping_lists: z.object({
    own: z.array(
      z.object({
        name: z.string(),
        /** The members it is shared with, by handle. */
        shared_with: z.array(z.string()),
        lines: z.array(
          z.object({
            /** What a line without a catalogue ingredient says; the ingredient's slug names the others. */
            text: z.string(),
            ingredient: z.string().nullable(),
            quantity: z.number().nullable(),
            unit: z.string().nullable(),
            is_manual: z.boolean(),
            checked: z.boolean(),
            checked_at: z.string().nullable(),
          }),
        ),
      }),
    ),
    /** Other members' lists shared with the member: whose and which, not what is on them. */
    shared_with_me: z.array(z.object({ name: z.string(), owner: z.string() })),
  }),
  pantry: z.object({
    assume_staples: z.boolean(),
    items: z.array(
      z.object({
        ingredient: z.object({ slug: z.string(), name_es: z.string(), name_en: z.string() }),
        quantity: z.number().nullable(),
        unit: z.string().nullable(),
        updated_at: z.string(),
      }),
    ),
  }),
  /** The tastes the member chose (decision 071; null before the onboarding): catalogue slugs, as saved. */
  tastes: z.object({ diets: z.array(z.string()), dislikes: z.array(z.string()), cuisines: z.array(z.string()) }).nullable(),
  ingredient_proposals: z.array(
    ingredientProposal.pick({ name_es: true, name_en: true, source_line: true, status: true, rejection_reason: true, created_at: true, decided_at: true }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
