import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { RecipeGrid } from "~/components/recipes/recipe-grid";
import { BreadcrumbData } from "~/components/seo/json-ld";
import { Button, ButtonLink } from "~/components/ui/button";
import { signInHref } from "~/platform/access/sign-in-link";
import { useCurrentUser } from "~/platform/access/use-current-user";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { EventStructuredData } from "./event-structured-data";
import { eventHour, eventsPath, eventWhen } from "~/components/events/event-time";
import type { action, loader } from "./event.server";

export { action, loader } from "./event.server";

export const handle = { i18n: ["events", "recipe"] };
export const meta = routeMeta;

/** A plain form with one button: works without JavaScript (post, then back to the page). */
function IntentForm({ intent, label, variant = "primary" }: { intent: string; label: string; variant?: "primary" | "secondary" }) {
  return (
    <Form method="post" className="inline">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant} data-event-intent={intent}>
        {label}
      </Button>
    </Form>
  );
}

/** An event: what, when in its zone, where or online, its host, places, the member's place and forms, recipes, the .ics. */
export default function EventPage() {
  const { event, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("events");
  const to = useLocalizedPath();
  const locale = useLocale();
  const user = useCurrentUser();
  const location = useLocation();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title"), to: to(eventsPath) }, { name: event.title }];
  const over = new Date(event.ends_at).getTime() < Date.now();
  const open = !event.cancelled && !over;
  const full = event.going_count >= event.capacity;
  const sameDay = event.starts_at.slice(0, 10) === event.ends_at.slice(0, 10);
  const calendarHref = `/api/events/${event.slug}/ics${locale === "en" ? "?locale=en" : ""}`;
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <BreadcrumbData trail={trail} />
      <EventStructuredData event={event} />
      <article className="mx-auto max-w-3xl" data-event={event.slug}>
        <header>
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold uppercase tracking-wide text-accent">
            <span>{t(`modes.${event.mode}`)}</span>
            {event.cancelled ? (
              <span className="rounded-full bg-accent-soft px-2 py-0.5 normal-case tracking-normal text-danger" data-event-cancelled>
                {t("cancelledBadge")}
              </span>
            ) : null}
          </p>
          <h1 className="mt-2 text-3xl font-semibold leading-tight md:text-5xl" data-event-title>
            {event.title}
          </h1>
          <p className="mt-3 text-ink-muted">
            <Link to={to(`/users/${event.host.slug}`)} className="font-semibold text-ink underline-offset-4 hover:underline">
              {t("hostedBy", { name: event.host.name })}
            </Link>
          </p>
        </header>
        <dl className="mt-6 grid gap-4 rounded-xl border border-line bg-surface p-5 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t("when")}</dt>
            <dd className="mt-1" data-event-when>
              <time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.time_zone, locale)}</time> –{" "}
              <time dateTime={event.ends_at}>{sameDay ? eventHour(event.ends_at, event.time_zone, locale) : eventWhen(event.ends_at, event.time_zone, locale)}</time>
              <span className="block text-sm text-ink-muted" data-event-zone>
                {t("zoneNote", { zone: event.time_zone })}
              </span>
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold uppercase tracking-wide text-ink-muted">{t("where")}</dt>
            <dd className="mt-1" data-event-where>
              {event.mode === "in_person" ? event.place : event.online_url ? <a href={event.online_url}>{t("joinLink")}</a> : t("online")}
            </dd>
          </div>
        </dl>
        <p className="mt-2 text-sm text-ink-muted" data-event-places>
          {t("places", { going: event.going_count, capacity: event.capacity })}
          {event.waitlist_count > 0 ? ` · ${t("waitlistCount", { count: event.waitlist_count })}` : ""}
        </p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed" data-event-description>
          {event.description.split(/\n{2,}/).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <section id="rsvp" aria-labelledby="rsvp-title" className="mt-8 scroll-mt-24 space-y-3 rounded-xl border border-line p-5" data-event-rsvp>
          <h2 id="rsvp-title" className="text-xl font-semibold">
            {t("rsvp.title")}
          </h2>
          {answer?.error ? <FormMessage tone="error">{answer.error}</FormMessage> : null}
          {done === "shopping" ? (
            <FormMessage tone="success">
              {t("shopping.added")} <Link to={to("/user/shopping-list")}>{t("shopping.open")}</Link>
            </FormMessage>
          ) : null}
          {event.cancelled ? <p data-event-status="cancelled">{t("rsvp.cancelled")}</p> : null}
          {event.my_rsvp?.status === "going" ? (
            <p className="font-semibold" data-event-status="going">
              {t("rsvp.going")}
            </p>
          ) : null}
          {event.my_rsvp?.status === "waitlisted" ? (
            <p className="font-semibold" data-event-status="waitlisted">
              {t("rsvp.waitlisted", { position: event.my_rsvp.position })}
            </p>
          ) : null}
          {!event.cancelled && over && !event.my_rsvp ? <p>{t("rsvp.closed")}</p> : null}
          <div className="flex flex-wrap items-center gap-3">
            {!user && open ? (
              <>
                <ButtonLink to={signInHref(locale, `${location.pathname}#rsvp`)} data-event-sign-in>
                  {t("rsvp.signIn")}
                </ButtonLink>
                <p className="w-full text-sm text-ink-muted">{t("rsvp.signInHint")}</p>
              </>
            ) : null}
            {user && open && !event.my_rsvp ? <IntentForm intent="rsvp" label={full ? t("rsvp.signUpWaitlist") : t("rsvp.signUp")} /> : null}
            {user && open && event.my_rsvp ? (
              <IntentForm intent="leave" variant="secondary" label={event.my_rsvp.status === "going" ? t("rsvp.leave") : t("rsvp.leaveWaitlist")} />
            ) : null}
            {user && event.recipes.length > 0 ? <IntentForm intent="shopping" variant="secondary" label={t("shopping.add")} /> : null}
            <a href={calendarHref} className="inline-flex min-h-11 items-center font-semibold text-accent underline-offset-4 hover:underline" data-event-ics>
              {t("addToCalendar")}
            </a>
          </div>
        </section>
      </article>
      {event.recipes.length > 0 ? (
        <section aria-labelledby="event-recipes" className="mt-12" data-event-recipes>
          <h2 id="event-recipes" className="mb-4 text-2xl font-semibold">
            {t("recipes")}
          </h2>
          <RecipeGrid recipes={event.recipes} />
        </section>
      ) : null}
    </div>
  );
}
