import type { IngredientUnit, LineLocale } from "../../contract/ingredient-line";
import type { ParsedIngredientLine } from "../../contract/recipe-imports";
import { type IngredientMatcher } from "./ingredient-matcher";
import { halfAfterUnit, quantityAtStart } from "./quantity";
import { trailingUnit, unitAtStart } from "./unit-words";
import { type LineWord, splitWords } from "./word-forms";

const toTastePhrases: Record<LineLocale, RegExp> = {
  es: /(?:^|[\s,])(?:o\s+)?(?:al\s+gusto|a\s+gusto|c\/s|cantidad\s+suficiente|lo\s+que\s+admita)(?=$|[\s,.])/iu,
  en: /(?:^|[\s,])(?:or\s+)?(?:to\s+taste|as\s+needed|as\s+required)(?=$|[\s,.])/iu,
};

/** Words that join a unit or an amount to the name: "de", "of". */
const linkAfterUnit: Record<LineLocale, RegExp> = {
  es: /^\s*(?:de\s+las|de\s+los|de\s+la|del|de)(?![\p{L}])/iu,
  en: /^\s*of(?![\p{L}])/iu,
};

/** What may be left around the name and still says nothing ("de", "of", "the"). */
const emptyWords = new Set(["de", "del", "of", "the", "la", "el", "los", "las"]);

/** "El zumo de 1 limón", "zest of 1 orange": the part of the ingredient leads, the amount follows. */
const partOfPattern: Record<LineLocale, RegExp> = {
  es: /^(?:el\s+|la\s+)?(zumo|jugo|ralladura|piel|cáscara)(?:\s+y\s+(?:el\s+|la\s+)?(?:zumo|jugo|ralladura))?\s+(?:de)\s+/iu,
  en: /^(?:the\s+)?(?:finely\s+)?(?:grated\s+)?(juice|zest|peel)(?:\s+and\s+(?:juice|zest))?\s+of\s+/iu,
};

/** "1 15-ounce can", "2 400 g tins": a size between the amount and its unit, kept as a note. */
const sizeBeforeUnit = /^(\d+(?:[.,]\d+)?(?:\s*-\s*|\s+)?(?:ounce|oz|g|gram|grams|ml|lb|pound)\b\.?)\s+/iu;

const wordsBeforeUnit: Record<LineLocale, RegExp> = {
  es: /^(?:de\s+|(buen|buena|generoso|generosa|pequeño|pequeña|gran|grande)\s+)/iu,
  en: /^(heaping|heaped|generous|scant|level|rounded|good|large|small)\s+/iu,
};

/** "and", "y", "or", "o": a second ingredient named in the same line ("sal y pimienta"). */
const conjunctions = new Set(["and", "or", "y", "o", "e", "u"]);

const bulletPattern = /^(?:[-–•*·▢☐□✓]|\d+\.\s)\s*/u;

function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s+([,.;:])/g, "$1")
    .replace(/^[\s,;:.]+|[\s,;:]+$/g, "")
    .trim();
}

/** Splits "ajo, picado" at its first comma that is not a decimal comma ("1,5 kg"). */
function splitAtComma(text: string): [string, string] {
  const match = /[,;](?!\d)|(?<!\d),/u.exec(text);
  if (!match) return [text, ""];
  return [text.slice(0, match.index), text.slice(match.index + 1)];
}

/** The words around the name (words[from] up to words[to]); a unit after it (up to `skipTo`) is not left over. */
function leftoverText(text: string, words: readonly LineWord[], from: number, skipTo: number): string {
  const before = words.slice(0, from);
  const after = words.slice(skipTo);
  while (before.length && emptyWords.has(before.at(-1)!.key)) before.pop();
  const beforeText = before.length ? text.slice(before[0]!.start, before.at(-1)!.end) : "";
  const afterText = after.length ? text.slice(words[skipTo - 1]!.end) : "";
  const parts = [beforeText, afterText].map(tidy).filter(Boolean);
  const joined = parts.join(" ");
  return emptyWords.has(joined.toLowerCase()) ? "" : joined;
}

/** The first ingredient a line names: "salt and freshly ground black pepper" is salt, with the rest as its note. */
function matchBeforeConjunction(matcher: IngredientMatcher, words: LineWord[], locale: LineLocale) {
  const conjunction = words.findIndex((word, index) => index > 0 && conjunctions.has(word.key));
  return (conjunction > 0 ? matcher.match(words.slice(0, conjunction), locale) : undefined) ?? matcher.match(words, locale);
}

/** The line without its bullet, its "(asides)" and a leading "the juice of": what is left names the amount and the ingredient. */
function setAsidesApart(asWritten: string, locale: LineLocale) {
  let text = asWritten
    .normalize("NFC")
    .replace(/\u2044/g, "/")
    .replace(/\s+/g, " ")
    .trim()
    .replace(bulletPattern, "");
  const asides: string[] = [];
  text = text.replace(/\(([^()]*)\)/g, (whole) => {
    asides.push(whole);
    return " ";
  });
  text = tidy(text);
  const partOf = partOfPattern[locale].exec(text);
  const part = partOf ? tidy(partOf[0].replace(/\s+(?:de|of)\s+$/iu, "").replace(/^(?:el|la|the)\s+/iu, "")) : "";
  if (partOf) text = text.slice(partOf[0].length);
  return { text, asides, part };
}

/**
 * Reads one ingredient line as a cook writes it, in Spanish or English: "2 dientes de ajo
 * picados", "1 lata (400 g) de tomate triturado", "1 (14.5 oz) can diced tomatoes", "sal al
 * gusto". Pure: the catalogue comes in through the matcher.
 */
