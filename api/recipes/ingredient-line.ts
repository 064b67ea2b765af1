import type { ApiLocale } from "../i18n/messages";
import { translate, translatePlural } from "../i18n/messages";

const fractions: [number, string][] = [
  [0.25, "¼"], [1 / 3, "⅓"], [0.5, "½"], [2 / 3, "⅔"], [0.75, "¾"],
];

/** 1.5 → "1½", 0.25 → "¼", 2 → "2", 1.2 → "1,2" (es) / "1.2" (en). */
export function formatQuantity(quantity: number, locale: ApiLocale): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = fractions.find(([value]) => Math.abs(value - rest) < 0.02);
  if (fraction) return `${whole > 0 ? whole : ""}${fraction[1]}`;
  return new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-US", { maximumFractionDigits: 2 }).format(quantity);
}

const spanishLinkWords = new Set(["de", "del", "en", "con", "para", "a", "al"]);

const unaccented: Record<string, string> = { á: "a", é: "e", í: "i", ó: "o", ú: "u" };

function pluralizeSpanishWord(word: string): string {
  if (/[aeiouáéó]$/i.test(word)) return `${word}s`;
  if (/s$/i.test(word)) return word;
  // "limón" → "limones": the stress moves off the last syllable, so its accent goes.
  if (/[áéíóú][nl]$/i.test(word)) return `${word.slice(0, -2)}${unaccented[word.at(-2)!] ?? word.at(-2)}${word.at(-1)}es`;
  if (/z$/i.test(word)) return `${word.slice(0, -1)}ces`;
  if (/[íú]$/i.test(word)) return `${word}es`;
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

export interface IngredientLineInput {
  quantity: number | null;
  unit: string;
  name: string;
  note: string | null;
}

/** The line as a cook reads it: "400 g de arroz bomba", "2 cloves garlic, minced", "salt to taste". */
export function describeIngredientLine(line: IngredientLineInput, locale: ApiLocale): string {
  const note = line.note ? `, ${line.note}` : "";
  if (line.unit === "to_taste" || line.quantity === null) {
    return `${line.name} ${translate(locale, "units.to_taste")}${note}`;
  }
  const amount = formatQuantity(line.quantity, locale);
  const many = line.quantity > 1;
  if (line.unit === "unit") {
    const name = many ? (locale === "es" ? pluralizeSpanish(line.name) : pluralizeEnglish(line.name)) : line.name;
    return `${amount} ${name}${note}`;
  }
  const metric = ["g", "kg", "ml", "l"].includes(line.unit);
  const unit = metric
    ? translate(locale, `units.${line.unit}` as "units.g")
    : translatePlural(locale, `units.${line.unit}`, many ? 2 : 1);
  const joiner = locale === "es" ? " de " : " ";
  return `${amount} ${unit}${joiner}${line.name}${note}`;
}
