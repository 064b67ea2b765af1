/**
 * How an ingredient line reads, in Spanish or English: "400 g de arroz bomba", "2 cloves garlic,
 * minced", "sal al gusto". Pure and dependency-free, because both halves format lines: the API for
 * the recipe as written, the web page again when a cook rescales the servings.
 */

export type LineLocale = "es" | "en";

/**
 * Every unit a line may carry. "unit" counts whole things (2 huevos), "to_taste" has no amount.
 * Ounces and pounds stay as written (imported American recipes); the cook's conversion is the
 * unit display's business, not the parser's.
 */
export const ingredientUnits = [
  "g",
  "kg",
  "ml",
  "l",
  "oz",
  "lb",
  "tbsp",
  "tsp",
  "cup",
  "glass",
  "unit",
  "clove",
  "pinch",
  "slice",
  "sprig",
  "can",
  "bunch",
  "leaf",
  "splash",
  "handful",
  "package",
  "drop",
  "stick",
  "to_taste",
] as const;

export type IngredientUnit = (typeof ingredientUnits)[number];

export interface IngredientLineInput {
  quantity: number | null;
  unit: string;
  name: string;
  note: string | null;
  /** A second amount said after the first: "1 cucharada y ½ cucharadita" (a scaled line only). */
  and?: { quantity: number; unit: string };
}

type UnitWords = { one: string; other: string };

/** Symbols never change with the amount; everything else has a singular and a plural. */
const metricUnits = new Set(["g", "kg", "ml", "l"]);
const symbolUnits = new Set([...metricUnits, "oz", "lb"]);

const unitWords: Record<LineLocale, Record<string, UnitWords>> = {
  es: {
    tbsp: { one: "cucharada", other: "cucharadas" },
    tsp: { one: "cucharadita", other: "cucharaditas" },
    cup: { one: "taza", other: "tazas" },
    clove: { one: "diente", other: "dientes" },
    pinch: { one: "pizca", other: "pizcas" },
    slice: { one: "rebanada", other: "rebanadas" },
    sprig: { one: "ramita", other: "ramitas" },
    can: { one: "lata", other: "latas" },
    bunch: { one: "manojo", other: "manojos" },
    leaf: { one: "hoja", other: "hojas" },
    glass: { one: "vaso", other: "vasos" },
    splash: { one: "chorrito", other: "chorritos" },
    handful: { one: "puñado", other: "puñados" },
    package: { one: "paquete", other: "paquetes" },
    drop: { one: "gota", other: "gotas" },
    stick: { one: "barra", other: "barras" },
  },
  en: {
    tbsp: { one: "tbsp", other: "tbsp" },
    tsp: { one: "tsp", other: "tsp" },
    cup: { one: "cup", other: "cups" },
    clove: { one: "clove", other: "cloves" },
    pinch: { one: "pinch", other: "pinches" },
    slice: { one: "slice", other: "slices" },
    sprig: { one: "sprig", other: "sprigs" },
    can: { one: "can", other: "cans" },
    bunch: { one: "bunch", other: "bunches" },
    leaf: { one: "leaf", other: "leaves" },
    glass: { one: "glass", other: "glasses" },
    splash: { one: "splash", other: "splashes" },
    handful: { one: "handful", other: "handfuls" },
    package: { one: "package", other: "packages" },
    drop: { one: "drop", other: "drops" },
    stick: { one: "stick", other: "sticks" },
  },
};

const toTaste: Record<LineLocale, string> = { es: "al gusto", en: "to taste" };

/** Kitchen fractions, written as their Unicode glyphs. */
const fractions: [number, string][] = [
  [0.125, "⅛"],
  [0.25, "¼"],
  [1 / 3, "⅓"],
  [0.5, "½"],
  [2 / 3, "⅔"],
  [0.75, "¾"],
];

/**
 * 1.5 → "1½", 0.25 → "¼", 2 → "2", 1.2 → "1,2" (es) / "1.2" (en). Metric amounts ask for
 * `fractions: false`: "1,5 l", never "1½ l".
 */
export function formatQuantity(quantity: number, locale: LineLocale, { fractions: useFractions = true } = {}): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  if (rest > 0.99) return String(whole + 1);
  const fraction = useFractions ? fractions.find(([value]) => Math.abs(value - rest) < 0.02) : undefined;
  if (fraction) return `${whole > 0 ? whole : ""}${fraction[1]}`;
  return new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", { maximumFractionDigits: 2 }).format(quantity);
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

