import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod } from "ical-generator";
import type { MealPlanEntry } from "../contract/meal-plans";
import { slotTimes } from "../contract/plan-days";
import { type ApiLocale, translate } from "../i18n/messages";
import type { PlanRow } from "./meal-plan-queries";
import { addCalendarEvents } from "../events/event-calendar";
import type { EventRow } from "../events/event-queries";

/** Wall-clock time in the member's zone: "2026-11-24T14:00:00" with no offset, which ical-generator writes with TZID. */
function localTime(day: string, time: string, plusMinutes = 0): string {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  const total = hours * 60 + minutes + plusMinutes;
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${day}T${pad(Math.floor(total / 60))}:${pad(total % 60)}:00`;
}

interface FeedInput {
  /** The calendar's name: the plan's, or the site's planner for the personal feed. */
  name: string;
  plans: { plan: PlanRow; entries: MealPlanEntry[] }[];
  timeZone: string;
  locale: ApiLocale;
  siteUrl: string;
  siteName: string;
  /** The cooking events the member is going to (the personal feed, decision 106), each in its own zone. */
  events?: EventRow[];
}

/**
 * An iCalendar (RFC 5545) feed of plans: one event per entry at its slot's hour in the member's
 * zone (VTIMEZONE included), with a UID made of the entry's id, so a calendar app that fetches the
 * feed again updates the same event instead of adding another.
 */
export function buildCalendarFeed({ name, plans, timeZone, locale, siteUrl, siteName, events = [] }: FeedInput): string {
  const host = new URL(siteUrl).host;
  const calendar = ical({ name, prodId: { company: siteName, product: "meal-planner", language: locale.toUpperCase() }, method: ICalCalendarMethod.PUBLISH });
  calendar.timezone({ name: timeZone, generator: getVtimezoneComponent });
  const recipeAddress = (slug: string) => `${siteUrl}${locale === "en" ? "/en" : ""}/receta/${encodeURIComponent(slug)}`;
  for (const { plan, entries } of plans) {
    for (const entry of entries) {
      const times = slotTimes[entry.slot];
      const title = entry.recipe?.title ?? translate(locale, "meal_plans.feed_unavailable_recipe");
      const summary = entry.kind === "note" ? (entry.note ?? "") : entry.kind === "leftovers" ? translate(locale, "meal_plans.feed_leftovers", { title }) : title;
      const lines = [
        ...(entry.servings ? [translate(locale, "meal_plans.feed_servings", { count: entry.servings })] : []),
        ...(entry.recipe && entry.kind !== "note" ? [recipeAddress(entry.recipe.slug)] : []),
      ];
      calendar.createEvent({
        id: `meal-plan-entry-${entry.id}@${host}`,
        start: localTime(entry.day, times.start),
        end: localTime(entry.day, times.start, times.minutes),
        timezone: timeZone,
        stamp: plan.updatedAt,
        summary,
        description: lines.join("\n") || null,
        url: entry.recipe && entry.kind !== "note" ? recipeAddress(entry.recipe.slug) : null,
      });
    }
  }
  addCalendarEvents(calendar, events, { locale, siteUrl });
  return calendar.toString();
}
