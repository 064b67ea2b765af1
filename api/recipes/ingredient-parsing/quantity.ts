import type { LineLocale } from "../../contract/ingredient-line";
import { foldText } from "../../contract/text";

const glyphs: Record<string, number> = { "¼": 1 / 4, "½": 1 / 2, "¾": 3 / 4, "⅓": 1 / 3, "⅔": 2 / 3, "⅛": 1 / 8, "⅜": 3 / 8, "⅝": 5 / 8, "⅞": 7 / 8, "⅕": 1 / 5, "⅙": 1 / 6 };
const glyphClass = Object.keys(glyphs).join("");

// A whole or decimal number ("1", "1.5", "1,5"), a fraction ("1/2"), a mixed number ("1 1/2",
// "1½", "1 ½", "1 y 1/2", "1 and 1/2") or a glyph alone ("½").
const decimal = String.raw`\d+(?:[.,]\d+)?`;
const fraction = String.raw`\d+\/\d+`;
const amount = String.raw`(?:\d+\s*(?:y|and)?\s*(?:${fraction}|[${glyphClass}])|${fraction}|${decimal}|[${glyphClass}])`;
const rangeSeparator = String.raw`\s*(?:-|–|—|\s(?:a|o|to|or|ó)\s)\s*`;
const leadingAmount = new RegExp(String.raw`^(${amount})(?:${rangeSeparator}(${amount}))?(?![\p{N}/])`, "u");

function valueOf(written: string): number {
  const text = written.replace(/\s*(?:y|and)\s*/, " ").trim();
  const glyph = text.at(-1)!;
  if (glyph in glyphs) {
    const whole = text.slice(0, -1).trim();
    return (whole ? Number(whole) : 0) + glyphs[glyph]!;
  }
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const simple = /^(\d+)\/(\d+)$/.exec(text);
  if (simple) return Number(simple[1]) / Number(simple[2]);
  return Number(text.replace(",", "."));
}

/** Amounts written as words, longest first so "media docena de" wins over "media". */
const wordAmounts: Record<LineLocale, [string, number | null][]> = {
  es: [
    ["media docena de", 6],
    ["una docena de", 12],
    ["un par de", 2],
    ["medio", 0.5],
    ["media", 0.5],
    ["unos", null],
    ["unas", null],
    ["algunos", null],
    ["algunas", null],
    ["un", 1],
    ["una", 1],
    ["uno", 1],
    ["dos", 2],
    ["tres", 3],
    ["cuatro", 4],
    ["cinco", 5],
    ["seis", 6],
    ["siete", 7],
    ["ocho", 8],
    ["nueve", 9],
    ["diez", 10],
    ["doce", 12],
  ],
  en: [
    ["half a dozen", 6],
    ["a dozen", 12],
    ["a couple of", 2],
    ["a couple", 2],
    ["half a", 0.5],
    ["half an", 0.5],
    ["half", 0.5],
    ["a few", null],
    ["some", null],
    ["a", 1],
    ["an", 1],
    ["one", 1],
    ["two", 2],
    ["three", 3],
    ["four", 4],
    ["five", 5],
    ["six", 6],
    ["seven", 7],
    ["eight", 8],
    ["nine", 9],
    ["ten", 10],
    ["twelve", 12],
  ],
};

export interface QuantityMatch {
  /** The amount to cook with: the upper end of a range, so a shopping list never comes up short. */
  quantity: number | null;
  /** The lower end of a range ("2-3" → 2), otherwise null. */
  quantityMin: number | null;
  /** Characters the amount took. */
  length: number;
}

/** The amount a line starts with: "2-3", "1 1/2", "½", "1,5", "un", "a couple of"; undefined when it starts with none. */
export function quantityAtStart(text: string, locale: LineLocale): QuantityMatch | undefined {
  const numeric = leadingAmount.exec(text);
  if (numeric) {
    const first = valueOf(numeric[1]!);
    const second = numeric[2] === undefined ? undefined : valueOf(numeric[2]);
    if (second !== undefined && second > first) return { quantity: second, quantityMin: first, length: numeric[0].length };
    // "1-1/2 cups" is how some American sites write one and a half.
    if (second !== undefined && second < 1) return { quantity: first + second, quantityMin: null, length: numeric[0].length };
    if (second === undefined && Number.isFinite(first)) return { quantity: first, quantityMin: null, length: numeric[0].length };
  }
  const folded = foldText(text);
  for (const [words, value] of wordAmounts[locale]) {
    if (folded.startsWith(words) && !/^[\p{L}\p{N}]/u.test(folded.slice(words.length))) {
      return { quantity: value, quantityMin: null, length: words.length };
    }
  }
  return undefined;
}

/** "y media", "y medio", "and a half" after a unit: "1 cucharada y media de azúcar" is 1½. */
export function halfAfterUnit(text: string): number {
  const match = /^\s*(?:y\s+medi[oa]|and\s+a\s+half)(?![\p{L}])/iu.exec(text);
  return match ? match[0].length : 0;
}
