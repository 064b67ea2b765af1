import type { AppLoadContext } from "@remix-run/node";
import type { RecipeListMembership } from "#api/contract/recipe-lists";
import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { getRecipeListsWithRecipe } from "~/platform/api-client/recipe-lists.server";
import { getCurrentUser } from "~/platform/access/current-user.server";

/** What the recipe page's "add to a list" needs: a visitor is asked to sign in; a member picks from their lists (null: could not load). */
export type RecipeListPickerData = { signedIn: false } | { signedIn: true; lists: RecipeListMembership[] | null };

export async function loadRecipeListPicker(request: Request, context: AppLoadContext, api: ApiClient, recipe: string): Promise<RecipeListPickerData> {
  if (!(await getCurrentUser(request, context))) return { signedIn: false };
  // A bonus on the recipe page: it stands without it.
  const lists = await getRecipeListsWithRecipe(api, recipe).catch((error) => (isApiError(error) ? null : Promise.reject(error)));
  return { signedIn: true, lists };
}
