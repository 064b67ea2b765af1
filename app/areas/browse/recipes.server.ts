import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { RECIPES_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { getCategory, getCategoryRecipes, getRecipeListing } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { DEFAULT_SORT, listHref } from "./list-query";
import { parseListQuery } from "./list-query.server";
import { pagingOf, requireExistingPage } from "./paging.server";

/** /recetas/: every published recipe, or those of one category, in the chosen order. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = parseListQuery(new URL(request.url));
  const basePath = localizePath("/recetas/", requestLocale(request));
  const api = await apiFor(request, context);
  const listParams = { page: query.page, limit: RECIPES_PER_PAGE, sort_by: query.sort };

  const [t, { category, results }] = await Promise.all([
    getTranslator(request, "browse"),
    (async () => {
      if (!query.category) return { category: null, results: await getRecipeListing(api, listParams) };
      try {
        const [category, results] = await Promise.all([getCategory(api, query.category), getCategoryRecipes(api, query.category, listParams)]);
        return { category, results };
      } catch (error) {
        // A category that no longer exists: the unfiltered list, rather than an error page.
        if (isApiError(error, 404)) throw redirect(listHref(basePath, { sort: query.sort }));
        throw error;
      }
    })(),
  ]);
  requireExistingPage(request, results.meta);

  const heading = category ? t("recipes.titleInCategory", { category: category.name }) : t("recipes.title");
  return {
    basePath,
    sort: query.sort,
    category: category ? { slug: category.slug, name: category.name } : null,
    recipes: results.data,
    paging: pagingOf(results.meta),
    heading,
    meta: {
      title: query.page > 1 ? t("pagedTitle", { title: heading, page: query.page }) : heading,
      description: t("recipes.description"),
      keywords: t("recipes.keywords"),
      // Re-ordered or narrowed views repeat the canonical list (and the category page); later pages stay indexable.
      noindex: Boolean(category) || query.sort !== DEFAULT_SORT,
    },
  };
}
