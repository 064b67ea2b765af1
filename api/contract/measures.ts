/**
 * Metric or US customary, the one place the reader's units are applied (decision 074): an
 * ingredient line's amount, and the temperatures, lengths and pan sizes a step or a note writes
 * ("190 °C", "1¼-inch", "9x13-inch"). Pure, for both halves. Spoons, cups, pieces, times and
 * "to taste" mean the same in both systems and never change.
 */
import { formatQuantity, type LineLocale } from "./ingredient-line";
import { GRAMS_PER_OUNCE, inUsCustomary, OUNCES_PER_POUND, type UnitSystem } from "./shopping-quantities";

export { type UnitSystem, unitSystems } from "./shopping-quantities";

/** What a page shows when the reader chose nothing: US customary in English (as NYT Cooking and Allrecipes do), metric in Spanish (decision 070). */
export function defaultUnitSystem(locale: LineLocale): UnitSystem {
  return locale === "en" ? "us" : "metric";
}

/**
 * The units a page is read in, for every reader (recipe page, shopping lists, marketplace, the
 * account setting): Spanish pages are metric; English pages a member's setting or a visitor's
 * cookie, else the language's default (`chosen` null or undefined: never chosen; decision 081).
 */
export function readingUnitSystem(locale: LineLocale, chosen: UnitSystem | null | undefined): UnitSystem {
  return locale === "es" ? "metric" : (chosen ?? defaultUnitSystem(locale));
}

/** A cookie's or a form's value as a unit system; anything else is no choice. */
export function parseUnitSystem(raw: string | null | undefined): UnitSystem | undefined {
  return raw === "metric" || raw === "us" ? raw : undefined;
}

const MILLILITRES_PER_FL_OZ = 29.5735295625;

/** Grams and millilitres as a recipe prints them: whole below 100, fives from 100, kilos and litres from 1000. */
function metricAmount(quantity: number, unit: "g" | "ml"): { quantity: number; unit: string } {
  if (quantity >= 1000) return { quantity: Math.round(quantity / 50) / 20, unit: unit === "g" ? "kg" : "l" };
  return { quantity: quantity >= 100 ? Math.round(quantity / 5) * 5 : Math.max(1, Math.round(quantity)), unit };
}

/**
 * A line's amount in the reader's units: grams, kilos, millilitres and litres become ounces,
 * pounds, spoons and cups in US customary (the shopping list's conversion); ounces, pounds and
 * fluid ounces become grams and millilitres in metric. Everything else stays as written.
 */
export function lineInSystem<Line extends { quantity: number | null; unit: string }>(line: Line, system: UnitSystem): Line {
  if (system === "us") return inUsCustomary(line);
  if (line.quantity === null || line.quantity <= 0) return line;
  if (line.unit === "oz") return { ...line, ...metricAmount(line.quantity * GRAMS_PER_OUNCE, "g") };
  if (line.unit === "lb") return { ...line, ...metricAmount(line.quantity * OUNCES_PER_POUND * GRAMS_PER_OUNCE, "g") };
  if (line.unit === "fl oz") return { ...line, ...metricAmount(line.quantity * MILLILITRES_PER_FL_OZ, "ml") };
  return line;
}

const glyphs: Record<string, number> = { "⅛": 0.125, "¼": 0.25, "⅓": 1 / 3, "½": 0.5, "⅔": 2 / 3, "¾": 0.75 };
/** "2", "2,5", "2.5", "1¼", "¾", "1 ½". */
const NUMBER = String.raw`\d+(?:[.,]\d+)?(?:\s?[⅛¼⅓½⅔¾])?|[⅛¼⅓½⅔¾]`;

