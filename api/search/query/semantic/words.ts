import { foldText } from "../../../contract/text";

// ---------------------------------------------------------------------------------------------
// Words: every comparison is on a folded, plural-tolerant key, so "Champiñones" meets "champiñón".
// ---------------------------------------------------------------------------------------------

export interface Token {
  /** As typed, accents kept. */
  raw: string;
  /** Lowercase, no diacritics, no apostrophes. */
  folded: string;
  /** The folded word reduced to a rough singular stem. */
  key: string;
  start: number;
  end: number;
}

// Numbers and letter runs are separate tokens, so "1h30" reads as 1 h 30 and "300kcal" as 300 kcal.
const TOKEN_PATTERN = /\d+(?:[.,]\d+)?|[\p{L}\p{M}]+(?:['’][\p{L}\p{M}]+)*/gu;

export function foldWord(word: string): string {
  if (/^[a-z0-9]+$/.test(word)) return word;
  return foldText(word).replace(/['’]/g, "");
}

function stripPlural(word: string): string {
  if (word.length > 4 && word.endsWith("es")) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
  return word;
}

/**
 * Not linguistics, only consistency: singular and plural of the same word must land on the same key
 * in both languages. Two plural passes fold "japoneses" onto "japonés"; dropping a final "e" folds
 * "tomate"/"tomates" and "calorie"/"calories"; y→i folds "curry"/"curries"; z→c folds "arroz"/"arroces".
 */
function stemWord(folded: string): string {
  if (/^\d/.test(folded)) return folded;
  let word = stripPlural(stripPlural(folded));
  if (word.length > 3 && word.endsWith("e")) word = word.slice(0, -1);
  if (word.length > 3 && word.endsWith("y")) word = `${word.slice(0, -1)}i`;
  return word.endsWith("z") ? `${word.slice(0, -1)}c` : word;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const found of text.matchAll(TOKEN_PATTERN)) {
    const raw = found[0];
    const start = found.index ?? 0;
    const folded = foldWord(raw);
    tokens.push({ raw, folded, key: stemWord(folded), start, end: start + raw.length });
  }
  return tokens;
}

/** The lookup key of a whole name or phrase: its word keys joined by single spaces. */
export function phraseKey(text: string): string {
  return tokenize(text)
    .map((token) => token.key)
    .join(" ");
}

/** A fixed phrase compiled to its word keys. */
type Phrase = readonly string[];

/** Phrases grouped by their first key, longest first, so a lookup only tries the ones that can match. */
export type PhraseSet = ReadonlyMap<string, readonly Phrase[]>;

export function compilePhrases(texts: readonly string[]): PhraseSet {
  const byFirstKey = new Map<string, Phrase[]>();
  for (const text of texts) {
    const phrase = tokenize(text).map((token) => token.key);
    const first = phrase[0];
    if (first === undefined) continue;
    byFirstKey.set(
      first,
      [...(byFirstKey.get(first) ?? []), phrase].sort((a, b) => b.length - a.length),
    );
  }
  return byFirstKey;
}

/** The end (exclusive) of the longest phrase that starts at `at`, if any. */
export function matchPhrase(tokens: readonly Token[], at: number, phrases: PhraseSet): number | undefined {
  const first = tokens[at];
  const candidates = first ? phrases.get(first.key) : undefined;
  for (const phrase of candidates ?? []) {
    if (phrase.every((key, offset) => tokens[at + offset]?.key === key)) return at + phrase.length;
  }
  return undefined;
}

export function keySet(texts: readonly string[]): ReadonlySet<string> {
  return new Set(texts.map(phraseKey));
}

export function hasKey(token: Token | undefined, keys: ReadonlySet<string>): boolean {
  return token !== undefined && keys.has(token.key);
}
