import type { AuthoredRecipe } from "../contract/recipe-authoring";
import type { Database } from "../db/client";
import { presentAuthoredRecipe } from "./authored-recipes";
import { findRecipeForAuthoring, type RecipeRow } from "./recipe-writing";

/**
 * What the author edits in the form, as the form shows it (decision 078): two recipes that give the
 * same text here would fill the form alike. Nutrition is left out: it is estimated again on save.
 */
function editedContent(recipe: AuthoredRecipe): string {
  const { title, description, servings, prep_minutes, cook_minutes, active_minutes, total_minutes, difficulty, video_url, featured_image_url, step_sections } = recipe;
  return JSON.stringify({
    title,
    description,
    servings,
    times: [prep_minutes, cook_minutes, active_minutes, total_minutes],
    difficulty,
    video_url,
    featured_image_url,
    lines: recipe.ingredients.map((line) => line.line),
    step_sections,
    categories: [...recipe.categories].sort(),
    tags: [...recipe.tags].sort(),
    extras: [recipe.notes, recipe.recipe_yield, recipe.equipment, recipe.source_name, recipe.source_url],
  });
}

/** A remix whose author has changed nothing yet of its original (one still stored): publishing it would only copy someone else's recipe. */
export async function isUnchangedRemix(db: Database, remix: RecipeRow, mediaBaseUrl: string): Promise<boolean> {
  if (remix.remixedFromId === null) return false;
  const original = await findRecipeForAuthoring(db, String(remix.remixedFromId), { deleted: true });
  if (!original) return false;
  const [mine, theirs] = await Promise.all([presentAuthoredRecipe(db, remix, mediaBaseUrl), presentAuthoredRecipe(db, original, mediaBaseUrl)]);
  return editedContent(mine) === editedContent(theirs);
}
