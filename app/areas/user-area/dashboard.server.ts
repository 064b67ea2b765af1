import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { isApiError } from "~/platform/api-client/api-error";
import { getActivity, getGamificationStats } from "~/platform/api-client/community.server";
import { apiFor } from "~/platform/api-client/for-request.server";
import { getFeaturedRecipes } from "~/platform/api-client/recipes.server";
import { getCurrentUser } from "~/platform/access/current-user.server";
import { getTranslator, requestLocale } from "~/platform/i18n/i18next.server";
import { localizePath } from "~/platform/i18n/locales";

/** /user/dashboard: where a member lands after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const t = await getTranslator(request, "settings");
  const api = await apiFor(request, context);
  // The recipes, the progress and the activity are bonuses: if the API fails to send them, the rest of the dashboard still shows.
  const orNull = <T>(pending: Promise<T>): Promise<T | null> => pending.catch((error) => (isApiError(error) ? null : Promise.reject(error)));
  const [featured, stats, activity] = await Promise.all([orNull(getFeaturedRecipes(api, 4)), orNull(getGamificationStats(api)), orNull(getActivity(api))]);
  return {
    name: current.user.name,
    slug: current.user.slug,
    featured,
    stats,
    activity,
    meta: { title: t("dashboard.title"), description: t("dashboard.description") },
  };
}
