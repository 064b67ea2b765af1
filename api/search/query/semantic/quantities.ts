import { SERVINGS_MAX, SERVINGS_MIN } from "../../../contract/limits";
import { setsValue } from "./filter-builder";
import {
  ACTIVE_PREFIX,
  ACTIVE_SUFFIX,
  AND,
  AND_A_HALF,
  ARTICLE_NUMBERS,
  AT_LEAST,
  AT_MOST,
  CALORIE_UNITS,
  HALF_HOUR,
  HOUR_UNITS,
  MINUTE_UNITS,
  NUMBER_WORDS,
  OR_LESS,
  OR_MORE,
  PEOPLE_UNITS,
  PER_SERVING,
  RANGE_JOIN,
  RANGE_START,
  SERVINGS_LEAD,
  STAR_UNITS,
} from "./quantity-words";
import type { Step } from "./step";
import { hasKey, matchPhrase, type Token } from "./words";

/** Amounts read with their bound: times, calories, servings and stars. */

interface ReadNumber {
  value: number;
  end: number;
  /** "un", "una", "a", "an": a number only when a unit follows. */
  article: boolean;
}

function readNumber(tokens: readonly Token[], at: number): ReadNumber | undefined {
  const token = tokens[at];
  if (!token) return undefined;
  if (/^\d/.test(token.folded)) return { value: Number(token.folded.replace(",", ".")), end: at + 1, article: false };
  const value = NUMBER_WORDS.get(token.folded);
  return value === undefined ? undefined : { value, end: at + 1, article: ARTICLE_NUMBERS.has(token.folded) };
}

/** "1h30", "1 hora y 30 minutos": minutes after an hour count, as long as they stay under the hour. */
function readMinutesAfterHours(tokens: readonly Token[], at: number): { minutes: number; end: number } | undefined {
  const joined = matchPhrase(tokens, at, AND);
  const count = readNumber(tokens, joined ?? at);
  if (!count || count.article || count.value >= 60) return undefined;
  const withUnit = hasKey(tokens[count.end], MINUTE_UNITS);
  if (joined !== undefined && !withUnit) return undefined;
  return { minutes: count.value, end: withUnit ? count.end + 1 : count.end };
}

/** "30 minutos", "1h", "1 hora y media", "media hora", "an hour and a half", "1h30". */
function readDuration(tokens: readonly Token[], at: number): { minutes: number; end: number } | undefined {
  const halfHour = matchPhrase(tokens, at, HALF_HOUR);
  if (halfHour !== undefined) return { minutes: 30, end: halfHour };
  const count = readNumber(tokens, at);
  if (!count) return undefined;
  if (hasKey(tokens[count.end], MINUTE_UNITS)) return { minutes: count.value, end: count.end + 1 };
  if (!hasKey(tokens[count.end], HOUR_UNITS)) return undefined;
  const afterHours = count.end + 1;
  const andAHalf = matchPhrase(tokens, afterHours, AND_A_HALF);
  if (andAHalf !== undefined) return { minutes: count.value * 60 + 30, end: andAHalf };
  const extra = readMinutesAfterHours(tokens, afterHours);
  return { minutes: count.value * 60 + (extra?.minutes ?? 0), end: extra?.end ?? afterHours };
}

const MAX_MINUTES = 24 * 60;

/** "en menos de 30 minutos", "under 20 min", "max 1 hora", "1h", "15 min de preparación". */
export function matchTime(tokens: readonly Token[], at: number): Step | undefined {
  const activePrefix = matchPhrase(tokens, at, ACTIVE_PREFIX);
  let cursor = activePrefix ?? at;
  const atLeast = matchPhrase(tokens, cursor, AT_LEAST);
  cursor = atLeast ?? matchPhrase(tokens, cursor, AT_MOST) ?? cursor;
  const duration = readDuration(tokens, cursor);
  if (!duration || duration.minutes <= 0 || duration.minutes > MAX_MINUTES) return undefined;
  let end = matchPhrase(tokens, duration.end, OR_LESS) ?? duration.end;
  const activeSuffix = matchPhrase(tokens, end, ACTIVE_SUFFIX);
  end = activeSuffix ?? end;
  // There is no minimum-time filter: "más de 1 hora" is understood and dropped rather than searched as text.
  if (atLeast !== undefined) return { kind: "rule", end, apply: () => undefined };
  const filter = activePrefix !== undefined || activeSuffix !== undefined ? "activeTimeMaxMinutes" : "totalTimeMaxMinutes";
  return { kind: "rule", end, apply: setsValue(filter, Math.round(duration.minutes)) };
}

