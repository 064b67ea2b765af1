import { z } from "zod";
import { cursorPage } from "./community";
import { recipeSummary } from "./recipes";

/** A saved recipe as the member's list shows it: the recipe's card and when it was saved. */
const savedRecipe = recipeSummary.extend({ saved_at: z.string() });
export type SavedRecipe = z.infer<typeof savedRecipe>;

/** A page of the caller's saved recipes, newest first, by cursor; `total` is how many they have saved. */
export const savedRecipesPage = cursorPage(savedRecipe).extend({
  meta: z.object({ per_page: z.number().int(), next_cursor: z.string().nullable(), total: z.number().int() }),
});

/** Whether the caller has saved a recipe, after a save or an unsave, and how many they have saved now. */
export const savedRecipeStatus = z.object({ recipe_id: z.number().int(), is_saved: z.boolean(), saved_recipes_count: z.number().int() });

/**
 * What a signed-in page needs of the member's saves (§4 loads them at session start): how many, and
 * which recipes, so a card shows "Guardado" without a call of its own. Sent with the profile.
 */
const savedRecipesState = z.object({ count: z.number().int(), recipe_ids: z.array(z.number().int()) });
export type SavedRecipesState = z.infer<typeof savedRecipesState>;

/** The profile call's `meta` (`GET /api/user/profile`): what every signed-in page shows of the member besides who they are. */
export const memberProfileMeta = z.object({ saved_recipes: savedRecipesState });
