import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FormMessage } from "~/components/forms/form-message";
import { Breadcrumbs } from "~/components/navigation/breadcrumbs";
import { Button, ButtonLink } from "~/components/ui/button";
import { ConfirmAction } from "~/components/ui/confirm-action";
import { EmptyState } from "~/components/ui/empty-state";
import { signInHref } from "~/platform/access/sign-in-link";
import { CsrfField } from "~/platform/http/csrf-field";
import { useLocale, useLocalizedPath } from "~/platform/i18n/use-locale";
import { routeMeta } from "~/platform/seo/route-meta";
import { eventPath, eventsPath, eventWhen, manageEventsPath } from "~/components/events/event-time";
import type { action, loader } from "./manage.server";

export { action, loader } from "./manage.server";

export const handle = { i18n: ["events"] };
export const meta = routeMeta;

/** /events/manage: what it is for, then by who asks: sign in, the host role needed, or the host's events with their guests. */
export default function ManageEventsPage() {
  const { state, events, done } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation("events");
  const to = useLocalizedPath();
  const locale = useLocale();
  const location = useLocation();
  const trail = [{ name: t("home"), to: to("/") }, { name: t("title"), to: to(eventsPath) }, { name: t("manage.title") }];
  return (
    <div className="container-content py-8 md:py-12">
      <Breadcrumbs label={t("breadcrumb")} items={trail} />
      <h1 className="text-3xl font-semibold md:text-4xl">{t("manage.title")}</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("manage.intro")}</p>
      {state === "visitor" ? (
        <p className="mt-6">
          <ButtonLink to={signInHref(locale, location.pathname)} data-manage-sign-in>
            {t("manage.signIn")}
          </ButtonLink>
        </p>
      ) : null}
      {state === "no-role" ? (
        <p className="mt-6 max-w-2xl rounded-xl border border-line bg-surface p-5" data-manage-needs-host>
          {t("manage.needsHost")}
        </p>
      ) : null}
      {state === "host" ? (
        <>
          <div className="mt-6 space-y-3">
            {done ? <FormMessage tone="success">{t(`manage.${done}`)}</FormMessage> : null}
            {answer?.error ? <FormMessage tone="error">{answer.error}</FormMessage> : null}
            <ButtonLink to={to(`${manageEventsPath}/new`)} data-manage-new>
              {t("manage.new")}
            </ButtonLink>
          </div>
          {events.length === 0 ? (
            <EmptyState muted className="mt-6">
              {t("manage.empty")}
            </EmptyState>
          ) : (
            <ul className="mt-6 space-y-6" data-managed-events>
              {events.map((event) => (
                <li key={event.id} className="rounded-xl border border-line bg-surface p-5" data-managed-event={event.slug}>
                  <h2 className="text-xl font-semibold">
                    <Link to={to(eventPath(event.slug))} className="underline-offset-4 hover:underline">
                      {event.title}
                    </Link>
                    {event.cancelled ? <span className="ml-2 text-sm text-danger">{t("cancelledBadge")}</span> : null}
                  </h2>
                  <p className="text-ink-muted">
                    <time dateTime={event.starts_at}>{eventWhen(event.starts_at, event.time_zone, locale)}</time> ({event.time_zone})
                  </p>
                  <div className="mt-3 grid gap-4 sm:grid-cols-2">
                    <section aria-label={t("manage.guests", { going: event.going_count, capacity: event.capacity })}>
                      <h3 className="font-semibold">{t("manage.guests", { going: event.going_count, capacity: event.capacity })}</h3>
                      {event.guests.going.length > 0 ? (
                        <ol className="mt-1 list-decimal pl-5" data-event-going>
                          {event.guests.going.map((guest) => (
                            <li key={guest.id}>{guest.name}</li>
                          ))}
                        </ol>
                      ) : (
                        <p className="text-ink-muted">{t("manage.noGuests")}</p>
                      )}
                    </section>
                    <section aria-label={t("manage.waitlist", { count: event.guests.waitlist.length })}>
                      <h3 className="font-semibold">{t("manage.waitlist", { count: event.guests.waitlist.length })}</h3>
                      {event.guests.waitlist.length > 0 ? (
                        <ol className="mt-1 list-decimal pl-5" data-event-waitlist>
                          {event.guests.waitlist.map((guest) => (
                            <li key={guest.id}>{guest.name}</li>
                          ))}
                        </ol>
                      ) : null}
                    </section>
                  </div>
                  {!event.cancelled ? (
                    <div className="mt-4 flex flex-wrap items-center gap-3">
                      <ButtonLink to={to(`${manageEventsPath}/${event.id}/edit`)} variant="secondary" data-manage-edit={event.slug}>
                        {t("manage.edit")}
                      </ButtonLink>
                      <ConfirmAction label={t("manage.cancel")} question={t("manage.cancelConfirm")} cancelLabel={t("manage.keep")}>
                        <Form method="post">
                          <CsrfField />
                          <input type="hidden" name="intent" value="cancel" />
                          <input type="hidden" name="id" value={event.id} />
                          <Button type="submit" data-manage-cancel={event.slug}>
                            {t("manage.cancel")}
                          </Button>
                        </Form>
                      </ConfirmAction>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </div>
  );
}
