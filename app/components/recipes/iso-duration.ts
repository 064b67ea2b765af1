/** Minutes as an ISO 8601 duration, as schema.org and <time dateTime> want: 90 → "PT1H30M", 45 → "PT45M", 0 → "PT0M". */
export function isoDuration(totalMinutes: number): string {
  const minutes = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `PT${rest}M`;
  return rest === 0 ? `PT${hours}H` : `PT${hours}H${rest}M`;
}
