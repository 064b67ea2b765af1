import { compilePhrases, keySet } from "./words";

/** How amounts are said, both languages: number words, units, and the phrases around a bound. */

export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ["un", 1],
  ["una", 1],
  ["uno", 1],
  ["a", 1],
  ["an", 1],
  ["one", 1],
  ["dos", 2],
  ["two", 2],
  ["tres", 3],
  ["three", 3],
  ["cuatro", 4],
  ["four", 4],
  ["cinco", 5],
  ["five", 5],
  ["seis", 6],
  ["six", 6],
  ["siete", 7],
  ["seven", 7],
  ["ocho", 8],
  ["eight", 8],
  ["nueve", 9],
  ["nine", 9],
  ["diez", 10],
  ["ten", 10],
  ["doce", 12],
  ["twelve", 12],
  ["quince", 15],
  ["fifteen", 15],
  ["veinte", 20],
  ["twenty", 20],
  ["treinta", 30],
  ["thirty", 30],
  ["cuarenta", 40],
  ["forty", 40],
  ["cincuenta", 50],
  ["fifty", 50],
  ["sesenta", 60],
  ["sixty", 60],
  ["noventa", 90],
  ["ninety", 90],
]);

/** Articles count as "one" only before a unit: "una hora", "an hour", never "para un picnic". */
export const ARTICLE_NUMBERS = new Set(["un", "una", "a", "an"]);

export const MINUTE_UNITS = keySet(["m", "min", "mins", "minuto", "minute"]);
export const HOUR_UNITS = keySet(["h", "hr", "hrs", "hora", "hour"]);
export const CALORIE_UNITS = keySet(["cal", "kcal", "caloria", "calorie"]);
export const STAR_UNITS = keySet(["estrella", "star"]);
export const PEOPLE_UNITS = compilePhrases(["persona", "people", "person", "comensal", "racion", "serving", "porcion", "portion", "pax", "invitado", "guest"]);

export const HALF_HOUR = compilePhrases(["media hora", "half an hour", "half a hour", "half hour"]);
export const AND_A_HALF = compilePhrases(["y media", "and a half", "and half"]);
export const AND = compilePhrases(["y", "and"]);

export const AT_MOST = compilePhrases([
  "en",
  "in",
  "con",
  "with",
  "menos de",
  "en menos de",
  "con menos de",
  "por debajo de",
  "bajo",
  "max",
  "maximo",
  "como maximo",
  "hasta",
  "no mas de",
  "under",
  "in under",
  "less than",
  "in less than",
  "with less than",
  "below",
  "within",
  "up to",
  "at most",
  "no more than",
  "listo en",
  "lista en",
  "ready in",
]);
export const AT_LEAST = compilePhrases(["mas de", "con mas de", "al menos", "minimo", "como minimo", "over", "more than", "with more than", "at least", "above"]);
export const OR_LESS = compilePhrases(["o menos", "or less", "or under", "max", "maximo", "como maximo", "tops", "at most"]);
export const OR_MORE = compilePhrases(["o mas", "or more", "como minimo", "minimo", "at least", "plus"]);
export const PER_SERVING = compilePhrases(["por racion", "por porcion", "por persona", "per serving", "per portion"]);
export const RANGE_START = compilePhrases(["entre", "between", "de", "from"]);
export const RANGE_JOIN = compilePhrases(["y", "and", "a", "to"]);

/** "30 minutos de preparación", "prep under 15 min": the hands-on time, not the total. */
export const ACTIVE_PREFIX = compilePhrases(["prep", "preparacion", "preparation", "prep time", "tiempo de preparacion", "tiempo activo", "active time"]);
export const ACTIVE_SUFFIX = compilePhrases(["de preparacion", "de prep", "prep", "of prep", "of preparation", "de trabajo", "activo", "active"]);

export const SERVINGS_LEAD = compilePhrases(["para", "for", "serves", "feeds", "sirve", "rinde"]);
