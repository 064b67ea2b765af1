import type { ApiLocale } from "./messages";

/** Text in the asked language, falling back to the other one when that translation is missing. */
export function pickText(locale: ApiLocale, es: string | null | undefined, en: string | null | undefined): string {
  const [first, second] = locale === "en" ? [en, es] : [es, en];
  return first?.trim() ? first : (second ?? "");
}

/** The language `pickText` answers in: the asked one when it has text, else the other. */
export function pickedLocale(locale: ApiLocale, es: string | null | undefined, en: string | null | undefined): ApiLocale {
  const asked = locale === "en" ? en : es;
  return asked?.trim() ? locale : locale === "en" ? "es" : "en";
}
