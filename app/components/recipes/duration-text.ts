/**
 * A recipe time as every page prints it (issue 30): "45 min", "2 h", "4 h 55 min", never "295 min".
 * The same words in Spanish and English ("h" and "min" are both languages' abbreviations), so one
 * pure function serves cards, the recipe's facts and anything else that shows a time.
 */
export function durationText(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
