import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import type { EventRow } from "./event-queries";
import { calendarLocalTime } from "./event-times";

/** An event's stable UID: its id and the site's host, the same in its own .ics and in a member's feed. */
const eventUid = (id: number, siteUrl: string) => `event-${id}@${new URL(siteUrl).host}`;

/** The address of an event's page in a language. */
const eventAddress = (slug: string, locale: ApiLocale, siteUrl: string) => `${siteUrl}${locale === "en" ? "/en" : ""}/events/${encodeURIComponent(slug)}`;

interface CalendarEventOptions {
  locale: ApiLocale;
  siteUrl: string;
}

/**
 * Adds events to an iCalendar (RFC 5545, decision 106): times in each event's own zone with its
 * VTIMEZONE, a stable UID, SEQUENCE from the event's count of changes (calendar apps apply a higher
 * one over what they hold), STATUS:CANCELLED for a cancelled event.
 */
export function addCalendarEvents(calendar: ReturnType<typeof ical>, rows: EventRow[], { locale, siteUrl }: CalendarEventOptions) {
  for (const { event } of rows) {
    const url = eventAddress(event.slug, locale, siteUrl);
    const description = pickText(locale, event.descriptionEs, event.descriptionEn);
    calendar.createEvent({
      id: eventUid(event.id, siteUrl),
      sequence: event.sequence,
      start: calendarLocalTime(event.startsAt, event.timeZone),
      end: calendarLocalTime(event.endsAt, event.timeZone),
      timezone: event.timeZone,
      stamp: event.updatedAt,
      lastModified: event.updatedAt,
      summary: pickText(locale, event.titleEs, event.titleEn),
      description: `${description}\n\n${url}`,
      location: event.mode === "in_person" ? event.place : url,
      url,
      status: event.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
}

/** One event's .ics, in its own time zone. */
export function eventCalendar(row: EventRow, options: CalendarEventOptions & { siteName: string }): string {
  const calendar = ical({
    name: pickText(options.locale, row.event.titleEs, row.event.titleEn),
    prodId: { company: options.siteName, product: "events", language: options.locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.timezone({ name: row.event.timeZone, generator: getVtimezoneComponent });
  addCalendarEvents(calendar, [row], options);
  return calendar.toString();
}
