import { dateFormat } from "~/platform/i18n/formatters";
import type { Locale } from "~/platform/i18n/locales";

/**
 * A plan's calendar day ("2026-11-23") as the page's language writes it. Days are not instants, so
 * they are formatted in UTC, where "2026-11-23" is that day everywhere.
 */
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** "lunes, 23 de noviembre" / "Monday, 23 November". */
export function formatPlanDay(day: string, locale: Locale): string {
  return dateFormat(locale, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" }).format(asDate(day));
}

/** "lun, 23 nov" / "Mon, 23 Nov": the grid's column heads and the move form's options. */
export function formatShortDay(day: string, locale: Locale): string {
  return dateFormat(locale, { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(asDate(day));
}

/** "23 nov 2026" / "23 Nov 2026": a plan's range ends. */
export function formatRangeDay(day: string, locale: Locale): string {
  return dateFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(asDate(day));
}
