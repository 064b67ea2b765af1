import { type Apply, setsDifficulty, setsValue } from "./filter-builder";
import type { Step } from "./step";
import { compilePhrases, matchPhrase, type PhraseSet, type Token } from "./words";

/** "top rated" and friends mean an average of 4 stars or more. */
const WELL_RATED = [
  "bien valorada",
  "bien valorado",
  "mejor valorada",
  "mejor valorado",
  "mas valorada",
  "mas valorado",
  "con buenas valoraciones",
  "buenas valoraciones",
  "con buenas resenas",
  "buenas resenas",
  "top rated",
  "best rated",
  "highly rated",
  "well rated",
  "highest rated",
  "with good reviews",
  "good reviews",
];
const WELL_RATED_MINIMUM = 4;

/** "quick" alone promises about half an hour; any explicit time wins over it. */
const QUICK_MINUTES = 30;

interface PhraseRule {
  phrases: PhraseSet;
  apply: Apply;
}

function phraseRule(texts: readonly string[], apply: Apply): PhraseRule {
  return { phrases: compilePhrases(texts), apply };
}

/** Rules that need no catalogue: difficulty, "quick", video, author, featured. */
const PHRASE_RULES: readonly PhraseRule[] = [
  phraseRule(["facil", "sencilla", "sencillo", "easy", "simple", "para principiantes", "principiante", "beginner", "dificultad baja"], setsDifficulty("easy")),
  phraseRule(
    // Not a bare "medio": "Oriente Medio" is a cuisine.
    ["intermedia", "intermedio", "media", "dificultad media", "nivel medio", "medium", "intermediate"],
    setsDifficulty("medium"),
  ),
  phraseRule(["dificil", "complicada", "complicado", "avanzada", "avanzado", "dificultad alta", "hard", "advanced", "difficult", "challenging"], setsDifficulty("hard")),
  phraseRule(["rapida", "rapido", "rapidita", "rapidito", "express", "expres", "quick", "fast", "quickly"], (builder, matched) =>
    builder.setDefault("totalTimeMaxMinutes", QUICK_MINUTES, matched),
  ),
  phraseRule(["video", "con video", "en video", "with video", "videorreceta", "video recipe"], setsValue("hasVideo", true)),
  phraseRule(["sin video", "without video", "no video"], setsValue("hasVideo", false)),
  phraseRule(
    [
      "chef ia",
      "chef de ia",
      "de chef ia",
      "de los chef ia",
      "por chef ia",
      "por un chef ia",
      "de ia",
      "generada por ia",
      "ai chef",
      "by ai chef",
      "by an ai chef",
      "by the ai chef",
      "from ai chef",
      "ai generated",
      "by ai",
    ],
    setsValue("authorType", "ai_chef"),
  ),
  phraseRule(["de la comunidad", "comunidad", "de usuario", "community", "by the community", "from the community", "by user"], setsValue("authorType", "community")),
  phraseRule(["destacada", "destacado", "featured"], setsValue("isFeatured", true)),
  phraseRule(WELL_RATED, setsValue("minAverageRating", WELL_RATED_MINIMUM)),
];

export function matchPhraseRules(tokens: readonly Token[], at: number): Step | undefined {
  let best: Step | undefined;
  for (const rule of PHRASE_RULES) {
    const end = matchPhrase(tokens, at, rule.phrases);
    if (end !== undefined && (!best || end > best.end)) best = { kind: "rule", end, apply: rule.apply };
  }
  return best;
}
