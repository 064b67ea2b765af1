import type { LoaderFunctionArgs } from "@remix-run/node";
import { RECIPES_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { getCategory, getCategoryRecipes } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";
import { parseListQuery } from "./list-query.server";
import { pagingOf, requireExistingPage } from "./paging.server";

/** /categoria/{slug}: the category, its sub-categories and a page of its recipes (descendants included). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // §2 canonical rule: the category slug is slugified; what cannot be is not a page.
  const slug = requireSlug(request, params.slug, (canonical) => localizePath(`/categoria/${canonical}`, requestLocale(request)));
  const { page } = parseListQuery(new URL(request.url));
  const api = await apiFor(request, context);
  const t = await getTranslator(request, "browse");
  try {
    const [category, results] = await Promise.all([getCategory(api, slug), getCategoryRecipes(api, slug, { page, limit: RECIPES_PER_PAGE })]);
    requireExistingPage(request, results.meta);
    const heading = t("category.title", { category: category.name });
    return {
      category,
      recipes: results.data,
      paging: pagingOf(results.meta),
      meta: {
        title: page > 1 ? t("pagedTitle", { title: heading, page }) : heading,
        description: t("category.description", { count: category.recipe_count, category: category.name }),
        keywords: [category.name, ...category.ancestors.map((ancestor) => ancestor.name), t("recipes.keywords")].join(", "),
      },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
