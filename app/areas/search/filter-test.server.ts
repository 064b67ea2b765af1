import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/platform/api-client/for-request.server";
import { searchRecipePage } from "~/platform/api-client/search.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import type { LoaderMeta } from "~/platform/seo/route-meta";
import { parseSearchParams, toApiSearch, toSearchParams } from "./search-url";

/**
 * /test/filtros (§2; issue 34): the search's filters checked by hand. The address takes the search
 * page's own parameters; the page shows what they read as (the clean /buscar/ query, invalid values
 * dropped), the recipe API's query they stand for, and the API's answer as it came. No redirect to a
 * clean address and no member's tastes: what is typed is what is asked.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = parseSearchParams(url.searchParams);
  const apiQuery = toApiSearch(state);
  const [api, t] = await Promise.all([apiFor(request, context), getTranslator(request, "search")]);
  const answer = await searchRecipePage(api, apiQuery);
  const meta: LoaderMeta = { title: t("filterTest.title"), description: t("filterTest.intro"), noindex: true };
  return { state, cleanQuery: toSearchParams(state).toString(), apiQuery, answer, meta };
}