/** The nearest amount a cook can measure: a whole number plus ¼, ⅓, ½, ⅔ or ¾ (⅛ below one). */
function nearestKitchenFraction(quantity: number): number {
  const whole = Math.floor(quantity);
  const parts = whole === 0 ? [0.125, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1] : [0, 0.25, 1 / 3, 0.5, 2 / 3, 0.75, 1];
  const rest = quantity - whole;
  const nearest = parts.reduce((best, part) => (Math.abs(part - rest) < Math.abs(best - rest) ? part : best));
  return whole + nearest;
}

/**
 * Things counted whole, because a shop sells or a cook uses them so (issue 30): a clove of garlic,
 * a can, a packet, a leaf, a sprig, a slice, a drop, a pinch, a splash, a handful. Scaled, they
 * round to whole ones, never below one: "1 diente de ajo", not "¾".
 */
const wholeUnits = new Set(["clove", "can", "package", "leaf", "sprig", "slice", "drop", "pinch", "splash", "handful"]);
/** Pieces a cook cuts in half at most (an onion, a lemon, a bunch, a stick of butter): halves, never below one half. */
const halvedUnits = new Set(["unit", "bunch", "stick"]);
/** Pieces that are not cut at all, whatever their unit: eggs. */
const wholePieces = /^(huevos?|eggs?)\b/i;

/**
 * A scaled amount rounded the way a recipe would print it: grams and millilitres to whole numbers
 * (to fives from 100 up), kilos and litres to twentieths (halves from 10 up), things counted whole
 * to whole numbers, pieces to halves, spoons and cups to kitchen fractions below 10 and whole
 * numbers above. Never rounds a real amount down to nothing.
 */
export function roundScaledQuantity(quantity: number, unit: string, name = ""): number {
  if (quantity <= 0) return 0;
  if (unit === "g" || unit === "ml") {
    if (quantity >= 100) return roundTo(quantity, 5);
    if (quantity >= 10) return Math.round(quantity);
    return Math.max(0.5, roundTo(quantity, 0.5));
  }
  if (unit === "kg" || unit === "l") return Number(roundTo(quantity, quantity >= 10 ? 0.5 : 0.05).toFixed(2));
  if (wholeUnits.has(unit) || (unit === "unit" && wholePieces.test(name))) return Math.max(1, Math.round(quantity));
  if (halvedUnits.has(unit)) return quantity >= 10 ? Math.round(quantity) : Math.max(0.5, roundTo(quantity, 0.5));
  if (quantity >= 10) return Math.round(quantity);
  return nearestKitchenFraction(quantity);
}

const TEASPOONS_PER_TABLESPOON = 3;
const TABLESPOONS_PER_CUP = 16;

/**
 * Spoons as a cook measures them once scaled: less than a tablespoon in teaspoons ("¼ cucharada" →
 * "¾ cucharadita"), less than a quarter cup in tablespoons, and three teaspoons or more in
 * tablespoons, with the teaspoons left over said after ("3½ cucharaditas" → "1 cucharada y ½
 * cucharadita"). Amounts already in the right spoon, and every other unit, are left alone.
 */
function spoonsForCooks(quantity: number, unit: string): { quantity: number; unit: string; and?: { quantity: number; unit: string } } {
  if (unit === "cup" && quantity < 0.25) return spoonsForCooks(quantity * TABLESPOONS_PER_CUP, "tbsp");
  if (unit === "tbsp" && quantity < 1) return spoonsForCooks(quantity * TEASPOONS_PER_TABLESPOON, "tsp");
  if (unit !== "tsp") return { quantity: roundScaledQuantity(quantity, unit), unit };
  const teaspoons = roundScaledQuantity(quantity, "tsp");
  if (teaspoons < TEASPOONS_PER_TABLESPOON) return { quantity: teaspoons, unit: "tsp" };
  // Whole tablespoons and halves of one read as tablespoons alone; what is left stays in teaspoons.
  const tablespoons = teaspoons / TEASPOONS_PER_TABLESPOON;
  const inHalves = roundTo(tablespoons, 0.5);
  if (Math.abs(inHalves - tablespoons) < 0.01) return { quantity: inHalves, unit: "tbsp" };
  const whole = Math.floor(tablespoons);
  const rest = nearestKitchenFraction(teaspoons - whole * TEASPOONS_PER_TABLESPOON);
  return { quantity: whole, unit: "tbsp", and: { quantity: rest, unit: "tsp" } };
}

