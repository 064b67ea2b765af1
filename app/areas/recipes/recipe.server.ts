import { type ActionFunctionArgs, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { Cooksnap } from "#api/contract/cooksnaps";
import { COOKSNAPS_ON_RECIPE_PAGE } from "#api/contract/limits";
import { getRecipeCooksnaps } from "~/platform/api-client/cooksnaps.server";
import { getRecipeQuestions } from "~/platform/api-client/forum-questions.server";
import type { RecipeQuestions } from "#api/contract/forum-questions";
import { reviewAction } from "~/areas/reviews/review-actions.server";
import type { RecipeSummary } from "#api/contract/recipes";
import { socialImageUrl } from "#api/contract/social-image";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getRecipe, getRelatedRecipes } from "~/platform/api-client/recipes.server";
import { readCursor } from "~/platform/paging/cursor.server";
import { loadRecipeReviews } from "~/areas/reviews/recipe-reviews.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { loadRecipeListPicker } from "~/areas/my-kitchen/recipe-lists/recipe-list-picker.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { requestedServings } from "./servings";

import { contentFlagAction } from "./content-flag.server";
import { cooksnapAction } from "./cooksnap-action.server";
import { readerUnitSystem, unitsAction } from "./units/unit-system.server";

/**
 * The recipe page's form posts: the reviews' (write, change, delete), "Lo he cocinado" (a
 * multipart post with the photo, or `intent=cooksnap`), the units switch (`intent=units`) and a
 * review's or cooksnap's flag (`intent=flag`).
 */
export async function action(args: ActionFunctionArgs) {
  if ((args.request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data")) return cooksnapAction(args);
  const formData = await args.request.clone().formData();
  const intent = formData.get("intent");
  if (intent === "units") return unitsAction(args, formData);
  if (intent === "flag") return contentFlagAction(args, formData);
  return intent === "cooksnap" ? cooksnapAction(args) : reviewAction(args);
}

const RELATED_RECIPES = 6;

/**
 * The recipe page: the recipe, its related recipes, its forum questions, its reviews (`?cursor=` for older ones; the
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
  // The latest cooksnaps are a bonus too (null: could not load).
  const cooksnaps = getRecipeCooksnaps(api, slug, { per_page: COOKSNAPS_ON_RECIPE_PAGE }).then(
    (page): Cooksnap[] | null => page.data,
    () => null,
  );
  // So are its forum questions (decision 095; null: could not load).
  const questions = getRecipeQuestions(api, slug).catch((): RecipeQuestions | null => null);
  const recipeLists = loadRecipeListPicker(request, context, api, slug);
  recipeLists.catch(() => undefined);
  const unitSystem = readerUnitSystem(request, context, api, requestLocale(request));
  unitSystem.catch(() => undefined);
  try {
    const recipe = await getRecipe(api, slug);
    // A recipe renamed after publication answers to its old slug (decision 052): send readers and search engines on.
    if (recipe.slug !== slug) {
      const url = new URL(request.url);
      throw redirect(`${localizePath(`/receta/${recipe.slug}`, requestLocale(request))}${url.search}`, 301);
    }
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
      cooksnaps: await cooksnaps,
      questions: await questions,
      recipeLists: await recipeLists,
      servings: requestedServings(new URL(request.url).searchParams) ?? recipe.servings,
      unitSystem: await unitSystem,
      meta,
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
