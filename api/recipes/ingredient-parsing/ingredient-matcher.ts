import type { LineLocale } from "../../contract/ingredient-line";
import { type LineWord, phraseKey } from "./word-forms";

/** A catalogue ingredient as the parser needs it (api/catalogue loads them). */
export interface CatalogueIngredient {
  id: number;
  slug: string;
  nameEs: string;
  nameEn: string;
  synonymsEs: readonly string[];
  synonymsEn: readonly string[];
}

interface IngredientMatch {
  ingredient: CatalogueIngredient;
  /** The words the name took: words[from] up to, not including, words[to]. */
  from: number;
  to: number;
}

/** Longer than any name in the catalogue ("carne de ternera para guisar" is five words). */
const MAX_PHRASE_WORDS = 7;

export interface IngredientMatcher {
  /** The catalogue name the words hold, in the line's language. */
  match(words: readonly LineWord[], locale: LineLocale): IngredientMatch | undefined;
}

/**
 * Indexes the catalogue's names and synonyms by their folded, singular words ("Patatas" and
 * "patata" are one key). A name wins over another ingredient's synonym, an earlier ingredient over
 * a later one with the same name.
 */
export function createIngredientMatcher(catalogue: readonly CatalogueIngredient[]): IngredientMatcher {
  const index: Record<LineLocale, Map<string, CatalogueIngredient>> = { es: new Map(), en: new Map() };
  const add = (locale: LineLocale, name: string, ingredient: CatalogueIngredient) => {
    const key = phraseKey(name.replace(/\([^)]*\)/g, " "), locale);
    if (key && !index[locale].has(key)) index[locale].set(key, ingredient);
  };
  for (const ingredient of catalogue) {
    add("es", ingredient.nameEs, ingredient);
    add("en", ingredient.nameEn, ingredient);
  }
  for (const ingredient of catalogue) {
    for (const synonym of ingredient.synonymsEs) add("es", synonym, ingredient);
    for (const synonym of ingredient.synonymsEn) add("en", synonym, ingredient);
  }

  /**
   * Every catalogue name among the words, then the one the language puts the dish's noun in:
   * English names it last ("whole-milk ricotta", "unsweetened cocoa powder"), Spanish first
   * ("leche entera", "harina de trigo de fuerza"); the longer name among equals.
   */
  function matchIn(words: readonly LineWord[], locale: LineLocale): IngredientMatch | undefined {
    let best: IngredientMatch | undefined;
    const better = (candidate: IngredientMatch, current: IngredientMatch) => {
      const length = candidate.to - candidate.from - (current.to - current.from);
      if (locale === "en") return candidate.to !== current.to ? candidate.to > current.to : length > 0;
      return candidate.from !== current.from ? candidate.from < current.from : length > 0;
    };
    for (let from = 0; from < words.length; from++) {
      for (let to = from + 1; to <= Math.min(words.length, from + MAX_PHRASE_WORDS); to++) {
        const key = words
          .slice(from, to)
          .map((word) => word.key)
          .join(" ");
        const ingredient = index[locale].get(key);
        if (!ingredient) continue;
        const candidate = { ingredient, from, to };
        if (!best || better(candidate, best)) best = candidate;
      }
    }
    return best;
  }

  return {
    match(words, locale) {
      return matchIn(words, locale);
    },
  };
}
