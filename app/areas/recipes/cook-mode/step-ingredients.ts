import type { RecipeIngredientLine } from "#api/contract/recipes";
import { foldText } from "#api/contract/text";
import type { Locale } from "~/platform/i18n/locales";

// One word of a name, singular or plural: "patata" finds "patatas", "tomatoes" finds "tomato".
function wordPattern(word: string): string {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const stem = word.length > 3 ? escaped.replace(/(?:es|s)$/, "") : escaped;
  return `${stem}(?:s|es)?`;
}

function namePattern(name: string): RegExp | undefined {
  const words = foldText(name)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
  if (words.length === 0) return undefined;
  return new RegExp(`(?<![a-z0-9])${words.map(wordPattern).join("\\s+")}(?![a-z0-9])`, "g");
}

/** The word a name is about: "aceite" in "aceite de oliva", "oil" in "olive oil". */
function headWord(name: string, locale: Locale): string | undefined {
  const words = foldText(name)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
  if (words.length < 2) return undefined;
  const head = locale === "en" ? words.at(-1)! : words[0]!;
  return head.length >= 3 ? head : undefined;
}

interface Found {
  line: number;
  start: number;
  end: number;
}

/** The lines a text names in full (a name or synonym), the longest name winning where names overlap. */
function namedLines(text: string, lines: RecipeIngredientLine[]): Found[] {
  const found: Found[] = [];
  lines.forEach((line, index) => {
    if (!line.ingredient) return;
    for (const name of [line.ingredient.name, ...(line.ingredient.synonyms ?? [])]) {
      const pattern = namePattern(name);
      if (!pattern) continue;
      for (const match of text.matchAll(pattern)) found.push({ line: index, start: match.index, end: match.index + match[0].length });
    }
  });
  found.sort((a, b) => b.end - b.start - (a.end - a.start));
  const claimed: Found[] = [];
  for (const candidate of found) {
    if (!claimed.some((taken) => candidate.start < taken.end && taken.start < candidate.end && taken.line !== candidate.line)) claimed.push(candidate);
  }
  return claimed;
}

const foldStep = (step: string) => foldText(step.normalize("NFC"));

/** A line's note says what it is for ("para freír", "for frying"): a step that says so too ("el aceite de freír") means it. */
function noteMatches(text: string, note: string | null): boolean {
  if (!note) return false;
  return foldText(note)
    .split(/[^a-z0-9ñ]+/)
    .filter((word) => word.length >= 5)
    .some((word) => namePattern(word)!.test(text));
}

/**
 * Of the lines a short name could mean ("el aceite": the frying oil or the sauce's olive oil), the
 * ones this step means: those whose note the step echoes, else those no other step names in full,
 * else all of them.
 */
function meantByShortName(text: string, candidates: number[], lines: RecipeIngredientLine[], namedElsewhere: Set<number>): number[] {
  if (candidates.length < 2) return candidates;
  const byNote = candidates.filter((index) => noteMatches(text, lines[index]!.note));
  if (byNote.length > 0) return byNote;
  const unnamed = candidates.filter((index) => !namedElsewhere.has(index));
  return unnamed.length > 0 ? unnamed : candidates;
}

/**
 * Which of the recipe's ingredient lines a step uses, as indexes into `lines` in the list's order.
 * A line is found by its catalogue ingredient's name or a synonym in the page's language, accents
 * and case aside, singular or plural; where names overlap the longest wins ("aceite de oliva
 * virgen extra" is not also "aceite de oliva"). A step that says only "el aceite" or "the stock"
 * finds the lines whose name is about that word, and of several, the one it means (the recipe's
 * other steps, `steps`, tell which are named elsewhere).
 */
export function stepIngredients(step: string, lines: RecipeIngredientLine[], locale: Locale, steps: string[] = []): number[] {
  const text = foldStep(step);
  const claimed = namedLines(text, lines);
  const used = new Set(claimed.map((taken) => taken.line));
  const namedElsewhere = new Set(steps.filter((other) => other !== step).flatMap((other) => namedLines(foldStep(other), lines).map((taken) => taken.line)));

  const byHead = new Map<string, number[]>();
  lines.forEach((line, index) => {
    const head = line.ingredient ? headWord(line.ingredient.name, locale) : undefined;
    if (head) byHead.set(head, [...(byHead.get(head) ?? []), index]);
  });
  for (const [head, indexes] of byHead) {
    if (indexes.some((index) => used.has(index))) continue;
    const pattern = namePattern(head)!;
    const free = [...text.matchAll(pattern)].some((match) => !claimed.some((taken) => match.index < taken.end && taken.start < match.index + match[0].length));
    if (free) meantByShortName(text, indexes, lines, namedElsewhere).forEach((index) => used.add(index));
  }
  return [...used].sort((a, b) => a - b);
}
