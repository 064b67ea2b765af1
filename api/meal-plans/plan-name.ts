import { type ApiLocale, translate } from "../i18n/messages";

const planLocales: ApiLocale[] = ["es", "en"];

/** "Semana del 30 de noviembre" / "Week of 30 November": a plan's name when the member gives none. */
export function defaultPlanName(locale: ApiLocale, startsOn: string): string {
  const date = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : "es-ES", { day: "numeric", month: "long", timeZone: "UTC" }).format(new Date(`${startsOn}T00:00:00Z`));
  return translate(locale, "meal_plans.default_name", { date });
}

/** Whether a stored name is the default one of its start day, in either language (it was never chosen). */
export function isDefaultPlanName(name: string, startsOn: string): boolean {
  return planLocales.some((locale) => defaultPlanName(locale, startsOn) === name);
}

/**
 * A plan's name as the caller reads it: a default name (whichever language it was made in) is said
 * in the caller's language; a name the member chose stays as they wrote it (decision 079).
 */
export function shownPlanName(plan: { name: string; startsOn: string }, locale: ApiLocale): string {
  return isDefaultPlanName(plan.name, plan.startsOn) ? defaultPlanName(locale, plan.startsOn) : plan.name;
}
