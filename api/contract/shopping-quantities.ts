/**
 * The shopping list's arithmetic: how recipe amounts add up, what the pantry takes off, and how a
 * total reads when you shop. Weight adds up in grams and volume in millilitres (a cucharada is 15 ml,
 * a cucharadita 5 ml, a taza 240 ml); count units only with the same unit (2 dientes + 1 diente);
 * "to taste" with "to taste". Weight never meets volume. Pure, for both halves.
 */
import { describeIngredientLine, type LineLocale } from "./ingredient-line";

/** Metric, or US customary (cups, ounces, pounds) on English pages. */
export const unitSystems = ["metric", "us"] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** The base unit a line adds up in: "g", "ml", "to_taste", or the count unit itself ("clove", "unit"…). */
export type BaseUnit = string;

const GRAMS_PER: Readonly<Record<string, number>> = { g: 1, kg: 1000 };
const MILLILITRES_PER: Readonly<Record<string, number>> = { ml: 1, l: 1000, tsp: 5, tbsp: 15, cup: 240 };
export const GRAMS_PER_OUNCE = 28.349523125;
export const OUNCES_PER_POUND = 16;
const MILLILITRES_PER_US_CUP = 236.5882365;
const MILLILITRES_PER_US_TBSP = 14.78676478125;
const MILLILITRES_PER_US_TSP = 4.92892159375;
const MILLILITRES_PER_FL_OZ = 29.5735295625;

export interface BaseAmount {
  unit: BaseUnit;
  /** Null when the line has no amount ("sal al gusto"). */
  quantity: number | null;
}

/** A recipe amount in the base unit it adds up in: 2 tbsp → 30 ml, 1,5 kg → 1500 g, null → to taste. */
export function toBaseAmount(quantity: number | null, unit: string): BaseAmount {
  if (quantity === null || unit === "to_taste") return { unit: "to_taste", quantity: null };
  if (unit in GRAMS_PER) return { unit: "g", quantity: quantity * GRAMS_PER[unit]! };
  if (unit in MILLILITRES_PER) return { unit: "ml", quantity: quantity * MILLILITRES_PER[unit]! };
  return { unit, quantity };
}

/** Two amounts add up when their base units are the same. */
function addAmounts(a: BaseAmount, b: BaseAmount): BaseAmount | null {
  if (a.unit !== b.unit) return null;
  if (a.quantity === null || b.quantity === null) return { unit: a.unit, quantity: a.quantity ?? b.quantity };
  return { unit: a.unit, quantity: a.quantity + b.quantity };
}

export interface MergeInput {
  /** Catalogue ingredient; null lines never merge (they stay as written). */
  ingredientId: number | null;
  quantity: number | null;
  unit: string;
}

export interface MergedLine {
  ingredientId: number | null;
  amount: BaseAmount;
  /** Indexes of the inputs this line adds up. */
  from: number[];
}

/** The key lines merge on: the same catalogue ingredient in the same base unit. */
export const mergeKey = (ingredientId: number, unit: BaseUnit) => `${ingredientId}:${unit}`;

/** Adds lines up the way the list does: by ingredient and base unit, in first-seen order. */
export function mergeLines(inputs: readonly MergeInput[]): MergedLine[] {
  const merged: MergedLine[] = [];
  const byKey = new Map<string, MergedLine>();
  inputs.forEach((input, index) => {
    const amount = toBaseAmount(input.quantity, input.unit);
    if (input.ingredientId === null) {
      merged.push({ ingredientId: null, amount, from: [index] });
      return;
    }
    const key = mergeKey(input.ingredientId, amount.unit);
    const existing = byKey.get(key);
    if (existing) {
      existing.amount = addAmounts(existing.amount, amount)!;
      existing.from.push(index);
      return;
    }
    const line = { ingredientId: input.ingredientId, amount, from: [index] };
    byKey.set(key, line);
    merged.push(line);
  });
  return merged;
}

/**
 * What the pantry leaves to buy: the whole need when the pantry has none, nothing (0) when it has
 * the ingredient with no amount given (or it is an assumed staple), the difference when the amounts
 * are in the same family; an amount in another family cannot be compared, so the need stays.
 */
export function remainingAfterPantry(need: BaseAmount, pantry: { quantity: number | null; unit: string | null } | "staple" | undefined): BaseAmount {
  if (!pantry) return need;
  if (pantry === "staple" || pantry.quantity === null || pantry.unit === null) return { unit: need.unit, quantity: 0 };
  const held = toBaseAmount(pantry.quantity, pantry.unit);
  if (need.quantity === null) return { unit: need.unit, quantity: 0 };
  if (held.unit !== need.unit || held.quantity === null) return need;
  return { unit: need.unit, quantity: Math.max(0, need.quantity - held.quantity) };
}

