import { data, type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { FacetCounts } from "#api/contract/search";
import { getAvailableIngredients, getTags } from "~/platform/api-client/catalogue.server";
import type { ApiClient } from "~/platform/api-client/client.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { searchArticles } from "~/platform/api-client/articles.server";
import { getIngredientThreads } from "~/platform/api-client/forum-questions.server";
import { getFacetCounts, getPopularSearches, searchRecipePage } from "~/platform/api-client/search.server";
import { getTranslator } from "~/platform/i18n/i18next.server";
import { localeFromPath, localizePath, pathWithoutLocale } from "~/platform/i18n/locales";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { isApiError } from "~/platform/api-client/api-error";
import { getTastes } from "~/platform/api-client/tastes.server";
import { applyTastes } from "./taste-defaults";
import { firstUnknownIngredient, nearestIngredient, type TypedMiss } from "./typed-ingredients";
import { isFilteredView, parseSearchParams, type SearchState, searchHref, toApiFilters, toApiSearch, toSearchParams, toSlug } from "./search-url";

/**
 * A name typed into the plain form ("chicken", "aceite de oliva") becomes the catalogue's slug, in
 * the page's language; a slug stays as it is; an unknown word stays too (and finds nothing). The
 * facet answer already lists every chosen option the catalogue knows, so the catalogue is asked
 * only when a token is not among them.
 */
async function resolveTypedNames(api: ApiClient, state: SearchState, facets: FacetCounts): Promise<SearchState> {
  const knownIngredients = new Set(facets.ingredients.map((option) => option.slug));
  const knownTags = new Set(facets.tags.map((option) => option.slug));
  const typedIngredients = [...state.includeIngredients, ...state.excludeIngredients].some((token) => !knownIngredients.has(token));
  const typedTags = [...state.includeTags, ...state.excludeTags].some((token) => !knownTags.has(token));
  if (!typedIngredients && !typedTags) return state;
  const [ingredients, tags] = await Promise.all([typedIngredients ? getAvailableIngredients(api) : Promise.resolve([]), typedTags ? getTags(api) : Promise.resolve([])]);
  const resolver = (entries: Array<{ slug: string; name: string }>) => {
    const slugs = new Set(entries.map((entry) => entry.slug));
    const byName = new Map(entries.map((entry) => [toSlug(entry.name), entry.slug]));
    return (tokens: string[]) => [...new Set(tokens.map((token) => (slugs.has(token) ? token : (byName.get(token) ?? token))))];
  };
  const ingredient = resolver(ingredients);
  const tag = resolver(tags);
  return {
    ...state,
    includeIngredients: typedIngredients ? ingredient(state.includeIngredients) : state.includeIngredients,
    excludeIngredients: typedIngredients ? ingredient(state.excludeIngredients) : state.excludeIngredients,
    includeTags: typedTags ? tag(state.includeTags) : state.includeTags,
    excludeTags: typedTags ? tag(state.excludeTags) : state.excludeTags,
  };
}

/**
 * With no results the panel counts nothing: the answer's counts ignore each facet's own filter, and
 * the filters a plain-words request read are not in the panel, so beside "0 recipes" they read as
 * stale ("Cena rápida 3"). Chosen options stay listed (at 0) so they can still be removed.
 */
function countsOfNothing(facets: FacetCounts): FacetCounts {
  const zero = <T extends { count: number }>(options: T[]) => options.map((option) => ({ ...option, count: 0 }));
  return {
    total: 0,
    categories: zero(facets.categories),
    ingredients: zero(facets.ingredients),
    tags: zero(facets.tags),
    difficulty: zero(facets.difficulty),
    author_type: zero(facets.author_type),
  };
}

/**
 * The search page's own address: /buscar/ (§2's canonical one) or /search (the app shell's search
 * action), in the request's language, whichever the request came to.
 */
function searchPagePath(url: URL): string {
  const bare = pathWithoutLocale(url.pathname);
  return localizePath(bare === "/search" || bare.startsWith("/search/") ? "/search" : "/buscar/", localeFromPath(url.pathname));
}

/**
 * The search page (/buscar/ and /search): results and facet counts for the state in the URL. A URL
 * that is not in its clean form (the plain GET form's repeated keys and empty fields, invalid values,
 * typed names) is redirected to it, so every view has one address.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const path = searchPagePath(url);
  const asWritten = parseSearchParams(url.searchParams);
  if (toSearchParams(asWritten).toString() !== url.searchParams.toString()) {
    throw redirect(searchHref(url.pathname, asWritten), 302);
  }

  const api = await apiFor(request, context);
  const tastes = await memberTasteSearch(request, context, api, asWritten);
  let { state } = tastes;
  const [firstResults, firstFacets, t] = await Promise.all([searchRecipePage(api, toApiSearch(state)), getFacetCounts(api, toApiFilters(state)), getTranslator(request, "search")]);
  let [results, facets] = [firstResults, firstFacets];
  const named = await resolveTypedNames(api, asWritten, facets.data);
  if (toSearchParams(named).toString() !== url.searchParams.toString()) {
    throw redirect(searchHref(url.pathname, named), 302);
  }
  // An ingredient the catalogue does not know is not applied: the page says so, 422 (typed-ingredients.ts).
  const typedMiss = await typedMissOf(api, state, facets.data);
  if (typedMiss) {
    state = { ...state, [typedMiss.field]: state[typedMiss.field].filter((token) => token !== typedMiss.typed) };
    [results, facets] = await Promise.all([searchRecipePage(api, toApiSearch(state)), getFacetCounts(api, toApiFilters(state))]);
  }
  const ingredient = namedIngredient(state, facets.data);
  const [popular, forumThreads, articles] = await Promise.all([
    results.meta.total === 0 ? getPopularSearches(api) : [],
    // The forum's threads about it (decision 099), a bonus as a recipe's questions are: the page stands without them.
    ingredient
      ? getIngredientThreads(api, ingredient.slug).then(
          (threads) => ({ ingredient, threads }),
          (): null => null,
        )
      : null,
    // The articles its words find (decision 103), on the first page only; a bonus too: the page stands without them.
    state.q && state.page === 1 ? searchArticles(api, state.q).catch((error: unknown) => (isApiError(error) ? [] : Promise.reject(error))) : [],
  ]);
  const text = state.q || state.semantic;
  const body = {
    path,
    state,
    fromTastes: tastes.fromTastes,
    typedMiss,
    results,
    facets: results.meta.total === 0 ? countsOfNothing(facets.data) : facets.data,
    popular,
    forumThreads,
    articles,
    meta: {
      title: text ? t("titleWithQuery", { query: text }) : t("title"),
      description: t("description"),
      keywords: t("keywords"),
      // §2: a query or filtered view of the search page is not indexed.
      noindex: isFilteredView(state) || state.page > 1 || Boolean(state.tastesOff),
    },
  };
  return data(body, { status: typedMiss ? 422 : 200 });
}

/** The first ingredient the search asks for (include_ingredients) that the catalogue knows, with its name in the page's language. */
function namedIngredient(state: SearchState, facets: FacetCounts): { slug: string; name: string } | null {
  const known = new Map(facets.ingredients.map((option) => [option.slug, option.name]));
  const slug = state.includeIngredients.find((token) => known.has(token));
  return slug === undefined ? null : { slug, name: known.get(slug)! };
}

/** A signed-in member's view with their tastes added (taste-defaults.ts); a visitor's, or tastes the API failed to send, as written. */
async function memberTasteSearch(request: Request, context: LoaderFunctionArgs["context"], api: ApiClient, state: SearchState) {
  if (state.tastesOff || !(await getCurrentUser(request, context))) return { state, fromTastes: [] };
  const tastes = await getTastes(api).catch((error: unknown) => (isApiError(error) ? null : Promise.reject(error)));
  return applyTastes(state, tastes?.search);
}

/** The first typed ingredient the catalogue does not know, with the nearest name it does. */
async function typedMissOf(api: ApiClient, state: SearchState, facets: FacetCounts): Promise<TypedMiss | null> {
  const listed = new Set(facets.ingredients.map((option) => option.slug));
  if (!firstUnknownIngredient(state, listed)) return null;
  const ingredients = await getAvailableIngredients(api);
  const unknown = firstUnknownIngredient(state, new Set([...listed, ...ingredients.map((entry) => entry.slug)]));
  if (!unknown) return null;
  const suggestion = nearestIngredient(unknown.typed, ingredients);
  return { ...unknown, ...(suggestion ? { suggestion: { slug: suggestion.slug, name: suggestion.name } } : {}) };
}
