import type { IngredientUnit, LineLocale } from "../../contract/ingredient-line";
import { foldText } from "../../contract/text";

interface UnitWord {
  /** Folded, lower case, as it may follow the amount: "cucharada sopera", "tbsp", "cl". */
  words: string;
  unit: IngredientUnit;
  /** Centilitres and decilitres become millilitres. */
  factor?: number;
  /** One-letter American abbreviations: "1 T butter" is a tablespoon, "1 t salt" a teaspoon. */
  exactCase?: string;
}

const word = (words: string, unit: IngredientUnit, factor?: number): UnitWord => ({ words, unit, ...(factor ? { factor } : {}) });
const forms = (unit: IngredientUnit, ...written: string[]) => written.map((text) => word(text, unit));

const spanish: UnitWord[] = [
  ...forms("g", "g", "gr", "grs", "gramo", "gramos"),
  ...forms("kg", "kg", "kgs", "kilo", "kilos", "kilogramo", "kilogramos"),
  ...forms("ml", "ml", "mililitro", "mililitros", "cc"),
  word("cl", "ml", 10),
  word("centilitro", "ml", 10),
  word("centilitros", "ml", 10),
  word("dl", "ml", 100),
  word("decilitro", "ml", 100),
  word("decilitros", "ml", 100),
  ...forms("l", "l", "lt", "lts", "litro", "litros"),
  ...forms("tbsp", "cucharada sopera", "cucharadas soperas", "cucharada", "cucharadas", "cda", "cdas"),
  ...forms("tsp", "cucharadita de cafe", "cucharaditas de cafe", "cucharadita", "cucharaditas", "cdta", "cdtas", "cdita", "cditas", "cucharilla", "cucharillas"),
  ...forms("cup", "taza", "tazas", "tacita", "tacitas"),
  ...forms("glass", "vaso", "vasos", "vasito", "vasitos"),
  ...forms("clove", "diente", "dientes", "dientecillo", "dientecillos"),
  ...forms("pinch", "pizca", "pizcas", "pellizco", "pellizcos"),
  ...forms("slice", "rebanada", "rebanadas", "loncha", "lonchas", "lonchita", "lonchitas", "rodaja", "rodajas", "tajada", "tajadas"),
  ...forms("sprig", "ramita", "ramitas", "rama", "ramas"),
  ...forms("can", "lata", "latas", "latita", "latitas", "bote", "botes", "tarro", "tarros"),
  ...forms("bunch", "manojo", "manojos", "atado", "atados", "ramillete", "ramilletes"),
  ...forms("leaf", "hoja", "hojas"),
  ...forms("splash", "chorro", "chorros", "chorrito", "chorritos", "chorreon"),
  ...forms("handful", "punado", "punados", "punadito", "punaditos"),
  ...forms("package", "paquete", "paquetes", "sobre", "sobres", "sobrecito", "sobrecitos", "bolsa", "bolsas", "tarrina", "tarrinas", "tableta", "tabletas"),
  ...forms("drop", "gota", "gotas", "gotitas"),
  ...forms("unit", "unidad", "unidades", "ud", "uds", "pieza", "piezas"),
];

const english: UnitWord[] = [
  ...forms("g", "g", "gr", "gram", "grams", "gramme", "grammes"),
  ...forms("kg", "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms"),
  ...forms("ml", "ml", "milliliter", "milliliters", "millilitre", "millilitres"),
  ...forms("l", "l", "liter", "liters", "litre", "litres"),
  ...forms("oz", "oz", "ounce", "ounces"),
  ...forms("lb", "lb", "lbs", "pound", "pounds"),
  ...forms("tbsp", "tablespoon", "tablespoons", "tbsp", "tbsps", "tbs", "tbl", "tblsp"),
  ...forms("tsp", "teaspoon", "teaspoons", "tsp", "tsps"),
  ...forms("cup", "cup", "cups"),
  ...forms("glass", "glass", "glasses"),
  ...forms("clove", "clove", "cloves"),
  ...forms("pinch", "pinch", "pinches", "dash", "dashes"),
  ...forms("slice", "slice", "slices", "rasher", "rashers"),
  ...forms("sprig", "sprig", "sprigs"),
  ...forms("can", "can", "cans", "tin", "tins", "jar", "jars"),
  ...forms("bunch", "bunch", "bunches"),
  ...forms("leaf", "leaf", "leaves"),
  ...forms("splash", "splash", "splashes", "drizzle"),
  ...forms("handful", "handful", "handfuls"),
  ...forms("package", "package", "packages", "packet", "packets", "pkg", "pack", "packs", "box", "boxes", "bag", "bags", "envelope", "envelopes"),
  ...forms("drop", "drop", "drops"),
  ...forms("stick", "stick", "sticks"),
  ...forms("unit", "piece", "pieces"),
  { words: "t", unit: "tbsp", exactCase: "T" },
  { words: "t", unit: "tsp", exactCase: "t" },
  { words: "c", unit: "cup", exactCase: "c" },
];

/** Longest first, so "cucharadita de café" wins over "cucharadita" and "tbsp" over "t". */
const byLocale: Record<LineLocale, UnitWord[]> = {
  es: [...spanish].sort((a, b) => b.words.length - a.words.length),
  en: [...english].sort((a, b) => b.words.length - a.words.length),
};

export interface UnitMatch {
  unit: IngredientUnit;
  factor: number;
  /** Characters of the text the unit took, its trailing full stop included ("cda."). */
  length: number;
}

/**
 * The unit at the start of `text` ("cucharadas de aceite" → tbsp), or undefined. A unit ends where
 * a word ends: "l" in "1 l de leche" is a litre, in "1 large egg" it is not.
 */
export function unitAtStart(text: string, locale: LineLocale): UnitMatch | undefined {
  const folded = foldText(text);
  for (const candidate of byLocale[locale]) {
    if (!folded.startsWith(candidate.words)) continue;
    if (candidate.exactCase && !text.startsWith(candidate.exactCase)) continue;
    const after = folded.slice(candidate.words.length);
    if (/^[\p{L}\p{N}]/u.test(after)) continue;
    const stop = after.startsWith(".") ? 1 : 0;
    return { unit: candidate.unit, factor: candidate.factor ?? 1, length: candidate.words.length + stop };
  }
  return undefined;
}

/** Units a cook writes after the name too: "2 garlic cloves", "3 hojas de laurel" is the usual order, "2 sprigs" either. */
const trailingUnits = new Set<IngredientUnit>(["clove", "leaf", "sprig", "slice", "bunch", "stick", "can"]);

/** The unit a single word names, when it may stand after the ingredient ("garlic cloves"). */
export function trailingUnit(wordText: string, locale: LineLocale): IngredientUnit | undefined {
  const match = unitAtStart(wordText, locale);
  return match && match.length >= wordText.length && trailingUnits.has(match.unit) ? match.unit : undefined;
}
