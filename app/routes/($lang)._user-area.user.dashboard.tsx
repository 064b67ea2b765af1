import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { isApiError } from "~/api-client/api-error";
import { getGamificationStats } from "~/api-client/community.server";
import { apiFor } from "~/api-client/for-request.server";
import { getFeaturedRecipes } from "~/api-client/recipes.server";
import { getCurrentUser } from "~/auth/current-user.server";
import { GamificationPanel } from "~/components/community/gamification-panel";
import { RecipeCard } from "~/components/recipes/recipe-card";
import { getTranslator, requestLocale } from "~/i18n/i18next.server";
import { localizePath } from "~/i18n/locales";
import { useLocalizedPath } from "~/i18n/use-locale";
import { routeMeta } from "~/seo/route-meta";

export const handle = { i18n: ["settings", "recipe", "community"] };
export const meta = routeMeta;

/** /user/dashboard: where a member lands after signing in. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const current = await getCurrentUser(request, context);
  if (!current) throw redirect(localizePath("/sign-in", requestLocale(request)));
  const t = await getTranslator(request, "settings");
  const api = await apiFor(request, context);
  // The recipes and the progress are bonuses: if the API fails to send them, the rest of the dashboard still shows.
  const orNull = <T,>(pending: Promise<T>): Promise<T | null> => pending.catch((error) => (isApiError(error) ? null : Promise.reject(error)));
  const [featured, stats] = await Promise.all([orNull(getFeaturedRecipes(api, 4)), orNull(getGamificationStats(api))]);
  return {
    name: current.user.name,
    slug: current.user.slug,
    featured,
    stats,
    meta: { title: t("dashboard.title"), description: t("dashboard.description"), noindex: true },
  };
}

export default function DashboardPage() {
  const { name, slug, featured, stats } = useLoaderData<typeof loader>();
  const { t } = useTranslation("settings");
  const { t: tc } = useTranslation("community");
  const to = useLocalizedPath();
  return (
    <div className="space-y-10">
      <div>
        <h1 className="text-3xl font-semibold">{t("dashboard.greeting", { name })}</h1>
        <p className="mt-2 text-ink-muted">{t("dashboard.intro")}</p>
      </div>

      <GamificationPanel stats={stats} title={t("dashboard.progress.title")} headingId="dashboard-progress" />

      <section aria-labelledby="dashboard-activity" className="space-y-4">
        <h2 id="dashboard-activity" className="text-2xl font-semibold">
          {t("dashboard.activity.title")}
        </h2>
        <p className="text-ink-muted">{t("dashboard.activity.empty")}</p>
        <h3 className="font-sans text-lg font-semibold">{t("dashboard.activity.featuredTitle")}</h3>
        {featured === null ? (
          <p className="text-ink-muted">{t("dashboard.activity.featuredUnavailable")}</p>
        ) : featured.length === 0 ? (
          <p className="text-ink-muted">{t("dashboard.activity.featuredEmpty")}</p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-4">
            {featured.map((recipe) => (
              <li key={recipe.id} className="flex">
                <RecipeCard recipe={recipe} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="dashboard-links" className="space-y-3">
        <h2 id="dashboard-links" className="text-2xl font-semibold">
          {t("dashboard.quickLinks.title")}
        </h2>
        <ul className="flex flex-wrap gap-3">
          <li>
            <Link to={to("/buscar/")} className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent hover:bg-accent-hover">
              {t("dashboard.quickLinks.search")}
            </Link>
          </li>
          <li>
            <Link to={to("/feed")} className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-5 font-semibold text-ink hover:bg-accent-soft">
              {tc("links.feed")}
            </Link>
          </li>
          <li>
            <Link to={to(`/users/${slug}`)} className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-5 font-semibold text-ink hover:bg-accent-soft">
              {tc("links.profile")}
            </Link>
          </li>
          <li>
            <Link to={to("/settings")} className="inline-flex min-h-11 items-center rounded-lg border border-line bg-surface px-5 font-semibold text-ink hover:bg-accent-soft">
              {t("dashboard.quickLinks.settings")}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
