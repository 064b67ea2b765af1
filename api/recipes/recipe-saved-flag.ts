import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { savedRecipes } from "../db/schema";

/**
 * A recipe's `is_saved` for the member asking (§4): read from saved_recipes where the recipe is
 * answered, so the recipe area does not import the saved-recipes area, which lists recipes and so
 * imports this one (decision 068).
 */
export async function isRecipeSaved(db: Database, userId: number, recipeId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: savedRecipes.createdAt })
    .from(savedRecipes)
    .where(and(eq(savedRecipes.userId, userId), eq(savedRecipes.recipeId, recipeId)));
  return Boolean(row);
}
