import type { LineLocale } from "../../contract/ingredient-line";
import { foldText } from "../../contract/text";

/** A word of a line with where it stands, so what is left over can be given back as written. */
export interface LineWord {
  /** As written: "Patatas". */
  text: string;
  /** Folded and singular: "patata". */
  key: string;
  start: number;
  end: number;
}

const wordPattern = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

/**
 * One word in the form both the catalogue and a line are compared in: lower case, accents folded,
 * plural made singular. The same rule runs on both sides, so it only has to be consistent, not
 * grammatical: "nueces" → "nuez", "limones" → "limon", "tomatoes" → "tomato", "leaves" → "leaf".
 */
function wordKey(word: string, locale: LineLocale): string {
  const folded = foldText(word).replace(/['’]/g, "");
  if (folded.length <= 3 || /\d/.test(folded)) return folded;
  return locale === "es" ? singularSpanish(folded) : singularEnglish(folded);
}

function singularSpanish(word: string): string {
  if (word.endsWith("ces")) return `${word.slice(0, -3)}z`;
  // "limones", "frijoles", "chiles", "carnes": -es after l, n, r or j is a plural whose singular may or
  // may not end in e ("limón", "chile"), so that e is dropped on both sides: "chil", "limon".
  if (/[lnrj]es$/.test(word)) return word.slice(0, -2);
  if (/[lnrj]e$/.test(word)) return word.slice(0, -1);
  if (word.endsWith("s") && !/[^aeiou]s$/.test(word.slice(-2))) return word.slice(0, -1);
  return word;
}

function singularEnglish(word: string): string {
  if (word.endsWith("leaves")) return `${word.slice(0, -6)}leaf`;
  if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("oes")) return word.slice(0, -2);
  if (/(ss|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us)$/.test(word)) return word;
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

export function splitWords(text: string, locale: LineLocale): LineWord[] {
  return [...text.matchAll(wordPattern)].map((match) => ({
    text: match[0],
    key: wordKey(match[0], locale),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** "Aceite de Oliva" → "aceite de oliva" as keys joined by spaces, the catalogue's lookup form. */
export function phraseKey(text: string, locale: LineLocale): string {
  return splitWords(text, locale)
    .map((word) => word.key)
    .join(" ");
}
