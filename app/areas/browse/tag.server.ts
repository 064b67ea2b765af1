import type { LoaderFunctionArgs } from "@remix-run/node";
import { RECIPES_PER_PAGE } from "#api/contract/limits";
import { isApiError } from "~/platform/api-client/api-error";
import { getTag, getTagRecipes } from "~/platform/api-client/catalogue.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { requireSlug } from "~/platform/http/canonical-slug.server";
import { notFound } from "~/platform/http/responses.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { parseListQuery } from "./list-query.server";
import { pagingOf, requireExistingPage } from "./paging.server";

/** /tag/{slug}: a page of the recipes that carry the tag. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const slug = requireSlug(request, params.slug);
  const { page } = parseListQuery(new URL(request.url));
  const api = await apiFor(request, context);
  const t = await getTranslator(request, "browse");
  try {
    const [tag, results] = await Promise.all([getTag(api, slug), getTagRecipes(api, slug, { page, limit: RECIPES_PER_PAGE })]);
    requireExistingPage(request, results.meta);
    const heading = t("tag.title", { tag: tag.name });
    return {
      tag,
      recipes: results.data,
      paging: pagingOf(results.meta),
      meta: {
        title: page > 1 ? t("pagedTitle", { title: heading, page }) : heading,
        description: t("tag.description", { count: tag.recipe_count, tag: tag.name }),
        keywords: [tag.name, t("recipes.keywords")].join(", "),
      },
    };
  } catch (error) {
    if (isApiError(error, 404)) throw notFound(request);
    throw error;
  }
}
