import { z } from "zod";
import { SEARCH_SLUG_MAX_LENGTH } from "./limits";

/**
 * A member's tastes (decision 071): the diets they follow, the ingredients they would rather not
 * eat and the cuisines they like, chosen in the onboarding after sign-up and changed in the settings.
 * Their home's strips and the search page's defaults read them (decision 075).
 */
export const TASTE_LIMITS = { diets: 8, dislikes: 20, cuisines: 12 } as const;

const slugList = (max: number) => z.array(z.string().trim().min(1).max(SEARCH_SLUG_MAX_LENGTH)).max(max);

/** What the onboarding sends: catalogue slugs (diet and cuisine categories, ingredients). */
export const tastesBody = z.object({
  diets: slugList(TASTE_LIMITS.diets),
  dislikes: slugList(TASTE_LIMITS.dislikes),
  cuisines: slugList(TASTE_LIMITS.cuisines),
});
export type TastesBody = z.infer<typeof tastesBody>;

const choice = z.object({ slug: z.string(), name: z.string() });

export const memberTastes = z
  .object({
    diets: z.array(choice),
    dislikes: z.array(choice),
    cuisines: z.array(choice),
    /** Saved or skipped the onboarding once: the home stops inviting them to it. */
    onboarded: z.boolean(),
    /**
     * What the onboarding and the settings offer, in the request's language: every diet, the
     * cuisines, the ingredients people most often leave out and those the member left out.
     */
    options: z.object({ diets: z.array(choice), dislikes: z.array(choice), cuisines: z.array(choice) }),
    /**
     * What a search applies for these tastes unless the member turns it off (decision 075), in the
     * search's own parameters: each diet as its diet tag (every one required, as a typed "vegana"
     * reads), each ingredient left out excluded. The page shows both as removable chips.
     */
    search: z.object({ include_tag_slugs: z.array(z.string()), exclude_ingredient_ids: z.array(z.string()) }),
  })
  .meta({ id: "MemberTastes" });
export type MemberTastes = z.infer<typeof memberTastes>;
