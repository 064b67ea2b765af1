import { keySet, phraseKey } from "./words";

// ---------------------------------------------------------------------------------------------
// Rule words, both languages. Written as typed; compiled to keys once at module load.
// ---------------------------------------------------------------------------------------------

/** Dropped from the remaining text when nothing reads them, and never claimed alone by a catalogue name. */
export const FILLER_KEYS = keySet([
  // es
  "receta",
  "de",
  "del",
  "con",
  "para",
  "por",
  "un",
  "una",
  "uno",
  "unos",
  "que",
  "quiero",
  "quisiera",
  "busco",
  "buscar",
  "necesito",
  "dame",
  "algo",
  "alguna",
  "algun",
  "en",
  "y",
  "e",
  "o",
  "u",
  "ni",
  "el",
  "la",
  "los",
  "las",
  "lo",
  "al",
  "a",
  "mi",
  "mis",
  "me",
  "te",
  "se",
  "su",
  "sus",
  "muy",
  "hacer",
  "cocinar",
  "preparar",
  "plato",
  "cocina",
  "idea",
  "tenga",
  "tengan",
  "lleve",
  "lleven",
  "contenga",
  "contengan",
  "como",
  "hoy",
  "esta",
  "este",
  "hago",
  "puedo",
  "ideas",
  "facilita",
  "entre semana",
  "sobras",
  // en
  "recipe",
  "an",
  "the",
  "with",
  "for",
  "some",
  "i",
  "want",
  "something",
  "and",
  "in",
  "of",
  "to",
  "my",
  "make",
  "cook",
  "that",
  "has",
  "have",
  "contain",
  "containing",
  "or",
  "nor",
  "please",
  "dish",
  "meal",
  "food",
  "cuisine",
  "any",
  "is",
  "are",
  "need",
  "find",
  "show",
  "what",
  "do",
  "can",
  "could",
  "should",
  "ideas",
  "weeknight",
  "weekday",
  "tonight",
  "leftover",
  "leftovers",
]);

/** Opens an exclusion: "sin X", "without X", "no X", "que no tenga X". */
export const NEGATION_KEYS = keySet(["sin", "without", "no", "not", "excepto", "except", "avoid", "avoiding", "minus", "skip"]);

/** "con X"/"with X": includes X, which is the default anyway, but reads better in the chip. */
export const INCLUSION_KEYS = keySet(["con", "with", "including", "incluyendo"]);

/** What follows "free" in "free of nuts", "free from dairy". */
export const FREE_OF_KEYS = keySet(["of", "from"]);

/** The suffix of "egg-free" and "nut free". */
export const FREE_KEY = phraseKey("free");

/** Single words that are grammar here, so a catalogue name like "Platos" never claims them. */
export function isReservedKey(key: string): boolean {
  return FILLER_KEYS.has(key) || NEGATION_KEYS.has(key) || INCLUSION_KEYS.has(key);
}
