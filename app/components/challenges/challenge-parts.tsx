import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ChallengePhase, ChallengeSummary } from "#api/contract/challenges";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";

export const challengesPath = "/challenges";
export const challengePath = (slug: string) => `/challenges/c/${slug}`;

const phaseClasses: Record<ChallengePhase, string> = {
  open: "bg-accent-soft text-ink",
  voting: "bg-accent text-on-accent",
  upcoming: "border border-line text-ink-muted",
  finished: "border border-line text-ink-muted",
};

/** A phase's label, as a small pill. */
export function PhaseBadge({ phase }: { phase: ChallengePhase }) {
  const { t } = useTranslation("challenges");
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-xs font-semibold ${phaseClasses[phase]}`} data-challenge-phase={phase}>
      {t(`phase.${phase}`)}
    </span>
  );
}

/** A moment in the page's language, Madrid's clock (the site's), with the zone said. */
export function useMoment() {
  const locale = useLocale();
  const format = new Intl.DateTimeFormat(locale, {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Madrid",
    timeZoneName: "short",
  });
  return (iso: string) => format.format(new Date(iso));
}

/** What the phase's next boundary is: "Entries close …", "Voting closes …". */
export function PhaseWhen({ challenge }: { challenge: Pick<ChallengeSummary, "phase" | "opens_at" | "voting_at" | "closes_at"> }) {
  const { t } = useTranslation("challenges");
  const moment = useMoment();
  const at = { upcoming: challenge.opens_at, open: challenge.voting_at, voting: challenge.closes_at, finished: challenge.closes_at }[challenge.phase];
  return (
    <p className="text-sm text-ink-muted">
      {t(`when.${challenge.phase}`)} <time dateTime={at}>{moment(at)}</time>
    </p>
  );
}

/** A challenge in a list: /challenges (its title an h2), or a section of another page (an h3). */
export function ChallengeCard({ challenge, heading: Heading = "h2" }: { challenge: ChallengeSummary; heading?: "h2" | "h3" }) {
  const { t } = useTranslation("challenges");
  const to = useLocalizedPath();
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border border-line bg-surface" data-challenge-card={challenge.slug}>
      {challenge.cover ? (
        <img src={challenge.cover.url} width={challenge.cover.width} height={challenge.cover.height} alt="" loading="lazy" className="aspect-[16/9] w-full object-cover" />
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4">
        <PhaseBadge phase={challenge.phase} />
        <Heading className="text-xl font-semibold">
          <Link to={to(challengePath(challenge.slug))} className="hover:underline">
            {challenge.title}
          </Link>
        </Heading>
        <p className="text-ink-muted">{challenge.theme}</p>
        <PhaseWhen challenge={challenge} />
        <p className="mt-auto text-sm">
          {t("hostedBy", { name: challenge.host.name })} · {t("entriesCount", { count: challenge.entries_count })}
        </p>
      </div>
    </article>
  );
}
