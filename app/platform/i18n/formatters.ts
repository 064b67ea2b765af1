import { type Locale, localeTags } from "./locales";

/** Making an Intl formatter costs far more than using one: each language and options is made once. */
const made = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function kept<T extends Intl.DateTimeFormat | Intl.NumberFormat>(kind: string, locale: Locale, options: object, make: () => T): T {
  const key = `${kind}:${locale}:${JSON.stringify(options)}`;
  let formatter = made.get(key) as T | undefined;
  if (!formatter) made.set(key, (formatter = make()));
  return formatter;
}

export function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept("date", locale, options, () => new Intl.DateTimeFormat(localeTags[locale].bcp47, options));
}

export function numberFormat(locale: Locale, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept("number", locale, options, () => new Intl.NumberFormat(localeTags[locale].bcp47, options));
}

/** An average rating as the page's language writes it, always with one decimal: "4,5" in Spanish, "4.5" in English. */
export function formatRating(locale: Locale, rating: number): string {
  return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
}
