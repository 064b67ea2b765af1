import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { EventSummary } from "#api/contract/events";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { eventPath, eventWhen } from "./event-time";

/** An event in a list: its title, when (in its zone), online or where, places and host. */
export function EventCard({ event }: { event: EventSummary }) {
  const { t } = useTranslation("events");
  const to = useLocalizedPath();
  const locale = useLocale();
  const full = event.going_count >= event.capacity;
  return (
    <article className="flex w-full flex-col gap-2 rounded-xl border border-line bg-surface p-5" data-event-card={event.slug}>
      <p className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
        <span>{t(`modes.${event.mode}`)}</span>
        {event.cancelled ? <span className="rounded-full bg-accent-soft px-2 py-0.5 normal-case tracking-normal text-danger">{t("cancelledBadge")}</span> : null}
        {!event.cancelled && full ? <span className="rounded-full bg-accent-soft px-2 py-0.5 normal-case tracking-normal text-ink">{t("full")}</span> : null}
      </p>
      <h3 className="text-xl font-semibold leading-snug">
        <Link to={to(eventPath(event.slug))} className="underline-offset-4 hover:underline" data-event-title>
          {event.title}
        </Link>
      </h3>
      <p className="text-ink-muted">
        <time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.time_zone, locale)}</time> <span className="text-sm">({event.time_zone})</span>
      </p>
      {event.place ? (
        <p className="text-ink-muted" data-event-place>
          {event.place}
        </p>
      ) : null}
      <p className="mt-auto text-sm text-ink-muted">
        {t("places", { going: event.going_count, capacity: event.capacity })}
        {event.waitlist_count > 0 ? ` · ${t("waitlistCount", { count: event.waitlist_count })}` : ""} · {t("hostedBy", { name: event.host.name })}
      </p>
    </article>
  );
}