export function parseIngredientLine(asWritten: string, locale: LineLocale, matcher: IngredientMatcher): ParsedIngredientLine {
  const { text, asides, part } = setAsidesApart(asWritten, locale);
  const sizeWords: string[] = [];

  let toTaste = false;
  const tasteMatch = toTastePhrases[locale].exec(text);

  const amount = quantityAtStart(text, locale);
  let quantity = amount?.quantity ?? null;
  let quantityMin = amount?.quantityMin ?? null;
  let rest = amount ? text.slice(amount.length).trimStart() : text;
  const size = amount ? sizeBeforeUnit.exec(rest) : null;
  if (size && unitAtStart(rest.slice(size[0].length), locale)) {
    asides.push(size[1]!.trim());
    rest = rest.slice(size[0].length);
  }

  // "1/4 de cucharadita", "un buen chorro", "1 heaping tbsp": a link or a size word before the unit.
  const beforeUnit = amount ? wordsBeforeUnit[locale].exec(rest) : null;
  if (beforeUnit && unitAtStart(rest.slice(beforeUnit[0].length), locale)) {
    if (beforeUnit[1]) sizeWords.push(beforeUnit[1]);
    rest = rest.slice(beforeUnit[0].length);
  }

  let unit: IngredientUnit | undefined;
  const unitMatch = unitAtStart(rest, locale);
  let afterUnit = rest;
  if (unitMatch) {
    unit = unitMatch.unit;
    if (quantity !== null) quantity *= unitMatch.factor;
    if (quantityMin !== null) quantityMin *= unitMatch.factor;
    afterUnit = rest.slice(unitMatch.length);
    const half = halfAfterUnit(afterUnit);
    if (half && quantity !== null) {
      quantity += 0.5;
      afterUnit = afterUnit.slice(half);
    }
    const link = linkAfterUnit[locale].exec(afterUnit);
    if (link) afterUnit = afterUnit.slice(link[0].length);
    afterUnit = afterUnit.trimStart();
  } else if (amount) {
    const link = linkAfterUnit[locale].exec(rest);
    if (link) rest = rest.slice(link[0].length).trimStart();
    afterUnit = rest;
  }

  if (tasteMatch && quantity === null && !unit) {
    toTaste = true;
    afterUnit = tidy(afterUnit.replace(toTastePhrases[locale], " "));
  }

  const [head, tail] = splitAtComma(afterUnit);
  let words = splitWords(head, locale);
  let nameText = head;
  let found = matchBeforeConjunction(matcher, words, locale);

  // "1 hoja de plátano" is a banana leaf, not a leaf of banana; "2 hojas de laurel" stays a bay leaf.
  if (unitMatch) {
    const [wholeHead] = splitAtComma(rest);
    const wholeWords = splitWords(wholeHead, locale);
    const whole = matcher.match(wholeWords, locale);
    const unitWordCount = splitWords(rest.slice(0, unitMatch.length), locale).length;
    const reachesPastUnit = whole && whole.from === 0 && whole.to > unitWordCount;
    const unitIsTheIngredient = whole && !found && whole.from === 0 && whole.to === unitWordCount;
    if (whole && (reachesPastUnit || unitIsTheIngredient) && whole.ingredient.id !== found?.ingredient.id) {
      unit = undefined;
      if (quantity !== null) quantity /= unitMatch.factor;
      if (quantityMin !== null) quantityMin /= unitMatch.factor;
      words = wholeWords;
      nameText = wholeHead;
      found = whole;
    }
  }

  let noteTail = tail;
  // "1 pound boneless, skinless chicken breasts": the name after a comma.
  if (!found && tail) {
    const allWords = splitWords(afterUnit, locale);
    const later = matcher.match(allWords, locale);
    if (later) {
      words = allWords;
      nameText = afterUnit;
      found = later;
      noteTail = "";
    }
  }

  // "2 garlic cloves": "cloves" names the spice only when nothing before it names an ingredient.
  if (found && found.from > 0 && found.to - found.from === 1 && trailingUnit(words[found.from]!.text, locale)) {
    const before = matcher.match(words.slice(0, found.from), locale);
    if (before) found = before;
  }

  // "2 garlic cloves", "2 large garlic cloves": the unit right after the name.
  let nameEnd = found?.to ?? 0;
  const following = found ? words[found.to] : undefined;
  if (found && !unit && following && found.to === words.length - 1 && trailingUnit(following.text, locale)) {
    unit = trailingUnit(following.text, locale);
    nameEnd = words.length;
  }
  const leftover = found ? leftoverText(nameText, words, found.from, nameEnd) : "";

  const noteParts = [part, [...sizeWords, leftover].filter(Boolean).join(" "), tidy(noteTail)].filter(Boolean);
  const note = tidy([noteParts.join(", "), ...asides].filter(Boolean).join(" "));
  const name = found ? tidy(nameText.slice(words[found.from]!.start, words[found.to - 1]!.end)) : tidy(head);

  return {
    as_written: asWritten,
    quantity: quantity === null ? null : Number(quantity.toFixed(4)),
    quantity_min: quantityMin,
    unit: toTaste ? "to_taste" : (unit ?? (quantity === null ? "to_taste" : "unit")),
    ingredient: found ? { id: found.ingredient.id, slug: found.ingredient.slug, name: locale === "es" ? found.ingredient.nameEs : found.ingredient.nameEn } : null,
    name,
    note: note || null,
  };
}
