/** Wall-clock times in an IANA zone and the instants they name (decision 106). */

/** The zone's wall clock at `at`: "2026-12-20T18:30". */
export function localTimeIn(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit" })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant the zone's wall clock shows `local` ("2026-12-20T18:30"). A time skipped by a
 * daylight-saving change moves forward by the gap; a repeated one is its first occurrence.
 */
export function instantOf(local: string, timeZone: string): Date {
  const asUtc = Date.parse(`${local}:00Z`);
  let guess = asUtc;
  for (let step = 0; step < 3; step++) {
    const shown = Date.parse(`${localTimeIn(new Date(guess), timeZone)}:00Z`);
    const drift = shown - asUtc;
    if (drift === 0) break;
    guess -= drift;
  }
  return new Date(guess);
}

/** "2026-12-20T18:30:00" for the iCalendar writer, which adds the zone's TZID. */
export const calendarLocalTime = (at: Date, timeZone: string) => `${localTimeIn(at, timeZone)}:00`;