/** Up to the next step (a shop sells whole things): 1,333 kg → 1,35 kg, 2,7 eggs → 3; float dust (2,0000001) is not a step. */
function ceilTo(value: number, step: number): number {
  return Number((Math.ceil(value / step - 1e-3) * step).toFixed(4));
}

export interface DisplayAmount {
  quantity: number;
  /** A recipe unit ("g", "kg", "tbsp", "clove"…) or a US one ("oz", "lb", "fl oz"). */
  unit: string;
}

function metricDisplay(base: BaseUnit, quantity: number): DisplayAmount {
  if (base === "g") {
    if (quantity >= 1000) return { quantity: ceilTo(quantity / 1000, 0.05), unit: "kg" };
    return { quantity: ceilTo(quantity, quantity >= 100 ? 5 : 1), unit: "g" };
  }
  if (base === "ml") {
    if (quantity >= 1000) return { quantity: ceilTo(quantity / 1000, 0.05), unit: "l" };
    if (quantity < 15) return { quantity: ceilTo(quantity / 5, 0.25), unit: "tsp" };
    if (quantity < 60) return { quantity: ceilTo(quantity / 15, 0.5), unit: "tbsp" };
    return { quantity: ceilTo(quantity, quantity >= 100 ? 10 : 5), unit: "ml" };
  }
  return { quantity: ceilTo(quantity, 1), unit: base };
}

/** To the nearest step, never to nothing: how a recipe prints an amount (a shop rounds up instead). */
function nearestTo(value: number, step: number): number {
  return Number((Math.max(1, Math.round(value / step)) * step).toFixed(4));
}

function usDisplay(base: BaseUnit, quantity: number, liquid: boolean, round: (value: number, step: number) => number = ceilTo): DisplayAmount {
  if (base === "g") {
    const ounces = quantity / GRAMS_PER_OUNCE;
    if (ounces >= OUNCES_PER_POUND) return { quantity: round(ounces / OUNCES_PER_POUND, 0.25), unit: "lb" };
    return { quantity: round(ounces, 0.5), unit: "oz" };
  }
  if (base === "ml") {
    if (quantity < MILLILITRES_PER_US_TBSP) return { quantity: round(quantity / MILLILITRES_PER_US_TSP, 0.25), unit: "tsp" };
    if (quantity < MILLILITRES_PER_US_CUP / 4) return { quantity: round(quantity / MILLILITRES_PER_US_TBSP, 0.5), unit: "tbsp" };
    if (liquid) return { quantity: round(quantity / MILLILITRES_PER_FL_OZ, 1), unit: "fl oz" };
    return { quantity: round(quantity / MILLILITRES_PER_US_CUP, 0.25), unit: "cup" };
  }
  return { quantity: round(quantity, 1), unit: base };
}

/**
 * A recipe line's metric amount (g, kg, ml, l) in US customary for reading it while cooking: the
 * same conversion and steps as the shopping list's, to the nearest step rather than up (400 g → 14 oz,
 * 1 kg → 2¼ lb, 250 ml → 1 cup, 5 ml → 1 tsp). Spoons, cups, pieces and "to taste" stay as written.
 */
export function inUsCustomary<Line extends { quantity: number | null; unit: string }>(line: Line): Line {
  if (line.quantity === null || line.quantity <= 0 || !(line.unit in GRAMS_PER || line.unit === "ml" || line.unit === "l")) return line;
  const base = toBaseAmount(line.quantity, line.unit);
  const shown = usDisplay(base.unit, base.quantity!, false, nearestTo);
  return { ...line, quantity: shown.quantity, unit: shown.unit };
}

/**
 * A total as you would buy it, rounded up: metric (kilos from 1000 g, litres from 1000 ml, spoons
 * below 60 ml), or US customary (oz/lb; tsp/tbsp/cups, fl oz for drinks). Null for "to taste".
 */
export function displayAmount(amount: BaseAmount, system: UnitSystem, { liquid = false } = {}): DisplayAmount | null {
  if (amount.quantity === null || amount.unit === "to_taste") return null;
  return system === "us" ? usDisplay(amount.unit, amount.quantity, liquid) : metricDisplay(amount.unit, amount.quantity);
}

/** "1,35 kg de arroz bomba", "3 huevos", "sal al gusto", "1½ cups flour", "12 fl oz milk". */
export function describeShoppingAmount(name: string, amount: BaseAmount, locale: LineLocale, system: UnitSystem, options: { liquid?: boolean } = {}): string {
  const shown = displayAmount(amount, system, options);
  if (!shown) return describeIngredientLine({ quantity: null, unit: "to_taste", name, note: null }, locale);
  return describeIngredientLine({ quantity: shown.quantity, unit: shown.unit, name, note: null }, locale);
}