/** 1500 ml reads better as 1,5 l and 0,25 kg as 250 g. */
function readableMetric(quantity: number, unit: string): { quantity: number; unit: string } {
  if (unit === "g" && quantity >= 1000) return { quantity: quantity / 1000, unit: "kg" };
  if (unit === "ml" && quantity >= 1000) return { quantity: quantity / 1000, unit: "l" };
  if (unit === "kg" && quantity < 1) return { quantity: quantity * 1000, unit: "g" };
  if (unit === "l" && quantity < 1) return { quantity: quantity * 1000, unit: "ml" };
  return { quantity, unit };
}

/**
 * The line for `factor` times the servings, rounded and in the most readable metric unit; lines
 * without an amount ("to taste") and the recipe's own yield stay exactly as written.
 */
export function scaleIngredientLine<Line extends IngredientLineInput>(line: Line, factor: number): Line {
  if (line.quantity === null || line.unit === "to_taste" || factor === 1) return line;
  const scaled = readableMetric(line.quantity * factor, line.unit);
  if (scaled.unit === "tsp" || scaled.unit === "tbsp" || scaled.unit === "cup") return { ...line, ...spoonsForCooks(scaled.quantity, scaled.unit) };
  return { ...line, unit: scaled.unit, quantity: roundScaledQuantity(scaled.quantity, scaled.unit, line.name) };
}

const spanishLinkWords = new Set(["de", "del", "en", "con", "para", "a", "al"]);

const unaccented: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u" };

function pluralizeSpanishWord(word: string): string {
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/s$/i.test(word)) return word;
  // "limón" → "limones": the stress moves off the last syllable, so its accent goes.
  if (/[áéíóú][nl]$/i.test(word)) return `${word.slice(0, -2)}${unaccented[word.at(-2)!] ?? word.at(-2)}${word.at(-1)}es`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  return `${word}es`;
}

/** "pimiento rojo" → "pimientos rojos"; "diente de ajo" → "dientes de ajo". */
export function pluralizeSpanish(name: string): string {
  const words = name.split(" ");
  const linkAt = words.findIndex((word, index) => index > 0 && spanishLinkWords.has(word));
  const end = linkAt === -1 ? words.length : linkAt;
  return words.map((word, index) => (index < end ? pluralizeSpanishWord(word) : word)).join(" ");
}

/** "onion" → "onions", "tomato" → "tomatoes", "cherry" → "cherries"; plural only the last word. */
export function pluralizeEnglish(name: string): string {
  return name.replace(/(\w+)$/, (word) => {
    if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
    if (/(s|x|z|ch|sh)$/i.test(word) || /(tomato|potato)$/i.test(word)) return `${word}es`;
    return `${word}s`;
  });
}

function unitLabel(unit: string, many: boolean, locale: LineLocale): string {
  if (symbolUnits.has(unit)) return unit;
  const words = unitWords[locale][unit];
  if (!words) return unit;
  return many ? words.other : words.one;
}

/** The line as a cook reads it: "400 g de arroz bomba", "2 cloves garlic, minced", "salt to taste". */
export function describeIngredientLine(line: IngredientLineInput, locale: LineLocale): string {
  const note = line.note ? `, ${line.note}` : "";
  if (line.unit === "to_taste" || line.quantity === null) {
    return `${line.name} ${toTaste[locale]}${note}`;
  }
  const amount = formatQuantity(line.quantity, locale, { fractions: !metricUnits.has(line.unit) });
  // Plural from what is printed: a scaled 1.004 reads "1", and "1 diente" is singular.
  const many = Number(line.quantity.toFixed(2)) > 1;
  if (line.unit === "unit") {
    const name = many ? (locale === "es" ? pluralizeSpanish(line.name) : pluralizeEnglish(line.name)) : line.name;
    return `${amount} ${name}${note}`;
  }
  const joiner = locale === "es" ? " de " : " ";
  const second = line.and ? `${locale === "es" ? " y " : " + "}${formatQuantity(line.and.quantity, locale)} ${unitLabel(line.and.unit, line.and.quantity > 1, locale)}` : "";
  return `${amount} ${unitLabel(line.unit, many, locale)}${second}${joiner}${line.name}${note}`;
}
