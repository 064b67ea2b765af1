import type { LoaderFunctionArgs } from "@remix-run/node";
import type { RecipeSummary } from "#api/contract/recipes";
import { socialImageUrl } from "#api/contract/social-image";
import { isApiError } from "~/api-client/api-error";
import { apiFor } from "~/api-client/for-request.server";
import { getRecipe, getRelatedRecipes } from "~/api-client/recipes.server";
import { readCursor } from "~/community/cursor.server";
import { loadRecipeReviews } from "~/community/recipe-reviews.server";
import { requireSlug } from "~/http/canonical-slug.server";
import { notFound } from "~/http/responses.server";
import { requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import type { LoaderMeta } from "~/seo/route-meta";
import { requestedServings } from "./servings";

/** The recipe page's form posts are the reviews' (write, change, delete). */
export { reviewAction as action } from "~/community/review-actions.server";

const RELATED_RECIPES = 6;

/**
 * The recipe page: the recipe, its related recipes, its reviews (`?cursor=` for older ones; the
 * reader's own when signed in) and the yield asked for with `?servings=N`.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Canonical rule: the slug segment is lowercased and slugified; what cannot be is not a page.
  const slug = requireSlug(request, params.slug, (canonical) => localizePath(`/receta/${canonical}`, requestLocale(request)));
  const api = await apiFor(request, context);
  // Related recipes are a bonus: the page stands without them.
  const related = getRelatedRecipes(api, slug, RELATED_RECIPES).catch((): RecipeSummary[] => []);
  // So are the reviews (null: could not load).
  const cursor = readCursor(new URL(request.url));
  const reviews = loadRecipeReviews(api, slug, cursor);
  // Awaited only on success; a failure (a thrown redirect) must not go unhandled meanwhile.
  reviews.catch(() => undefined);
  try {
    const recipe = await getRecipe(api, slug);
    const meta: LoaderMeta = {
      title: recipe.title,
      description: recipe.description,
      keywords: [...new Set([...recipe.tags, ...recipe.categories].map((item) => item.name))].join(", "),
      // Social previews show no SVG: the illustration's PNG card (decision 039).
      image: recipe.featured_image_url ? (socialImageUrl(recipe.featured_image_url) ?? recipe.featured_image_url) : undefined,
      type: "article",
      // An older slice of the reviews is the same recipe as far as search engines care.
      noindex: cursor !== undefined || undefined,
    };
    return {
      recipe,
      related: await related,
      reviews: await reviews,
      servings: requestedServings(new URL(request.url).searchParams) ?? recipe.servings,
      meta,
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