function parseNumber(text: string): number {
  const glyph = text.match(/[⅛¼⅓½⅔¾]/)?.[0];
  const whole = text
    .replace(/[⅛¼⅓½⅔¾]/, "")
    .trim()
    .replace(",", ".");
  return (whole ? Number(whole) : 0) + (glyph ? glyphs[glyph]! : 0);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/**
 * °C → °F as an oven dial reads: to fives, and to the nearest 25 when that is within 8 °F
 * (180 °C → 350 °F, 200 °C → 400 °F, 140 °C → 285 °F, 170 °C → 340 °F).
 */
export function celsiusToFahrenheit(celsius: number): number {
  const exact = (celsius * 9) / 5 + 32;
  const dial = roundTo(exact, 25);
  return Math.abs(dial - exact) <= 8 ? dial : roundTo(exact, 5);
}

/** °F → °C to fives: 350 °F → 175 °C, 375 °F → 190 °C, 425 °F → 220 °C. */
export function fahrenheitToCelsius(fahrenheit: number): number {
  return roundTo(((fahrenheit - 32) * 5) / 9, 5);
}

/** Centimetres → inches a ruler shows: eighths below ½, quarters below 3, halves below 6, whole above. */
export function centimetresToInches(centimetres: number): number {
  const inches = centimetres / 2.54;
  if (inches < 0.5) return Math.max(0.125, roundTo(inches, 0.125));
  if (inches < 3) return roundTo(inches, 0.25);
  if (inches < 6) return roundTo(inches, 0.5);
  return Math.round(inches);
}

/** Inches → centimetres: halves below 2 cm… whole from there (1 inch → 2,5 cm, 9 inches → 23 cm). */
export function inchesToCentimetres(inches: number): number {
  const centimetres = inches * 2.54;
  return centimetres < 3 ? Math.max(0.5, roundTo(centimetres, 0.5)) : Math.round(centimetres);
}

const metricNumber = (value: number, locale: LineLocale) => formatQuantity(value, locale, { fractions: false });
const usNumber = (value: number, locale: LineLocale) => formatQuantity(value, locale);

const inchWords: Record<LineLocale, { one: string; other: string }> = { es: { one: "pulgada", other: "pulgadas" }, en: { one: "inch", other: "inches" } };

const DEGREES = String.raw`\s?[°º]\s?`;
/** "300 °F (150 °C)": a temperature already said in both systems keeps only the reader's. */
const BOTH_TEMPERATURES = new RegExp(String.raw`(\d+)${DEGREES}([CF])\s\((\d+)${DEGREES}([CF])\)`, "g");
const TEMPERATURE = new RegExp(String.raw`(\d+)(?:\s?[-–]\s?(\d+))?${DEGREES}([CF])\b`, "g");
const SIZE = `(${NUMBER})(?:\\s?[x×]\\s?(${NUMBER}))?`;
const CENTIMETRES = new RegExp(String.raw`(?<![\d.,])${SIZE}(-|\s)(?:cm|centímetros?)(?![a-z])`, "gi");
const INCHES = new RegExp(String.raw`(?<![\d.,])${SIZE}(-|\s)(inch(?:es)?|pulgadas?)(?![a-z])`, "gi");

function temperatures(text: string, system: UnitSystem): string {
  const wanted = system === "us" ? "F" : "C";
  const convert = (value: number, from: string) => (from === wanted ? value : from === "C" ? celsiusToFahrenheit(value) : fahrenheitToCelsius(value));
  return text
    .replace(BOTH_TEMPERATURES, (all, first: string, firstUnit: string, second: string, secondUnit: string) => {
      if (firstUnit === secondUnit) return all;
      return firstUnit === wanted ? `${first} °${firstUnit}` : `${second} °${secondUnit}`;
    })
    .replace(TEMPERATURE, (all, low: string, high: string | undefined, unit: string) => {
      if (unit === wanted) return all;
      const range = high === undefined ? "" : `-${convert(Number(high), unit)}`;
      return `${convert(Number(low), unit)}${range} °${wanted}`;
    });
}

function lengths(text: string, system: UnitSystem, locale: LineLocale): string {
  if (system === "us") {
    return text.replace(CENTIMETRES, (_all, first: string, second: string | undefined, joiner: string) => {
      const a = centimetresToInches(parseNumber(first));
      const size = second === undefined ? usNumber(a, locale) : `${usNumber(a, locale)}x${usNumber(centimetresToInches(parseNumber(second)), locale)}`;
      if (joiner === "-" || locale === "en") return `${size}-inch`;
      return `${size} ${a > 1 || second !== undefined ? inchWords[locale].other : inchWords[locale].one}`;
    });
  }
  return text.replace(INCHES, (_all, first: string, second: string | undefined, joiner: string) => {
    const a = metricNumber(inchesToCentimetres(parseNumber(first)), locale);
    const size = second === undefined ? a : `${a}x${metricNumber(inchesToCentimetres(parseNumber(second)), locale)}`;
    return `${size}${joiner === "-" ? "-" : " "}cm`;
  });
}

/**
 * Text a cook reads (a step, a line's note) with its temperatures, lengths and pan sizes in
 * `system`: "190 °C" ↔ "375 °F", "3 cm" ↔ "1¼-inch", "23x33 cm" ↔ "9x13-inch". Times, spoons,
 * other numbers and text already in `system` are left exactly as written.
 */
export function measuresInText(text: string, system: UnitSystem, locale: LineLocale): string {
  return lengths(temperatures(text, system), system, locale);
}
