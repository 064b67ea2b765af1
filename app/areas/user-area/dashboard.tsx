import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { GamificationPanel } from "~/areas/user-area/gamification-panel";
import { RecipeCard } from "~/components/recipes/recipe-card";
import { ButtonLink } from "~/components/ui/button";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { ActivityList } from "./activity-list";
import type { loader } from "./dashboard.server";

export { loader } from "./dashboard.server";

export const handle = { i18n: ["settings", "recipe", "community"] };
export const meta = routeMeta;

export default function DashboardPage() {
  const { name, slug, featured, stats, activity } = useLoaderData<typeof loader>();
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
        <ActivityList items={activity} />
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
            <ButtonLink to={to("/buscar/")}>{t("dashboard.quickLinks.search")}</ButtonLink>
          </li>
          <li>
            <ButtonLink variant="neutral" to={to("/feed")}>
              {tc("links.feed")}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink variant="neutral" to={to(`/users/${slug}`)}>
              {tc("links.profile")}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink variant="neutral" to={to("/settings")}>
              {t("dashboard.quickLinks.settings")}
            </ButtonLink>
          </li>
        </ul>
      </section>
    </div>
  );
}
