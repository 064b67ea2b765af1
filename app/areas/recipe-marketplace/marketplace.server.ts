import type { LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getRecipeShoppingList } from "~/platform/api-client/shopping-list.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { requestedServings } from "~/areas/recipes/servings";
import { visitorUnitChoice } from "~/areas/recipes/units/unit-system.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";

/**
 * /receta/{slug}/marketplace: what to buy for the recipe at `?servings=` (its own yield when absent
 * or not a valid yield), by aisle; a member's pantry taken off by the API (decision 054).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  const slug = requireSlug(request, params.slug, (canonical) => localizePath(`/receta/${canonical}/marketplace`, locale));
  const servings = requestedServings(new URL(request.url).searchParams);
  const [api, t, units] = await Promise.all([apiFor(request, context), getTranslator(request, "recipe-marketplace"), visitorUnitChoice(request)]);
  try {
    const list = await getRecipeShoppingList(api, slug, servings, units);
    const meta: LoaderMeta = { title: t("page.title", { title: list.recipe.title }), description: t("page.description", { title: list.recipe.title }) };
    return { list, meta };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
