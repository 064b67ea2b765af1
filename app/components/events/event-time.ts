import type { Locale } from "~/platform/i18n/locales";

/** When an event happens, in its own zone ("sábado, 14 de junio de 2030, 18:00"): the same on the server and in the browser. */
export function eventWhen(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "es-ES", { timeZone, dateStyle: "full", timeStyle: "short" }).format(new Date(iso));
}

/** Just the hour, for an end on the same day. */
export function eventHour(iso: string, timeZone: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "es-ES", { timeZone, timeStyle: "short" }).format(new Date(iso));
}

export const eventsPath = "/events";
export const eventPath = (slug: string) => `/events/${slug}`;
export const manageEventsPath = "/events/manage";
