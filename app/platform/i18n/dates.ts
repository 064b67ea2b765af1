import { dateFormat } from "./formatters";
import type { Locale } from "./locales";

/**
 * A date as readers of the page's language write it, in a fixed time zone so the server and the
 * browser print the same day (hydration never differs).
 */
export function formatDate(iso: string, locale: Locale, style: "long" | "medium" = "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { dateStyle: style, timeZone: "Europe/Madrid" }).format(date);
}

/** A month and year ("noviembre de 2026", "November 2026"), for how long someone has been around. */
export function formatMonth(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateFormat(locale, { month: "long", year: "numeric", timeZone: "Europe/Madrid" }).format(date);
}
