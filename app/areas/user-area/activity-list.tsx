import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import type { ActivityItem } from "#api/contract/activity";
import { ReviewStars } from "~/components/community/review-stars";
import { formatDate } from "~/platform/i18n/dates";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";

const linkClass = "font-semibold text-ink underline-offset-4 hover:text-accent hover:underline";

/** One line of the dashboard's activity: what happened, when, and the points it brought. */
function ActivityEntry({ item }: { item: ActivityItem }) {
  const { t } = useTranslation("settings");
  const locale = useLocale();
  const to = useLocalizedPath();
  // Names and titles are the links' children, never Trans values (docs/decisions/032).
  const what = (() => {
    switch (item.kind) {
      case "review_written":
        return (
          <>
            <Trans
              t={t}
              i18nKey="dashboard.activity.reviewed"
              components={{
                recipe: (
                  <Link to={`${to(`/receta/${item.recipe.slug}`)}#reviews`} className={linkClass}>
                    {item.recipe.title}
                  </Link>
                ),
              }}
            />{" "}
            <ReviewStars rating={item.rating} />
          </>
        );
      case "followed":
      case "follower_gained": {
        const member = (
          <Link to={to(`/users/${item.member.slug}`)} className={linkClass}>
            {item.member.name}
          </Link>
        );
        return <Trans t={t} i18nKey={item.kind === "followed" ? "dashboard.activity.followed" : "dashboard.activity.followerGained"} components={{ member }} />;
      }
      case "badge_earned":
        return t("dashboard.activity.badgeEarned", { badge: item.badge.name });
    }
  })();
  const points = "points" in item && item.points > 0 ? item.points : 0;
  return (
    <li className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-3" data-activity={item.kind}>
      <span className="min-w-0 flex-1">{what}</span>
      {points ? <span className="text-sm font-semibold text-accent tabular-nums">{t("dashboard.activity.points", { count: points })}</span> : null}
      <time dateTime={item.at} className="whitespace-nowrap text-sm text-ink-muted">
        {formatDate(item.at, locale, "medium")}
      </time>
    </li>
  );
}

/** The member's latest activity, newest first; null when the API could not say. */
export function ActivityList({ items }: { items: ActivityItem[] | null }) {
  const { t } = useTranslation("settings");
  if (items === null) return <p className="text-ink-muted">{t("dashboard.activity.unavailable")}</p>;
  if (items.length === 0) return <p className="text-ink-muted">{t("dashboard.activity.empty")}</p>;
  return (
    <ol className="divide-y divide-line rounded-xl border border-line bg-surface px-4" data-activity-list>
      {items.map((item, index) => (
        <ActivityEntry key={`${item.kind}:${item.at}:${index}`} item={item} />
      ))}
    </ol>
  );
}
