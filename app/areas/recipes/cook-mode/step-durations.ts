import { foldText } from "#api/contract/text";

/** A length of time a step's text names: "10 minutos", "3 to 4 minutes" (a range keeps both ends). */
export interface StepDuration {
  /** The longest the text allows: a timer for "5-7 min" rings at 7. */
  seconds: number;
  /** The shortest, when the text gives a range. */
  fromSeconds?: number;
}

// Folded (no accents, lower case), longest first so "veinticinco" is not read as "veinte".
const numberWords: Record<string, number> = {
  veinticinco: 25,
  cuarenta: 40,
  cincuenta: 50,
  noventa: 90,
  sesenta: 60,
  treinta: 30,
  quince: 15,
  veinte: 20,
  cuatro: 4,
  cinco: 5,
  siete: 7,
  nueve: 9,
  media: 0.5,
  medio: 0.5,
  ocho: 8,
  seis: 6,
  once: 11,
  doce: 12,
  diez: 10,
  tres: 3,
  dos: 2,
  una: 1,
  uno: 1,
  un: 1,
  "twenty-five": 25,
  "forty-five": 45,
  fifteen: 15,
  twelve: 12,
  eleven: 11,
  twenty: 20,
  thirty: 30,
  ninety: 90,
  three: 3,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seven: 7,
  eight: 8,
  four: 4,
  five: 5,
  nine: 9,
  half: 0.5,
  one: 1,
  two: 2,
  six: 6,
  ten: 10,
  an: 1,
  a: 1,
};

const word = Object.keys(numberWords).join("|");
const number = String.raw`(?:\d+\s+\d\/\d|\d\/\d|\d+(?:[.,]\d+)?\s*[½¼¾]?|[½¼¾]|(?:a\s+)?half(?:\s+an?)?|(?:${word})(?![\w-]))`;
const amount = String.raw`(${number})(?:\s*(?:-|–|a|o|to|or)\s*(${number}))?`;
const units = String.raw`(horas?|hours?|hrs?|h|minutos?|minutes?|mins?|segundos?|seconds?|secs?|seg)`;
const andAHalf = String.raw`(\s+(?:y|and)\s+(?:a\s+)?(?:media|half))?`;
// "hora y media" and "an hour and a half" name no number before the hour.
const pattern = new RegExp(String.raw`(?<![\w/.,])(?:${amount}(?:\s+more)?\s*${units}${andAHalf}|(hora y media|an hour and a half))(?![\w])`, "g");
// What may stand between the parts of one duration: "1 hora y 15 minutos", "1 hour, 15 minutes".
const joiner = /^\s*(?:,|y|and|,\s*and)?\s*$/;

function unitSeconds(unit: string): number {
  if (unit.startsWith("h")) return 3600;
  if (unit.startsWith("m")) return 60;
  return 1;
}

const fractions: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

function readNumber(text: string): number {
  const value = text.trim();
  if (value in numberWords) return numberWords[value]!;
  if (/half/.test(value)) return 0.5;
  const mixed = /^(\d+)\s+(\d)\/(\d)$/.exec(value);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d)\/(\d)$/.exec(value);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  const decimal = /^(\d+(?:[.,]\d+)?)?\s*([½¼¾])?$/.exec(value);
  if (!decimal) return Number.NaN;
  return Number((decimal[1] ?? "0").replace(",", ".")) + (decimal[2] ? fractions[decimal[2]]! : 0);
}

interface Part {
  start: number;
  end: number;
  unit: number;
  seconds: number;
  fromSeconds: number;
}

function readParts(text: string): Part[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(pattern)) {
    const [whole, from, to, unit, half, bare] = match;
    const start = match.index;
    const end = start + whole.length;
    if (bare) {
      parts.push({ start, end, unit: 3600, seconds: 5400, fromSeconds: 5400 });
      continue;
    }
    const size = unitSeconds(unit!);
    const extra = half ? size / 2 : 0;
    const low = readNumber(from!) * size + extra;
    const high = to ? readNumber(to) * size + extra : low;
    if (!Number.isFinite(low) || !Number.isFinite(high) || high <= 0) continue;
    parts.push({ start, end, unit: size, seconds: Math.round(Math.max(low, high)), fromSeconds: Math.round(Math.min(low, high)) });
  }
  return parts;
}

/**
 * The durations a step's text names, in Spanish or English whatever the page's language (a recipe
 * may be shown in the language it was written in): "cuece 10 minutos", "hora y media", "1 hour 15
 * minutes", "3 o 4 minutos", "30 seconds". Vague times ("unos minutos", "overnight") name none.
 * Each duration once, in the order the text gives them.
 */
export function findDurations(text: string): StepDuration[] {
  const folded = foldText(text.normalize("NFC"));
  const parts = readParts(folded);
  const durations: StepDuration[] = [];
  let previous: Part | undefined;
  let current: StepDuration | undefined;
  for (const part of parts) {
    const joined = previous && current && part.unit < previous.unit && current.fromSeconds === undefined && joiner.test(folded.slice(previous.end, part.start));
    if (joined) {
      current!.seconds += part.seconds;
      if (part.fromSeconds !== part.seconds) current!.fromSeconds = current!.seconds - part.seconds + part.fromSeconds;
    } else {
      current = { seconds: part.seconds, ...(part.fromSeconds !== part.seconds ? { fromSeconds: part.fromSeconds } : {}) };
      durations.push(current);
    }
    previous = part;
  }
  const seen = new Set<string>();
  return durations.filter((duration) => {
    const key = `${duration.fromSeconds ?? ""}:${duration.seconds}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
