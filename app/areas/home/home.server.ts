import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import type { FeedItem } from "#api/contract/community";
import type { Cooksnap } from "#api/contract/cooksnaps";
import { FOLLOWED_COOKSNAPS_ON_HOME } from "#api/contract/limits";
import type { MealPlanEntry } from "#api/contract/meal-plans";
import type { RecipeSummary } from "#api/contract/recipes";
import { isApiError } from "~/platform/api-client/api-error";
import { getCategories } from "~/platform/api-client/catalogue.server";
import type { ApiClient } from "~/platform/api-client/client.server";
import { getFeed } from "~/platform/api-client/community.server";
import { getFollowedCooksnaps } from "~/platform/api-client/cooksnaps.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getMealPlan, listMealPlans } from "~/platform/api-client/meal-plans.server";
import { getFeaturedRecipes } from "~/platform/api-client/recipes.server";
import { searchRecipePage } from "~/platform/api-client/search.server";
import { getShoppingList } from "~/platform/api-client/shopping-list.server";
import { getPopularThisWeek, getRecipesForTastes, getTastes } from "~/platform/api-client/tastes.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { readLocaleCookie } from "~/platform/i18n/locale-cookie.server";
import type { MemberTastes } from "#api/contract/tastes";
import { QUICK_MINUTES, seasonTagOf, stripPage, withTasteFilters } from "./home-strips";

const STRIP_SIZE = 4;

/** A part of the home the API failed to send is left out; the rest of the page still shows. */
const orNull = <T>(pending: Promise<T>): Promise<T | null> => pending.catch((error: unknown) => (isApiError(error) ? null : Promise.reject(error)));

/**
 * The strips that change (decision 071): quick dinners and what is in season, a different page of
 * each every day, and what was most reviewed and cooked this week. The same for every view of a
 * day, so the anonymous home is still kept by the page cache. A member's first two follow their
 * tastes, as their searches do (decision 075).
 */
async function changingStrips(api: ApiClient, today: Date, tastes: MemberTastes["search"] | undefined) {
  const page = stripPage(today);
  const season = seasonTagOf(today);
  // A page at or past the strip's end (a tag with few recipes) is filled from the first page, so the strip stays full.
  const rotated = async (query: Record<string, string>) => {
    const pageOf = (number: number) => searchRecipePage(api, { ...withTasteFilters(query, tastes), per_page: String(STRIP_SIZE), page: String(number), sort_by: "popular" });
    const today = (await pageOf(page)).data;
    if (today.length === STRIP_SIZE || page === 1) return today;
    const shown = new Set(today.map((recipe) => recipe.id));
    return [...today, ...(await pageOf(1)).data.filter((recipe) => !shown.has(recipe.id))].slice(0, STRIP_SIZE);
  };
  const [quick, inSeason, popular] = await Promise.all([
    orNull(rotated({ total_time_max_minutes: String(QUICK_MINUTES) })),
    orNull(rotated({ include_tag_slugs: season })),
    orNull(getPopularThisWeek(api, STRIP_SIZE)),
  ]);
  return { quick: quick ?? [], inSeason: inSeason ?? [], season, popular: popular ?? [] };
}

export interface MemberWeek {
  name: string;
  /** Today's planned meal with a recipe: dinner first, else another of today's meals. */
  tonight: { slot: MealPlanEntry["slot"]; recipe: NonNullable<MealPlanEntry["recipe"]>; servings: number | null } | null;
  /** Lines of the shopping list still to buy; null when the API did not say. */
  toBuy: number | null;
  feed: FeedItem[];
  /** What the people they follow cooked lately, with the recipe ("Lo he cocinado"). */
  cooked: Cooksnap[];
  forDiets: RecipeSummary[];
  diets: string[];
  /** The diets and, as "sin …", what they leave out: what their searches and strips follow. */
  tastes: string[];
  onboarded: boolean;
}

/**
 * A signed-in member's week (decision 071): tonight's meal, the shopping list, their feed, what the
 * people they follow cooked (decision 081) and new recipes for their diets.
 */
async function memberWeek(api: ApiClient, name: string, tastes: MemberTastes | null, without: (name: string) => string): Promise<MemberWeek> {
  const [plans, list, feed, cooked, forDiets] = await Promise.all([
    orNull(listMealPlans(api)),
    orNull(getShoppingList(api)),
    orNull(getFeed(api, { per_page: STRIP_SIZE })),
    orNull(getFollowedCooksnaps(api, { per_page: FOLLOWED_COOKSNAPS_ON_HOME })),
    orNull(getRecipesForTastes(api, STRIP_SIZE)),
  ]);
  const current = plans?.data.find((plan) => plan.is_current);
  const plan = current && current.entries_count > 0 ? await orNull(getMealPlan(api, current.id)) : null;
  const todays = (plan?.entries ?? []).filter((entry) => entry.day === plans?.meta.today && entry.recipe !== null);
  const tonight = todays.find((entry) => entry.slot === "dinner") ?? todays.find((entry) => entry.slot === "lunch") ?? todays[0];
  return {
    name,
    tonight: tonight?.recipe ? { slot: tonight.slot, recipe: tonight.recipe, servings: tonight.servings } : null,
    toBuy: list ? list.counts.lines - list.counts.checked : null,
    feed: feed?.data ?? [],
    cooked: cooked?.data ?? [],
    forDiets: forDiets ?? [],
    diets: tastes?.diets.map((diet) => diet.name) ?? [],
    tastes: [...(tastes?.diets.map((diet) => diet.name) ?? []), ...(tastes?.dislikes.map((dislike) => without(dislike.name)) ?? [])],
    onboarded: tastes?.onboarded ?? true,
  };
}

/**
 * The home page: for a signed-in member their week first; for everyone the strips that change,
 * featured recipes and the cuisines and courses to browse. A member's view is never kept by the
 * page cache nor by browsers (a session cookie; cache-policy.ts answers no-store for it).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const locale = requestLocale(request);
  // The bare home page honours the language a visitor chose with the switcher.
  if (locale === "es" && (await readLocaleCookie(request)) === "en") throw redirect("/en");
  const api = await apiFor(request, context);
  const current = await getCurrentUser(request, context);
  const [tastes, t] = await Promise.all([current ? orNull(getTastes(api)) : null, getTranslator(request, "home")]);
  const [featured, categories, strips, week] = await Promise.all([
    getFeaturedRecipes(api),
    getCategories(api),
    changingStrips(api, new Date(), tastes?.search),
    current ? memberWeek(api, current.user.name, tastes, (name) => t("week.without", { name })) : null,
  ]);
  return {
    featured,
    strips,
    week,
    cuisines: categories.find((root) => root.type === "cuisine")?.children ?? [],
    courses: categories.find((root) => root.type === "course")?.children ?? [],
    meta: { description: t("meta.description") },
  };
}
