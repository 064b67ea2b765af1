/** "Quick tonight": recipes ready in this many minutes or fewer. */
export const QUICK_MINUTES = 30;

/** How many pages of a strip's results the days rotate through. */
const ROTATION_PAGES = 3;

/** Madrid's calendar date, as "YYYY-MM-DD" pieces: the strips change at the site's midnight. */
function madridDate(now: Date) {
  const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid", year: "numeric", month: "numeric", day: "numeric" }).formatToParts(now);
  const part = (type: string) => Number(parts.find((piece) => piece.type === type)?.value);
  return { year: part("year"), month: part("month"), day: part("day") };
}

/** The season's tag in Spain (the demo's "primavera", "verano", "otono", "invierno") on this day. */
export function seasonTagOf(now: Date): "primavera" | "verano" | "otono" | "invierno" {
  const { month, day } = madridDate(now);
  const monthDay = month * 100 + day;
  if (monthDay >= 321 && monthDay < 621) return "primavera";
  if (monthDay >= 621 && monthDay < 923) return "verano";
  if (monthDay >= 923 && monthDay < 1221) return "otono";
  return "invierno";
}

/** The page of a strip's results shown on this day: 1 to 3, the next one each day. */
export function stripPage(now: Date): number {
  const { year, month, day } = madridDate(now);
  const dayNumber = Math.floor(Date.UTC(year, month - 1, day) / 86_400_000);
  return (dayNumber % ROTATION_PAGES) + 1;
}

/**
 * A strip's search with a member's tastes (decision 075): their diet tags joined to the strip's
 * own tags (all required), what they leave out excluded.
 */
export function withTasteFilters(query: Record<string, string>, tastes: { include_tag_slugs: string[]; exclude_ingredient_ids: string[] } | undefined): Record<string, string> {
  if (!tastes) return query;
  const joined = (own: string | undefined, added: string[]) => [...new Set([...(own ? own.split(",") : []), ...added])].join(",");
  const tags = joined(query.include_tag_slugs, tastes.include_tag_slugs);
  const excluded = joined(query.exclude_ingredient_ids, tastes.exclude_ingredient_ids);
  return { ...query, ...(tags ? { include_tag_slugs: tags } : {}), ...(excluded ? { exclude_ingredient_ids: excluded } : {}) };
}
