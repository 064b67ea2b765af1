/**
 * A running timer is its end time, not a countdown: a tab that sleeps (phone screen off, tab in the
 * background) stops counting, while the end time still holds when it wakes or reloads. Kept in
 * localStorage per recipe, so a reload or a second visit to the recipe finds them.
 */
export interface CookTimer {
  /** The step it was started from (its position, 1-based). */
  step: number;
  seconds: number;
  /** Date.now() when it rings. */
  endsAt: number;
}

const storageKey = (recipe: string) => `sazon:cook-timers:${recipe}`;

export const timerId = (timer: Pick<CookTimer, "step" | "seconds">) => `${timer.step}:${timer.seconds}`;

function isTimer(value: unknown): value is CookTimer {
  if (typeof value !== "object" || value === null) return false;
  const timer = value as Record<string, unknown>;
  return [timer.step, timer.seconds, timer.endsAt].every((field) => typeof field === "number" && Number.isFinite(field));
}

export function loadTimers(recipe: string): CookTimer[] {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey(recipe)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isTimer) : [];
  } catch {
    // Storage refused (private mode) or a value that is not ours: no timers survive, none break.
    return [];
  }
}

export function saveTimers(recipe: string, timers: CookTimer[]) {
  try {
    if (timers.length === 0) window.localStorage.removeItem(storageKey(recipe));
    else window.localStorage.setItem(storageKey(recipe), JSON.stringify(timers));
  } catch {
    // Without storage the timers still run while the page lives.
  }
}

/** "10 min", "1 h 30 min", "45 s": a duration as a timer's button names it. */
export function durationParts(seconds: number): { hours: number; minutes: number; seconds: number } {
  return { hours: Math.floor(seconds / 3600), minutes: Math.floor((seconds % 3600) / 60), seconds: seconds % 60 };
}

/** The time left as a clock shows it: "9:05", "1:02:09". */
export function clock(secondsLeft: number): string {
  const { hours, minutes, seconds } = durationParts(Math.max(0, secondsLeft));
  const two = (value: number) => String(value).padStart(2, "0");
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
