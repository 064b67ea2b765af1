import { GRAMS_PER_OUNCE, OUNCES_PER_POUND, toBaseAmount } from "../contract/shopping-quantities";

/**
 * A recipe's nutrition per serving estimated from its lines and the catalogue (decision 057): each
 * line matched to a catalogue ingredient with nutrient values and an amount that can be weighed is
 * turned into grams and counted; the rest is skipped, and the share counted is reported.
 */

/** A catalogue ingredient's values per 100 g and what turns a line into grams; null when unknown. */
export interface IngredientNutrients {
  kcalPer100g: number | null;
  proteinGramsPer100g: number | null;
  carbsGramsPer100g: number | null;
  fatGramsPer100g: number | null;
  fiberGramsPer100g: number | null;
  sugarGramsPer100g: number | null;
  sodiumMilligramsPer100g: number | null;
  gramsPerPiece: number | null;
  gramsPerMillilitre: number | null;
}

interface EstimateLine {
  quantity: number | null;
  unit: string;
  note: string | null;
  /** Null when the line names nothing in the catalogue. */
  nutrients: IngredientNutrients | null;
}

/** Per serving, as the recipe stores it: kcal, grams, sodium in milligrams. */
interface EstimatedNutrition {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodium: number;
}

interface NutritionEstimate {
  nutrition: EstimatedNutrition;
  countedLines: number;
  totalLines: number;
}

/** Units a piece weighs: "2 huevos", "3 dientes de ajo", "1 rama de romero", "2 hojas de laurel". */
const pieceUnits = new Set(["unit", "clove", "sprig", "leaf", "stick"]);

/** Small volumes the shopping list counts as pieces but a spoon can measure: a pinch is ⅛ tsp, a splash about 2 tbsp. */
const millilitresPer: Readonly<Record<string, number>> = { pinch: 0.625, splash: 30, glass: 200, drop: 0.05 };

/** Oil for frying mostly stays in the pan; counting all of it would put a litre of oil on the plates. */
const fryingNote = /para\s+fre[ií]r|for\s+(?:deep[\s-]?)?frying/iu;

/** A can's or a packet's size written beside it: "1 lata (400 g)", "2 sobres de 250 ml", "1 15-oz can". */
const sizeInNote = /(\d+(?:[.,]\d+)?)\s*-?\s*(g|kg|ml|l|oz)\b/iu;
const containerUnits = new Set(["can", "package"]);

/** What the line weighs, or null when it cannot be known (no amount, a bunch, a can of no stated size, no density…). */
export function lineGrams(line: Pick<EstimateLine, "quantity" | "unit" | "note" | "nutrients">): number | null {
  const { quantity, unit, nutrients } = line;
  if (quantity === null || quantity <= 0 || !nutrients) return null;
  if (containerUnits.has(unit)) {
    const size = line.note?.match(sizeInNote);
    const each = size ? lineGrams({ quantity: Number(size[1]!.replace(",", ".")), unit: size[2]!.toLowerCase(), note: null, nutrients }) : null;
    return each === null ? null : quantity * each;
  }
  if (unit === "oz") return quantity * GRAMS_PER_OUNCE;
  if (unit === "lb") return quantity * OUNCES_PER_POUND * GRAMS_PER_OUNCE;
  if (pieceUnits.has(unit)) return nutrients.gramsPerPiece === null ? null : quantity * nutrients.gramsPerPiece;
  const base = toBaseAmount(quantity, unit);
  const millilitres = base.unit === "ml" ? base.quantity : unit in millilitresPer ? quantity * millilitresPer[unit]! : null;
  if (millilitres !== null) return nutrients.gramsPerMillilitre === null ? null : millilitres! * nutrients.gramsPerMillilitre;
  return base.unit === "g" ? base.quantity : null;
}

const hasNutrients = (nutrients: IngredientNutrients | null): nutrients is IngredientNutrients => nutrients?.kcalPer100g != null;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The estimate per serving, or null when no line could be counted. A nutrient the catalogue does
 * not know for a counted ingredient adds nothing to that nutrient.
 */
export function estimateNutrition(lines: readonly EstimateLine[], servings: number): NutritionEstimate | null {
  const totals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sugar: 0, sodium: 0 };
  let countedLines = 0;
  for (const line of lines) {
    if (!hasNutrients(line.nutrients) || (line.note && fryingNote.test(line.note))) continue;
    const grams = lineGrams(line);
    if (grams === null) continue;
    const n = line.nutrients;
    const per = grams / 100;
    totals.calories += n.kcalPer100g! * per;
    totals.protein += (n.proteinGramsPer100g ?? 0) * per;
    totals.carbs += (n.carbsGramsPer100g ?? 0) * per;
    totals.fat += (n.fatGramsPer100g ?? 0) * per;
    totals.fiber += (n.fiberGramsPer100g ?? 0) * per;
    totals.sugar += (n.sugarGramsPer100g ?? 0) * per;
    totals.sodium += (n.sodiumMilligramsPer100g ?? 0) * per;
    countedLines++;
  }
  if (countedLines === 0) return null;
  const portions = Math.max(1, servings);
  return {
    nutrition: {
      calories: Math.round(totals.calories / portions),
      protein: round1(totals.protein / portions),
      carbs: round1(totals.carbs / portions),
      fat: round1(totals.fat / portions),
      fiber: round1(totals.fiber / portions),
      sugar: round1(totals.sugar / portions),
      sodium: Math.round(totals.sodium / portions),
    },
    countedLines,
    totalLines: lines.length,
  };
}
