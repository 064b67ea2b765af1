import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { EventCard } from "~/components/events/event-card";
import { manageEventsPath } from "~/components/events/event-time";
import type { loader } from "./events.server";

export { loader } from "./events.server";

export const handle = { i18n: ["events"] };
export const meta = routeMeta;

/** /events: coming events (online and in person), then past ones; hosts find their page from here. */
export default function EventsPage() {
  const { upcoming, past } = useLoaderData<typeof loader>();
  const { t } = useTranslation("events");
  const to = useLocalizedPath();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title") }];
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-semibold md:text-4xl">{t("title")}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t("intro")}</p>
        </div>
        <ButtonLink to={to(manageEventsPath)} variant="secondary">
          {t("manage.title")}
        </ButtonLink>
      </div>
      <section aria-labelledby="events-upcoming" className="mt-8">
        <h2 id="events-upcoming" className="text-2xl font-semibold">
          {t("upcoming")}
        </h2>
        {upcoming.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-events-upcoming>
            {upcoming.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState muted className="mt-4">
            {t("emptyUpcoming")}
          </EmptyState>
        )}
      </section>
      <section aria-labelledby="events-past" className="mt-12">
        <h2 id="events-past" className="text-2xl font-semibold">
          {t("past")}
        </h2>
        {past.length > 0 ? (
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-events-past>
            {past.map((event) => (
              <li key={event.id} className="flex">
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState muted className="mt-4">
            {t("emptyPast")}
          </EmptyState>
        )}
      </section>
    </div>
  );
}
