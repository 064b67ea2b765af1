import { useTranslation } from "react-i18next";
import type { GamificationStats } from "#api/contract/gamification";
import { BadgeIcon } from "~/components/community/badge-icon";
import { formatDate } from "~/platform/i18n/dates";
import { numberFormat } from "~/platform/i18n/formatters";
import { useLocale } from "~/platform/i18n/use-locale";

function Stat({ label, value, hint, data }: { label: string; value: string | number; hint?: string; data?: Record<string, string | number> }) {
  return (
    <div className="rounded-lg bg-accent-soft p-3">
      <dt className="text-sm text-ink-muted">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums" {...data}>
        {value}
      </dd>
      {hint ? <dd className="text-xs text-ink-muted">{hint}</dd> : null}
    </div>
  );
}

/** How far the next level is: a progress bar and the points still to earn; at the top level, a line saying so. */
function LevelProgress({ stats, labelId }: { stats: GamificationStats; labelId: string }) {
  const { t } = useTranslation("community");
  const number = numberFormat(useLocale());
  const nextLevel = stats.level + 1;
  return (
    <div className="space-y-2" data-level-progress>
      {stats.next_level_at !== null ? (
        <>
          <p id={labelId} className="text-sm font-semibold">
            {t("gamification.progressLabel", { level: nextLevel })}
          </p>
          <div
            role="progressbar"
            aria-labelledby={labelId}
            aria-valuemin={stats.level_floor}
            aria-valuemax={stats.next_level_at}
            aria-valuenow={Math.min(stats.points, stats.next_level_at)}
            aria-valuetext={t("gamification.progressValue", { points: number.format(stats.points), target: number.format(stats.next_level_at) })}
            className="h-3 w-full overflow-hidden rounded-full bg-accent-soft"
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${Math.min(100, Math.max(0, stats.progress_percent))}%` }} />
          </div>
          <p className="text-sm text-ink-muted tabular-nums">{t("gamification.toNext", { count: Math.max(0, stats.next_level_at - stats.points), level: nextLevel })}</p>
        </>
      ) : (
        <p className="text-sm font-semibold text-success">{t("gamification.topLevel")}</p>
      )}
    </div>
  );
}

/** The badges earned, with their dates, and those still locked. */
function Badges({ badges }: { badges: GamificationStats["badges"] }) {
  const { t } = useTranslation("community");
  const locale = useLocale();
  const earned = badges.filter((badge) => badge.earned_at !== null);
  const locked = badges.filter((badge) => badge.earned_at === null);
  return (
    <div className="space-y-4">
      <h3 className="font-sans text-base font-semibold">{t("gamification.badges")}</h3>
      <div>
        <h4 className="text-sm font-semibold text-ink-muted">{t("gamification.earned")}</h4>
        {earned.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{t("gamification.noneEarned")}</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-badges="earned">
            {earned.map((badge) => (
              <li key={badge.key} className="flex gap-3 rounded-lg border border-accent/40 bg-accent-soft p-3" data-badge={badge.key}>
                <BadgeIcon badge={badge.key} className="size-7 shrink-0 text-accent" />
                <div className="text-sm">
                  <p className="font-semibold">{badge.name}</p>
                  <p className="text-ink-muted">{badge.description}</p>
                  <p className="mt-1 text-ink-muted">
                    <time dateTime={badge.earned_at!}>{t("gamification.earnedOn", { date: formatDate(badge.earned_at!, locale) })}</time>
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink-muted">{t("gamification.locked")}</h4>
        {locked.length === 0 ? (
          <p className="mt-1 text-sm text-ink-muted">{t("gamification.allEarned")}</p>
        ) : (
          <ul className="mt-2 grid gap-3 sm:grid-cols-2" data-badges="locked">
            {locked.map((badge) => (
              <li key={badge.key} className="flex gap-3 rounded-lg border border-dashed border-line p-3" data-badge={badge.key} data-locked>
                <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-5 shrink-0 text-ink-muted" fill="currentColor">
                  <path d="M6 8V6a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1h1Zm2 0h4V6a2 2 0 1 0-4 0v2Z" />
                </svg>
                <div className="text-sm">
                  <p className="font-semibold">
                    {badge.name} <span className="sr-only">({t("gamification.lockedLabel")})</span>
                  </p>
                  <p className="text-ink-muted">{badge.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The member's progress (§3 gamification stats): points, level and how far the next one is, the
 * streak, the badges earned (with their dates) and those still locked, and the counts behind them.
 * `stats` null means the API could not say: the rest of the dashboard still shows.
 */
export function GamificationPanel({ stats, title, headingId }: { stats: GamificationStats | null; title: string; headingId: string }) {
  const { t } = useTranslation("community");
  const locale = useLocale();
  const number = numberFormat(locale);

  if (stats === null) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-line bg-surface p-5" data-gamification="unavailable">
        <h2 id={headingId} className="font-sans text-lg font-semibold">
          {title}
        </h2>
        <p className="mt-3 text-ink-muted">{t("gamification.unavailable")}</p>
      </section>
    );
  }

  const labelId = `${headingId}-level-label`;

  return (
    <section aria-labelledby={headingId} className="space-y-6 rounded-xl border border-line bg-surface p-5" data-gamification>
      <h2 id={headingId} className="font-sans text-lg font-semibold">
        {title}
      </h2>

      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <Stat label={t("gamification.points")} value={number.format(stats.points)} data={{ "data-points": stats.points }} />
        <Stat label={t("gamification.level")} value={stats.level} data={{ "data-level": stats.level }} />
        <Stat
          label={t("gamification.streak")}
          value={t("gamification.streakDays", { count: stats.streak_days })}
          hint={t("gamification.streakHint")}
          data={{ "data-streak": stats.streak_days }}
        />
      </dl>

      <LevelProgress stats={stats} labelId={labelId} />

      <div>
        <h3 className="font-sans text-base font-semibold">{t("gamification.counts")}</h3>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          {(
            [
              ["recipes", stats.counts.recipes],
              ["reviewsWritten", stats.counts.reviews_written],
              ["reviewsReceived", stats.counts.reviews_received],
              ["followers", stats.counts.followers],
            ] as const
          ).map(([key, value]) => (
            <div key={key} className="flex flex-col">
              <dt className="text-ink-muted">{t(`gamification.${key}`)}</dt>
              <dd className="font-semibold tabular-nums" data-count={key}>
                {number.format(value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>

      <Badges badges={stats.badges} />
    </section>
  );
}
