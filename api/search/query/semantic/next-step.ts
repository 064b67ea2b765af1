import { FREE_KEY, FREE_OF_KEYS, INCLUSION_KEYS, NEGATION_KEYS } from "./grammar-words";
import { matchPhraseRules } from "./phrase-rules";
import { matchCalories, matchServings, matchStars, matchTime } from "./quantities";
import type { Step } from "./step";
import type { TermEntry, VocabularyIndex } from "./vocabulary-index";
import { hasKey, type Token } from "./words";

// ---------------------------------------------------------------------------------------------
// Matchers: each looks at the words from one position and says how far it reads.
// ---------------------------------------------------------------------------------------------

function matchMarkers(tokens: readonly Token[], at: number): Step | undefined {
  const token = tokens[at];
  if (hasKey(token, NEGATION_KEYS)) return { kind: "negation", end: at + 1 };
  // "free of nuts", "free from dairy": as strong as "sin".
  if (token?.key === FREE_KEY && hasKey(tokens[at + 1], FREE_OF_KEYS)) return { kind: "negation", end: at + 2 };
  if (hasKey(token, INCLUSION_KEYS)) return { kind: "inclusion", end: at + 1 };
  return undefined;
}

/** In tie order: on the same length, an earlier matcher wins over a later one and over the catalogue. */
const RULE_MATCHERS: ReadonlyArray<(tokens: readonly Token[], at: number) => Step | undefined> = [
  matchTime,
  matchCalories,
  matchServings,
  matchStars,
  matchPhraseRules,
  matchMarkers,
];

/** The catalogue names that start at `at`, longest first. */
function namesFrom(tokens: readonly Token[], at: number, index: VocabularyIndex): Array<{ entry: TermEntry; end: number }> {
  const found: Array<{ entry: TermEntry; end: number }> = [];
  let key = "";
  for (let position = at; position < tokens.length; position++) {
    const word = tokens[position]?.key ?? "";
    key = key ? `${key} ${word}` : word;
    if (!index.prefixes.has(key)) break;
    const entry = index.terms.get(key);
    if (entry) found.unshift({ entry, end: position + 1 });
  }
  return found;
}

/**
 * The longest catalogue name from `at`, read in the polarity it is in: excluded inside a "sin ..." scope
 * or before "-free", unless the name carries its own negation ("sin gluten", "no bake").
 */
function matchTerm(tokens: readonly Token[], at: number, index: VocabularyIndex, negating: boolean): Step | undefined {
  const startsNegated = hasKey(tokens[at], NEGATION_KEYS);
  for (const { entry, end } of namesFrom(tokens, at, index)) {
    const ownNegation = startsNegated && end - at > 1;
    // "nut-free", but not "dinner free from nuts".
    const freeSuffix = tokens[end]?.key === FREE_KEY && !hasKey(tokens[end + 1], FREE_OF_KEYS);
    const negated = !ownNegation && (negating || freeSuffix);
    const negatedTarget = entry.freeOf ?? entry.exclude;
    if (negated && negatedTarget) {
      const target = negatedTarget.target;
      return { kind: "term", end: freeSuffix ? end + 1 : end, target, exclude: !entry.freeOf, opensNegation: false };
    }
    if (!negated && entry.include) {
      return { kind: "term", end, target: entry.include.target, exclude: false, opensNegation: ownNegation };
    }
  }
  return undefined;
}

export function nextStep(tokens: readonly Token[], at: number, index: VocabularyIndex, negating: boolean): Step | undefined {
  let best: Step | undefined;
  for (const matcher of RULE_MATCHERS) {
    const step = matcher(tokens, at);
    if (step && (!best || step.end > best.end)) best = step;
  }
  const term = matchTerm(tokens, at, index, negating);
  return term && (!best || term.end > best.end) ? term : best;
}
