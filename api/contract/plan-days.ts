import type { MealSlot } from "./meal-plans";

/**
 * Calendar-day arithmetic on "YYYY-MM-DD" strings, the planner's unit: days are the member's, never
 * instants, so they are counted in UTC where no daylight-saving change shifts them. Both halves use it.
 */
const toDate = (day: string) => new Date(`${day}T00:00:00Z`);
const toDay = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, count: number): string {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + count);
  return toDay(date);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}

/** The Monday of the day's week (weeks run Monday to Sunday, as in Spain). */
export function mondayOf(day: string): string {
  const weekday = (toDate(day).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** The day it is now in a time zone. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** Every day from `startsOn` to `endsOn`, both included. */
export function daysOf(startsOn: string, endsOn: string): string[] {
  const length = daysBetween(startsOn, endsOn) + 1;
  return Array.from({ length: Math.max(0, length) }, (_, index) => addDays(startsOn, index));
}

/** The slots in the order a day eats them: the afternoon snack (merienda) comes before dinner. */
export const slotsInDayOrder: readonly MealSlot[] = ["breakfast", "lunch", "snack", "dinner"];

/** Local start time and length of each slot, for the calendar feed (docs/decisions/046). */
export const slotTimes: Record<MealSlot, { start: string; minutes: number }> = {
  breakfast: { start: "08:30", minutes: 30 },
  lunch: { start: "14:00", minutes: 60 },
  snack: { start: "17:30", minutes: 30 },
  dinner: { start: "21:00", minutes: 60 },
};

/** Whether (day, slot) comes strictly before (otherDay, otherSlot). */
export function isEarlier(day: string, slot: MealSlot, otherDay: string, otherSlot: MealSlot): boolean {
  if (day !== otherDay) return day < otherDay;
  return slotsInDayOrder.indexOf(slot) < slotsInDayOrder.indexOf(otherSlot);
}
