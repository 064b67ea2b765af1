import type { MealPlan, MealPlanEntry, MealPlanSummary } from "../contract/meal-plans";
import { daysBetween } from "../contract/plan-days";
import { pickText } from "../i18n/bilingual";
import type { ApiLocale } from "../i18n/messages";
import type { LoadedEntry, PlanRow } from "./meal-plan-queries";
import { shownPlanName } from "./plan-name";

const mediaUrl = (path: string, mediaBaseUrl: string) => (path.startsWith("/") ? `${mediaBaseUrl}${path}` : path);

export function presentPlanSummary(plan: PlanRow, entriesCount: number, today: string, locale: ApiLocale): MealPlanSummary {
  return {
    id: plan.id,
    name: shownPlanName(plan, locale),
    starts_on: plan.startsOn,
    ends_on: plan.endsOn,
    days: daysBetween(plan.startsOn, plan.endsOn) + 1,
    entries_count: entriesCount,
    is_current: plan.startsOn <= today && plan.endsOn >= today,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

/** Entries as the API answers them: leftovers carry the recipe of the cook they eat from. */
function presentEntries(rows: LoadedEntry[], locale: ApiLocale, mediaBaseUrl: string): MealPlanEntry[] {
  const byId = new Map(rows.map((row) => [row.entry.id, row]));
  return rows.map(({ entry, recipe }) => {
    const cook = entry.leftoversOfEntryId === null ? undefined : byId.get(entry.leftoversOfEntryId);
    const shown = cook ? cook.recipe : recipe;
    const kind = cook ? "leftovers" : entry.recipeId !== null ? "recipe" : "note";
    return {
      id: entry.id,
      day: entry.day,
      slot: entry.slot,
      position: entry.position,
      kind,
      servings: entry.servings,
      note: kind === "note" ? (entry.note ?? "") : null,
      recipe: shown
        ? {
            id: shown.id,
            slug: shown.slug,
            title: pickText(locale, shown.titleEs, shown.titleEn),
            servings: shown.servings,
            total_time_minutes: shown.totalMinutes,
            image_url: shown.featuredImageUrl ? mediaUrl(shown.featuredImageUrl, mediaBaseUrl) : null,
          }
        : null,
      leftovers_of: cook ? { id: cook.entry.id, day: cook.entry.day, slot: cook.entry.slot } : null,
    };
  });
}

export function presentPlan(plan: PlanRow, rows: LoadedEntry[], locale: ApiLocale, today: string, mediaBaseUrl: string): MealPlan {
  const entries = presentEntries(
    rows.filter((row) => row.entry.planId === plan.id),
    locale,
    mediaBaseUrl,
  );
  return { ...presentPlanSummary(plan, entries.length, today, locale), entries };
}
