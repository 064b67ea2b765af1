import { isApiError } from "~/platform/api-client/api-error";
import type { ApiClient } from "~/platform/api-client/client.server";
import { getRecipeReviews } from "~/platform/api-client/community.server";
import type { RecipeReviewsData } from "~/areas/reviews/recipe-reviews";

const RECIPE_REVIEWS_PER_PAGE = 10;

/**
 * A recipe's reviews for its page: a page of them by cursor and the reader's own (the client carries
 * the member's token). A bonus: null when the API cannot say, and the recipe still shows. A cursor
 * the API cannot read (422) shows the newest instead.
 */
export async function loadRecipeReviews(api: ApiClient, recipe: string, cursor: string | undefined): Promise<RecipeReviewsData | null> {
  const read = async (from: string | undefined): Promise<RecipeReviewsData> => {
    const page = await getRecipeReviews(api, recipe, { cursor: from, per_page: RECIPE_REVIEWS_PER_PAGE });
    return { items: page.data, mine: page.mine, nextCursor: page.meta.next_cursor, cursor: from ?? null };
  };
  try {
    return await read(cursor).catch((error) => (isApiError(error, 422) && cursor ? read(undefined) : Promise.reject(error)));
  } catch (error) {
    if (isApiError(error)) return null;
    throw error;
  }
}
