import { type Locale, localeTags } from "~/i18n/locales";

/**
 * A date as readers of the page's language write it, in a fixed time zone so the server and the
 * browser print the same day (hydration never differs).
 */
export function formatDate(iso: string, locale: Locale, style: "long" | "medium" = "long"): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTags[locale].bcp47, { dateStyle: style, timeZone: "Europe/Madrid" }).format(date);
}

/** A month and year ("noviembre de 2026", "November 2026"), for how long someone has been around. */
export function formatMonth(iso: string, locale: Locale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(localeTags[locale].bcp47, { month: "long", year: "numeric", timeZone: "Europe/Madrid" }).format(date);
}

/** "Marta Gil" → "MG": the stand-in for a member without a picture. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join("");
}

/** A rating as five stars, filled to the (whole) rating: 4 → "★★★★☆". Out-of-range values are clamped. */
export function starsText(rating: number): string {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return "★".repeat(filled) + "☆".repeat(5 - filled);
}

/**
 * The picture of a member to show, if any: the CSP allows images from this site only, so an avatar
 * hosted elsewhere (a social login's) would not load; those members get their initials.
 */
export function localAvatar(url: string | null | undefined): string | null {
  return url && url.startsWith("/") && !url.startsWith("//") ? url : null;
}