function readCalories(tokens: readonly Token[], at: number): ReadNumber | undefined {
  const count = readNumber(tokens, at);
  if (!count || count.article || count.value <= 0 || !hasKey(tokens[count.end], CALORIE_UNITS)) return undefined;
  return { ...count, end: count.end + 1 };
}

/** "entre 300 y 500 calorías", "between 300 and 500 kcal". */
function matchCalorieRange(tokens: readonly Token[], at: number): Step | undefined {
  const start = matchPhrase(tokens, at, RANGE_START);
  if (start === undefined) return undefined;
  const low = readNumber(tokens, start);
  const join = low ? matchPhrase(tokens, low.end, RANGE_JOIN) : undefined;
  const high = join === undefined ? undefined : readCalories(tokens, join);
  if (!low || !high || low.article || low.value <= 0 || low.value >= high.value) return undefined;
  const end = matchPhrase(tokens, high.end, PER_SERVING) ?? high.end;
  return {
    kind: "rule",
    end,
    apply: (builder, matched) => {
      builder.setValue("caloriesMin", low.value, matched);
      builder.setValue("caloriesMax", high.value, matched);
    },
  };
}

/** "menos de 300 calorías", "under 300 kcal", "más de 500 calorías"; a bare "300 calorías" is a ceiling. */
export function matchCalories(tokens: readonly Token[], at: number): Step | undefined {
  const range = matchCalorieRange(tokens, at);
  if (range) return range;
  const atLeast = matchPhrase(tokens, at, AT_LEAST);
  const count = readCalories(tokens, atLeast ?? matchPhrase(tokens, at, AT_MOST) ?? at);
  if (!count) return undefined;
  const orMore = matchPhrase(tokens, count.end, OR_MORE);
  let end = orMore ?? matchPhrase(tokens, count.end, OR_LESS) ?? count.end;
  end = matchPhrase(tokens, end, PER_SERVING) ?? end;
  const filter = atLeast !== undefined || orMore !== undefined ? "caloriesMin" : "caloriesMax";
  return { kind: "rule", end, apply: setsValue(filter, Math.round(count.value)) };
}

/** "para 4", "for 4 people", "4 personas", "serves 6"; never "para 30 minutos". */
export function matchServings(tokens: readonly Token[], at: number): Step | undefined {
  const lead = matchPhrase(tokens, at, SERVINGS_LEAD);
  const count = readNumber(tokens, lead ?? at);
  if (!count || !Number.isInteger(count.value) || count.value < SERVINGS_MIN || count.value > SERVINGS_MAX) return undefined;
  const unit = matchPhrase(tokens, count.end, PEOPLE_UNITS);
  if (unit === undefined) {
    const next = tokens[count.end];
    if (lead === undefined || count.article) return undefined;
    if (hasKey(next, MINUTE_UNITS) || hasKey(next, HOUR_UNITS) || hasKey(next, CALORIE_UNITS) || hasKey(next, STAR_UNITS)) return undefined;
  }
  return { kind: "rule", end: unit ?? count.end, apply: setsValue("minServings", count.value) };
}

/** "4 estrellas", "at least 4.5 stars", "de 4 estrellas o más". */
export function matchStars(tokens: readonly Token[], at: number): Step | undefined {
  const count = readNumber(tokens, matchPhrase(tokens, at, AT_LEAST) ?? at);
  if (!count || count.article || count.value < 1 || count.value > 5 || !hasKey(tokens[count.end], STAR_UNITS)) return undefined;
  const end = matchPhrase(tokens, count.end + 1, OR_MORE) ?? count.end + 1;
  return { kind: "rule", end, apply: setsValue("minAverageRating", count.value) };
}
