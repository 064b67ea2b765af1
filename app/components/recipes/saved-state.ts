/** The form fields of "Guardar" / "Guardado", which the page's action and the buttons share. */
export const SAVE_INTENT = { save: "save-recipe", unsave: "unsave-recipe" } as const;
export const SAVED_RECIPES_PATH = "/user/saved-recipes";

/** A save or unsave on its way: which recipe, and whether it is being saved. */
export interface PendingSave {
  recipeId: number;
  saving: boolean;
}

/** The pending save a form's data stands for, if it is one of ours. */
export function pendingSaveOf(formData: FormData | undefined): PendingSave | undefined {
  const intent = formData?.get("intent");
  if (intent !== SAVE_INTENT.save && intent !== SAVE_INTENT.unsave) return undefined;
  const recipeId = Number(formData?.get("recipe"));
  return Number.isInteger(recipeId) && recipeId > 0 ? { recipeId, saving: intent === SAVE_INTENT.save } : undefined;
}

/**
 * The member's saves as they should look now (optimistic UI): what is being sent wins over what
 * was loaded, the latest sending last; the count moves only when a recipe's state actually changes.
 */
export function optimisticSaves(loaded: { count: number; recipe_ids: readonly number[] }, pending: readonly PendingSave[]): { count: number; isSaved(recipeId: number): boolean } {
  const saved = new Set(loaded.recipe_ids);
  let count = loaded.count;
  for (const { recipeId, saving } of pending) {
    if (saving === saved.has(recipeId)) continue;
    if (saving) saved.add(recipeId);
    else saved.delete(recipeId);
    count += saving ? 1 : -1;
  }
  return { count: Math.max(0, count), isSaved: (recipeId) => saved.has(recipeId) };
}
